const unit = require('./jest.unit.config');

/**
 * API integration tests: HTTP over supertest against a real embedded FerretDB started once per
 * run. The tests that need no database live in test/unit (jest.unit.config.js).
 */
module.exports = {
  ...unit,
  displayName: 'api-integration',
  roots: ['<rootDir>/test'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/unit/'],
  // These run against the build (server rendering loads the built remotes beside the libraries
  // they were built with), so the libraries resolve as in production, from their dist folders.
  moduleNameMapper: {},
  globalSetup: '<rootDir>/test/setup/globalSetup.ts',
  globalTeardown: '<rootDir>/test/setup/globalTeardown.ts',
  testTimeout: 30000,
  maxWorkers: 2,
};
