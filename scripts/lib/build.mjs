// Builds each package only when its inputs changed since its last build, so a second
// `npm start` reuses the build. Inputs are hashed by content (a fresh clone has new mtimes).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { run, REPO_ROOT, step } from './run.mjs';

import { createRequire } from 'node:module';

const { FRONTENDS } = createRequire(import.meta.url)('../../workspace.cjs');
const CONFIG_FILES = ['package.json', 'tsconfig.json', 'tsconfig.build.json', 'webpack.config.js'];

function hashTree(hash, dir) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir).sort()) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) hashTree(hash, full);
    else if (!/\.test\.tsx?$/.test(name)) {
      hash.update(path.relative(REPO_ROOT, full));
      hash.update(readFileSync(full));
    }
  }
}

function inputHash(pkg, upstream = []) {
  const hash = createHash('sha256');
  hashTree(hash, path.join(REPO_ROOT, pkg, 'src'));
  for (const file of CONFIG_FILES) {
    const full = path.join(REPO_ROOT, pkg, file);
    if (existsSync(full)) hash.update(readFileSync(full));
  }
  for (const value of upstream) hash.update(value);
  return hash.digest('hex');
}

const stampFile = (pkg) => path.join(REPO_ROOT, pkg, 'dist', '.build-stamp');
const isFresh = (pkg, hash) =>
  existsSync(stampFile(pkg)) && readFileSync(stampFile(pkg), 'utf8') === hash;

async function buildPackage(pkg, hash) {
  const code = await run('npm', ['run', 'build', '--silent', '-w', pkg]);
  if (code === 0) writeFileSync(stampFile(pkg), hash);
  return code;
}

/**
 * Build what is stale: the contract (shared) first, then the runtime kit that imports it, then
 * api and the frontends. A frontend's inputs include both libraries, since it bundles them.
 */
export async function ensureBuilt({ force = false } = {}) {
  const sharedInputs = createHash('sha256').update(inputHash('shared'));
  // The build helpers every frontend build uses (webpack configs, the shared router subset).
  hashTree(sharedInputs, path.join(REPO_ROOT, 'shared/build'));
  // The frontends' dev ports and style namespaces come from the workspace's declaration.
  sharedInputs.update(readFileSync(path.join(REPO_ROOT, 'workspace.json')));
  const sharedHash = sharedInputs.digest('hex');
  const kitHash = inputHash('kit', [sharedHash]);
  const libraries = [
    { pkg: 'shared', hash: sharedHash },
    { pkg: 'kit', hash: kitHash },
  ];
  const apiHash = inputHash('api', [sharedHash, kitHash]);
  const apps = [{ pkg: 'api', hash: apiHash }];
  for (const pkg of FRONTENDS) apps.push({ pkg, hash: inputHash(pkg, [sharedHash, kitHash]) });
  // The page server's build emits its own files only (no type-check): it needs no other build.
  apps.push({ pkg: 'site', hash: inputHash('site') });

  const stale = [...libraries, ...apps].filter(({ pkg, hash }) => force || !isFresh(pkg, hash));
  if (stale.length === 0) {
    await ensureEmbeddedDb();
    console.log('✔ Build is up to date');
    return;
  }
  step(`Building ${stale.map((s) => s.pkg).join(', ')}`);
  // The libraries one after the other (the kit compiles against the contract's types).
  for (const library of libraries.filter((l) => stale.includes(l))) {
    if ((await buildPackage(library.pkg, library.hash)) !== 0) fail(library.pkg);
  }
  const queue = apps.filter((a) => stale.includes(a));
  const done = new Map(apps.map((a) => [a.pkg, Promise.withResolvers()]));
  for (const app of apps.filter((a) => !stale.includes(a))) done.get(app.pkg).resolve();
  // Two builds at a time: these machines have two cores.
  const workers = Array.from({ length: 2 }, async () => {
    while (queue.length) {
      const next = queue.shift();
      if ((await buildPackage(next.pkg, next.hash)) !== 0) fail(next.pkg);
      done.get(next.pkg).resolve();
    }
  });
  // Beside the frontends, once the API's build (which holds the Go build's script) is there.
  const database = done.get('api').promise.then(ensureEmbeddedDb);
  await Promise.all([...workers, database]);
}

/**
 * The embedded database's binary (Go), built with the packages, beside the frontends: the
 * end-to-end site used to build it as it started, before the first browser test could run (with
 * Go's caches empty, as on a new machine, about 70 s and 127 CPU-seconds to compile here). A failure (no Go)
 * is told and left to whoever needs that database: a site on MONGODB_URI does not. Started
 * beside the npm install instead, it took the CPU the install needed (146 s instead of 43 on a
 * new machine) and the whole run took longer (docs/testing.md).
 */
async function ensureEmbeddedDb() {
  const buildCli = path.join(REPO_ROOT, 'api', 'dist', 'db', 'build-cli.js');
  if ((await run(process.execPath, [buildCli])) !== 0) {
    console.warn('The embedded database was not built: MONGODB_URI can name a MongoDB server.');
  }
}

function fail(pkg) {
  console.error(`\n✖ Building ${pkg} failed.`);
  process.exit(1);
}
