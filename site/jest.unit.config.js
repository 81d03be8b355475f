const path = require('node:path');
const apiUnit = require('../api/jest.unit.config');

/** The page server's unit tests (test/unit): no build, no database; the API from its sources. */
module.exports = {
  ...apiUnit,
  displayName: 'site-unit',
  rootDir: __dirname,
  roots: ['<rootDir>/test/unit'],
  moduleNameMapper: {
    ...apiUnit.moduleNameMapper,
    '^@sweepscout/api$': path.join(__dirname, '../api/src/index.ts'),
  },
};
