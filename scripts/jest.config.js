/**
 * Tests of the project's own scripts: pure helpers (the can-i-deploy rule, process helpers).
 * can-i-deploy run on small real federation builds needs the build: jest.builds.config.js.
 */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/lib'],
  testPathIgnorePatterns: ['/node_modules/', '\\.builds\\.test\\.js$'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'] },
};
