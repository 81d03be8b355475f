// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

import { createRequire } from 'node:module';

// The packages by role, from workspace.json.
const { FRONTENDS, LIBRARIES, PACKAGES } = createRequire(import.meta.url)('./workspace.cjs');

/**
 * Packages meet only through entry points (never `<package>/src` or `/dist` files), and a package
 * never imports those of `forbidden` (names under @sweepscout/, an entry or `name/*`).
 */
function restrictedPackageImports(forbidden, message) {
  const names = forbidden.flatMap((name) =>
    name.endsWith('/*')
      ? [`@sweepscout/${name}`]
      : [`@sweepscout/${name}`, `@sweepscout/${name}/*`],
  );
  return [
    'error',
    {
      patterns: [
        {
          group: ['@sweepscout/*/src/*', '@sweepscout/*/dist/*'],
          message: 'Import a package through its entry point, never its files.',
        },
        { group: names, message },
      ],
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/.bin/**',
      'tests/artifacts/**',
      'bench/results/**',
      '**/coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Import boundaries: packages meet only through their published entry points
    // (@sweepscout/shared, @sweepscout/kit), never through another package's files; inside a
    // package, imports point one way. A fixture proves the rules bite (scripts/lib/boundaries.test.js).
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // no-cycle follows imports into other files: it must be able to parse TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      // No import cycles inside a package (packages meet through node_modules: external, skipped).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': restrictedPackageImports(
        ['shell', 'mf-*', 'api', 'site'],
        'The shell, the remotes, the API and the page server never import each other.',
      ),
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...PACKAGES.flatMap((pkg) =>
              PACKAGES.filter((other) => other !== pkg).map((other) => ({
                target: `./${pkg}`,
                from: `./${other}`,
                // The two libraries are imported through their builds (what their entry resolves to);
                // the site server also reads the list of server-shared modules (server rendering).
                except: LIBRARIES.includes(other)
                  ? ['./dist', ...(other === 'shared' ? ['./build/server-shared.cjs'] : [])]
                  : // The page server runs on the API (its entry) and its tests on the API's set-up.
                    pkg === 'site' && other === 'api'
                    ? ['./dist', './src/index.ts', './test/helpers.ts']
                    : [],
                message: 'Packages meet through @sweepscout/shared and @sweepscout/kit only.',
              })),
            ),
            {
              // A model (features/<name>/model.ts or <thing>.model.ts) imports other models and
              // the shared persistence code, never the rest of a feature.
              target: './api/src/features/*/{model,*.model}.ts',
              from: ['./api/src/features/**', './api/src/site/**', './api/src/http/**'],
              except: ['**/api/src/features/*/{model,*.model}.ts'],
              message: 'Models are below features: move the shared piece down.',
            },
            {
              target: './api/src/persistence',
              from: ['./api/src/features', './api/src/site', './api/src/http'],
              message: 'Shared persistence code is below features: move the shared piece down.',
            },
            {
              target: './api/src/features/seo',
              from: './api/src/site',
              message: 'The site server uses features/seo, not the other way round.',
            },
            ...FRONTENDS.map((pkg) => ({
              target: `./${pkg}/src/api`,
              from: `./${pkg}/src`,
              except: ['./api'],
              message: "A package's API slice is below its features.",
            })),
            {
              target: './mf-admin/src/components',
              from: ['./mf-admin/src/api', './mf-admin/src/auth', './mf-admin/src/features'],
              message: 'Admin components are plain UI: data and session come from the frame.',
            },
          ],
        },
      ],
    },
  },
  {
    // The page server is the one package that runs on another: the API, through its entry.
    files: ['site/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictedPackageImports(
        ['shell', 'mf-*', 'api/*'],
        'The page server uses the API through its entry, and no frontend package.',
      ),
    },
  },
  {
    // Nothing imports a test, so a test is never part of a cycle: skip the walk (lint time).
    files: ['**/*.test.{ts,tsx}', '**/*.spec.ts'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    // Keeping the page's JavaScript small: a zod schema imported from the contract's main entry puts zod
    // in the first chunks of every page of that package; public pages import schemas from
    // '@sweepscout/shared/schemas' inside a lazily loaded module instead.
    files: ['{shell,mf-catalog,mf-content,mf-games}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='@sweepscout/shared'][importKind!='type'] > ImportSpecifier[importKind!='type'][imported.name=/Schema$/]",
          message:
            "Import schemas from '@sweepscout/shared/schemas' in a lazily loaded module: zod stays off the first view.",
        },
      ],
    },
  },
  {
    // One reader of the environment in the API: every setting is declared in api/src/config.ts.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: "Declare the setting in api/src/config.ts and read it with setting('NAME').",
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['scripts/**/*.test.js'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  {
    // Benchmarks run functions inside the page (page.evaluate / addInitScript).
    files: ['bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
);
