/**
 * Tests that build small remotes with webpack against the built kit and shell (`*.builds.test.js`):
 * run by `npm test` after the build, beside the can-i-deploy checks.
 */
module.exports = {
  displayName: 'builds',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/lib'],
  testMatch: ['**/*.builds.test.js'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'] },
};
