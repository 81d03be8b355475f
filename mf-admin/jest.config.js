const base = require('../jest.base.cjs');

/** Unit tests of this package (jsdom for components, pure logic runs there too). */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  ...base,
};
