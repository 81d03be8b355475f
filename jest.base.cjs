/**
 * What every unit-test project shares: TypeScript and JSX compiled by swc, and the workspace
 * libraries (`@sweepscout/shared`, `@sweepscout/kit`) resolved from their sources, so unit tests
 * run on a fresh clone with no build.
 */
const { existsSync } = require('node:fs');
const path = require('node:path');

const source = (file) => path.join(__dirname, file);

/**
 * Each entry a library's package.json exports from its build (`./dist/<name>.js`) maps to its
 * source (`src/<name>.ts` or `.tsx`): a new entry point resolves from source without touching this file
 * (before the build has run, node would find no dist/ to resolve it to).
 */
function sourceEntries(pkg) {
  const { name, exports: entries } = require(`./${pkg}/package.json`);
  const mapper = {};
  for (const [subpath, target] of Object.entries(entries)) {
    const built = typeof target === 'string' ? target : target.default;
    const match = /^\.\/dist\/(.+)\.js$/.exec(built ?? '');
    if (!match) continue;
    const file = [`${pkg}/src/${match[1]}.ts`, `${pkg}/src/${match[1]}.tsx`].find((candidate) =>
      existsSync(source(candidate)),
    );
    if (file) mapper[`^${name}${subpath.slice(1)}$`] = source(file);
  }
  return mapper;
}

const moduleNameMapper = { ...sourceEntries('shared'), ...sourceEntries('kit') };

const transform = {
  '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
};

const setupFiles = [source('jest.setup-text-encoding.cjs')];
const setupFilesAfterEnv = [source('jest.setup-testing-library.cjs')];

module.exports = { moduleNameMapper, transform, setupFiles, setupFilesAfterEnv };
