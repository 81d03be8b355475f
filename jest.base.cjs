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

/**
 * A test's time limit. Whole pages and forms render in jsdom: about a second each on a quiet
 * machine, several when npm test runs the build and the browser tests beside them (at jest's
 * default of 5 s a page's test timed out on a fresh machine, and its steps then ran on into the
 * next test's page). Jest reads it from the run's own config only: jest.config.js passes it on.
 */
const testTimeout = 20_000;

module.exports = { moduleNameMapper, transform, setupFiles, setupFilesAfterEnv, testTimeout };
