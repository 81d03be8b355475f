const path = require('node:path');
const apiIntegration = require('./api/jest.config');

/**
 * `npm run test:api`: the API's and the page server's integration tests in one run, on one real
 * embedded FerretDB (the API's global set-up). Each package's jest.config.js runs its own alone.
 */
module.exports = {
  ...apiIntegration,
  displayName: 'integration',
  rootDir: __dirname,
  roots: ['<rootDir>/api/test', '<rootDir>/site/test'],
  testPathIgnorePatterns: [
    '/node_modules/',
    '<rootDir>/api/test/unit/',
    '<rootDir>/site/test/unit/',
  ],
  moduleNameMapper: { '^@sweepscout/api$': path.join(__dirname, 'api/src/index.ts') },
  globalSetup: path.join(__dirname, 'api/test/setup/globalSetup.ts'),
  globalTeardown: path.join(__dirname, 'api/test/setup/globalTeardown.ts'),
};
