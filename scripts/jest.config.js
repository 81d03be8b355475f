/** Unit tests of the project's own scripts (pure helpers such as the can-i-deploy rule). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/lib'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'] },
};
