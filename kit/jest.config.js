const base = require('../jest.base.cjs');

/** Unit tests of the runtime kit: browser pieces run in jsdom (set per file), the rest in node. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  ...base,
};
