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
  // The kit's components from their sources (ServerMemo, for the kept fragments' tests).
  transform: {
    ...apiUnit.transform,
    '^.+\\.tsx$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
};
