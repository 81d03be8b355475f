/**
 * Tests of the project's own scripts: pure helpers (the can-i-deploy rule), and can-i-deploy run
 * on small real federation builds.
 */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/lib'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'] },
};
