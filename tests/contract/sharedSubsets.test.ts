import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import workspace from '../../workspace.json';

/**
 * The browser builds share React Router and Redux Toolkit as subsets of their exports
 * (shared/build/*Exports.mjs, federation.cjs), so a name missing there would be `undefined` in
 * the browser while tsc, which reads the packages' own types, accepts it. Every value a frontend
 * imports from them must be in its subset, and so must every value RTK Query's own build imports
 * from '@reduxjs/toolkit' (inside the builds that import reaches the shared subset too).
 */
const REPO_ROOT = path.resolve(__dirname, '../..');
const FRONTEND_SOURCES = [
  'kit',
  workspace.shell.package,
  ...Object.values(workspace.remotes).map((remote) => remote.package),
].map((pkg) => path.join(REPO_ROOT, pkg, 'src'));
const REDUX_TOOLKIT_DIR = path.dirname(require.resolve('@reduxjs/toolkit/package.json'));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    // Tests run in Node against the whole package; only what the browser builds bundle counts.
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Value names `text` imports from `source` ('default' for a default import; type-only imports
 * vanish from the build).
 */
function valueImports(text: string, source: string): string[] {
  const names: string[] = [];
  const pattern = new RegExp(
    `import\\s+(type\\s+)?(?:([\\w$]+)\\s*,?\\s*)?(?:\\{([^}]*)\\})?\\s*from\\s+['"]${escape(source)}['"]`,
    'g',
  );
  for (const match of text.matchAll(pattern)) {
    if (match[1]) continue;
    if (match[2]) names.push('default');
    for (const specifier of (match[3] ?? '').split(',')) {
      const name = specifier.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/** The names a subset module re-exports from `source`. */
function subsetExports(file: string, source: string): Set<string> {
  const text = fs.readFileSync(path.join(REPO_ROOT, 'shared/build', file), 'utf8');
  const list = new RegExp(`export\\s*\\{([^}]*)\\}\\s*from\\s*'${escape(source)}'`).exec(text)?.[1];
  return new Set(
    (list ?? '')
      .split('\n')
      .map((line) => line.replace(/\/\/.*$/, ''))
      .join(',')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

const SUBSETS = [
  {
    shared: 'react-router-dom',
    file: 'routerExports.mjs',
    from: 'react-router',
    package: 'react-router',
  },
  {
    shared: '@reduxjs/toolkit',
    file: 'reduxToolkitExports.mjs',
    from: 'redux-toolkit-build',
    package: '@reduxjs/toolkit',
  },
  {
    shared: '@reduxjs/toolkit/query/react',
    file: 'reduxToolkitQueryExports.mjs',
    from: 'redux-toolkit-query-react-build',
    package: '@reduxjs/toolkit/query/react',
  },
  {
    shared: 'react-redux',
    file: 'reactReduxExports.mjs',
    from: 'react-redux-build',
    package: 'react-redux',
  },
  {
    shared: 'styled-components',
    file: 'styledComponentsExports.mjs',
    from: 'styled-components-build',
    package: 'styled-components',
  },
];

describe.each(SUBSETS)('the $shared subset the browser builds share', (subset) => {
  const exported = subsetExports(subset.file, subset.from);

  it('exports every value a frontend imports', () => {
    const missing = FRONTEND_SOURCES.flatMap(sourceFiles).flatMap((file) =>
      valueImports(fs.readFileSync(file, 'utf8'), subset.shared)
        .filter((name) => !exported.has(name))
        .map((name) => `${name} (${path.relative(REPO_ROOT, file)})`),
    );
    expect(missing).toEqual([]);
  });

  it('names only exports the package has', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the package's own CommonJS build
    const whole = require(subset.package) as Record<string, unknown>;
    expect(exported.size).toBeGreaterThan(1);
    expect([...exported].filter((name) => whole[name] === undefined)).toEqual([]);
  });
});

describe("what RTK Query's build imports from the shared packages", () => {
  const queryBuilds = [
    'dist/query/rtk-query.modern.mjs',
    'dist/query/react/rtk-query-react.modern.mjs',
  ].map((file) => fs.readFileSync(path.join(REDUX_TOOLKIT_DIR, file), 'utf8'));

  it.each([
    ['@reduxjs/toolkit', 'reduxToolkitExports.mjs', 'redux-toolkit-build'],
    ['react-redux', 'reactReduxExports.mjs', 'react-redux-build'],
  ])('is in the %s subset', (shared, file, from) => {
    const exported = subsetExports(file, from);
    const imported = queryBuilds.flatMap((text) => valueImports(text, shared));
    expect(imported.length).toBeGreaterThan(3);
    expect(imported.filter((name) => !exported.has(name))).toEqual([]);
  });
});
