const path = require('node:path');
const apiIntegration = require('../api/jest.config');

/**
 * The page server against the built site and the real embedded database (the API's test set-up:
 * one FerretDB per run). The API itself resolves from its sources, the libraries from their builds
 * (the remotes' server builds were built with them).
 */
module.exports = {
  ...apiIntegration,
  displayName: 'site-integration',
  rootDir: __dirname,
  roots: ['<rootDir>/test'],
  moduleNameMapper: { '^@sweepscout/api$': path.join(__dirname, '../api/src/index.ts') },
  globalSetup: path.join(__dirname, '../api/test/setup/globalSetup.ts'),
  globalTeardown: path.join(__dirname, '../api/test/setup/globalTeardown.ts'),
};
