/**
 * What every unit-test project shares: TypeScript and JSX compiled by swc, and the workspace
 * libraries (`@sweepscout/shared`, `@sweepscout/kit`) resolved from their sources, so unit tests
 * run on a fresh clone with no build.
 */
const path = require('node:path');

const source = (file) => path.join(__dirname, file);

const moduleNameMapper = {
  '^@sweepscout/shared$': source('shared/src/index.ts'),
  '^@sweepscout/shared/schemas$': source('shared/src/schemas/index.ts'),
  '^@sweepscout/kit$': source('kit/src/index.ts'),
};

const transform = {
  '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
};

const setupFilesAfterEnv = [source('jest.setup-testing-library.cjs')];

module.exports = { moduleNameMapper, transform, setupFilesAfterEnv };
