import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

/**
 * The browser builds share `react-router-dom` as the subset of shared/build/routerExports.mjs
 * (federation.cjs), so a name missing there would be `undefined` in the browser while tsc, which
 * reads the package's own types, accepts it. Every value a frontend imports from the router must
 * be in that subset.
 */
const REPO_ROOT = path.resolve(__dirname, '../..');
const FRONTEND_SOURCES = ['shell', 'kit', 'mf-catalog', 'mf-content', 'mf-games', 'mf-admin'].map(
  (pkg) => path.join(REPO_ROOT, pkg, 'src'),
);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    // Tests run in Node against the whole package; only what the browser builds bundle counts.
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Value names imported from react-router-dom (type-only imports vanish from the build). */
function routerImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const names: string[] = [];
  for (const match of text.matchAll(
    /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g,
  )) {
    if (match[1]) continue;
    for (const specifier of match[2].split(',')) {
      const name = specifier.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

const subset = fs.readFileSync(path.join(REPO_ROOT, 'shared/build/routerExports.mjs'), 'utf8');
const exported = new Set(
  (subset.match(/export\s*\{([^}]*)\}\s*from\s*'react-router'/)?.[1] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
);

describe('the router subset the browser builds share', () => {
  it('exports every router value a frontend imports', () => {
    const missing = FRONTEND_SOURCES.flatMap(sourceFiles).flatMap((file) =>
      routerImports(file)
        .filter((name) => !exported.has(name))
        .map((name) => `${name} (${path.relative(REPO_ROOT, file)})`),
    );
    expect(missing).toEqual([]);
  });

  it('names only exports React Router has', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the package's own CommonJS build
    const reactRouter = require('react-router') as Record<string, unknown>;
    expect(exported.size).toBeGreaterThan(10);
    expect([...exported].filter((name) => reactRouter[name] === undefined)).toEqual([]);
  });
});
