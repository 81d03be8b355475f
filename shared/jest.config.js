const base = require('../jest.base.cjs');

/** Unit tests for the shared package: pure helpers run in node, client pieces in jsdom. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  ...base,
};
