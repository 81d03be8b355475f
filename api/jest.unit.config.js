const { moduleNameMapper } = require('../jest.base.cjs');

/**
 * API unit tests (test/unit): pure modules and the HTTP app without a database, so they run with
 * every other unit test and need neither a build nor the embedded database.
 */
module.exports = {
  displayName: 'api-unit',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/test/unit'],
  testMatch: ['**/*.test.ts'],
  moduleNameMapper,
  // sanitize-html's parser (htmlparser2 and the dom* packages), otplib's @scure/@noble plugins, feed
  // and the structured-data validator of the API tests ship as ES modules only: Node requires them
  // natively, jest needs them compiled to CommonJS.
  transformIgnorePatterns: [
    '/node_modules/(?!(htmlparser2|domhandler|domutils|entities|dom-serializer|domelementtype|otplib|@otplib|@scure|@noble|feed|@adobe/structured-data-validator)/)',
  ],
  transform: {
    '^.+\\.(t|j)s$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
};
