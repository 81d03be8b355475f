const base = require('../jest.base.cjs');

/** Unit tests of this package (jsdom for components, pure logic runs there too). */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  ...base,
  // Whole forms render and validate in jsdom: about a second each on a quiet machine, several on
  // one loaded by the build and the other checks that npm test runs beside them.
  testTimeout: 20_000,
};
