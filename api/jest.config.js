/** API tests: HTTP over supertest against a real embedded FerretDB started once per run. */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // sanitize-html's parser (htmlparser2 and the dom* packages) and otplib's @scure/@noble plugins
  // ship as ES modules only: Node requires them natively, jest needs them compiled to CommonJS.
  transformIgnorePatterns: [
    '/node_modules/(?!(htmlparser2|domhandler|domutils|entities|dom-serializer|domelementtype|otplib|@otplib|@scure|@noble)/)',
  ],
  transform: {
    '^.+\\.(t|j)s$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  globalSetup: '<rootDir>/test/setup/globalSetup.ts',
  globalTeardown: '<rootDir>/test/setup/globalTeardown.ts',
  testTimeout: 30000,
  maxWorkers: 2,
};
