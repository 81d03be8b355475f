// `npm run typecheck`: every package's TypeScript checked, in as few tsc programs as their
// settings allow, by TypeScript 7 (scripts/lib/typescript.mjs). Packages whose tsconfig.json say
// the same (all but what they include) and that see the same type packages are checked in one
// program, which reads the DOM, Node, React and library types once instead of once per package
// (measured with TypeScript 5.9: the five frontends took 74 CPU-seconds one after another and 29
// together; the page server's tests import the API's sources, which its own program checked
// again). Two programs at a time.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from './lib/run.mjs';
import { tscCommand } from './lib/typescript.mjs';

const require = createRequire(import.meta.url);
const { WORKSPACES } = require('../workspace.cjs');

/** The workspaces that have a type-check of their own (`npm run typecheck -w <package>`). */
const checked = WORKSPACES.filter((dir) => {
  const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, dir, 'package.json'), 'utf8'));
  return Boolean(manifest.scripts?.typecheck);
});

/** The type packages a package sees before the root's (its own node_modules/@types), by version. */
function ownTypePackages(dir) {
  const types = path.join(REPO_ROOT, dir, 'node_modules', '@types');
  if (!existsSync(types)) return {};
  return Object.fromEntries(
    readdirSync(types).map((name) => {
      const manifest = path.join(types, name, 'package.json');
      return [name, existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : ''];
    }),
  );
}

/** Packages that can share one program, by what their tsconfig.json says besides its files. */
function groupsOf(dirs) {
  const groups = new Map();
  for (const dir of dirs) {
    const { include, exclude, files, ...settings } = JSON.parse(
      readFileSync(path.join(REPO_ROOT, dir, 'tsconfig.json'), 'utf8'),
    );
    const key = JSON.stringify({ settings, files, types: ownTypePackages(dir) });
    const group = groups.get(key) ?? [];
    group.push({ dir, include: include ?? ['**/*'], exclude: exclude ?? [] });
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * The tsconfig of one program: a single package's own, or one written for the group beside the
 * first package's (so that it finds the same type packages), with every package's files.
 */
function programOf(group) {
  const [first] = group;
  if (group.length === 1) return path.join(REPO_ROOT, first.dir, 'tsconfig.json');
  const folder = path.join(REPO_ROOT, first.dir, 'node_modules', '.cache');
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, 'sweepscout-typecheck.json');
  const absolute = (dir, patterns) => patterns.map((p) => path.join(REPO_ROOT, dir, p));
  const config = {
    extends: path.join(REPO_ROOT, first.dir, 'tsconfig.json'),
    include: group.flatMap(({ dir, include }) => absolute(dir, include)),
    exclude: group.flatMap(({ dir, exclude }) => absolute(dir, exclude)),
  };
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

function typecheck(group) {
  const label = group.map(({ dir }) => dir).join(', ');
  const [command, args] = tscCommand(['-p', programOf(group), '--noEmit', '--pretty', 'false']);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: REPO_ROOT });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      console.log(`${code === 0 ? '✔' : '✖'} tsc: ${label}`);
      if (output) process.stdout.write(output);
      resolve(code === 0);
    });
  });
}

/** A package's TypeScript files (its own, not its dependencies' or its build's). */
function sourceFileCount(dir) {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    if (entry.isDirectory()) count += sourceFileCount(path.join(dir, entry.name));
    else if (/\.tsx?$/.test(entry.name)) count += 1;
  }
  return count;
}

// The largest programs first (by their files), so that neither of the two long ones runs alone
// at the end: with TypeScript 7 the API and page server take 10 s, the frontends 6, the libraries
// 2 and the tests 1, and the whole check 11 s on two cores (21 CPU-seconds; 35 s and 64 with
// TypeScript 5.9).
const size = (group) =>
  group.reduce((sum, { dir }) => sum + sourceFileCount(path.join(REPO_ROOT, dir)), 0);
const queue = groupsOf(checked)
  .map((group) => ({ group, files: size(group) }))
  .sort((a, b) => b.files - a.files)
  .map(({ group }) => group);
const results = [];
await Promise.all(
  [0, 1].map(async () => {
    for (let group = queue.shift(); group; group = queue.shift()) {
      results.push(await typecheck(group));
    }
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
