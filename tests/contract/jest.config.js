const { moduleNameMapper } = require('../../jest.base.cjs');

/** Contract tests: what the shell mounts against what each remote's build exposes (no build needed). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>'],
  moduleNameMapper,
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'] },
};
