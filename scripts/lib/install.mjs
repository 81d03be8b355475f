// Installs npm dependencies when they are missing or older than the lock file: those of the site,
// its builds and its tests. The benchmarks' own packages (autocannon, Lighthouse: 112 packages,
// a third of node_modules' files) install when a benchmark first needs them (ensureBenchmarkPackages).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { mustRun, REPO_ROOT, step } from './run.mjs';

const { WORKSPACES, BENCHMARKS, INSTALLED_BY_DEFAULT } = createRequire(import.meta.url)(
  '../../workspace.cjs',
);

const STAMP = path.join(REPO_ROOT, 'node_modules', '.sweepscout-install-stamp');
const MANIFESTS = [
  'package.json',
  'package-lock.json',
  ...WORKSPACES.map((pkg) => `${pkg}/package.json`),
];

function manifestHash() {
  const hash = createHash('sha256');
  // A different Node major re-installs (native modules are chosen for the running Node).
  hash.update(`node ${process.versions.node.split('.')[0]}`);
  for (const file of MANIFESTS) {
    const full = path.join(REPO_ROOT, file);
    if (existsSync(full)) hash.update(readFileSync(full));
  }
  return hash.digest('hex');
}

const workspaceFlags = (packages) => packages.flatMap((pkg) => ['-w', pkg]);

/**
 * `npm install` of the lock file's packages for these workspaces; stops the script on failure.
 * `--prefer-offline`: a package already in npm's cache is taken from it without asking the
 * registry whether it changed (a locked version with its checksum does not); a missing one is
 * still downloaded. A fresh clone's install, warm cache: 49 s and 37 CPU-seconds (user) instead
 * of 65 s and 54.
 */
const npmInstall = (label, args, cwd = REPO_ROOT) =>
  mustRun(label, 'npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...args], {
    cwd,
  });

export async function ensureInstalled() {
  const wanted = manifestHash();
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === wanted) return;
  step('Installing npm dependencies');
  // `npm install` (not `npm ci`): it follows the lock file too, and tolerates the platform-only
  // optional packages (@swc/core's binaries) that a lock written on Linux leaves out.
  await npmInstall('npm install', [
    '--include-workspace-root',
    ...workspaceFlags(INSTALLED_BY_DEFAULT),
  ]);
  writeFileSync(STAMP, manifestHash());
}

/**
 * Install the benchmarks' packages when one of them is missing: the install of the site and its
 * tests leaves them out (same lock file). Call before importing one (`await import('autocannon')`):
 * a static import would fail before this runs, and Node remembers a package it did not find for
 * the rest of the process. (`root` and `benchmarks` are for its test.)
 */
export async function ensureBenchmarkPackages({ root = REPO_ROOT, benchmarks = BENCHMARKS } = {}) {
  const missing = benchmarks.flatMap((bench) => {
    const manifest = JSON.parse(readFileSync(path.join(root, bench, 'package.json'), 'utf8'));
    const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
    // npm puts a workspace's packages at the root, or in its own node_modules when versions clash.
    const installed = (name) =>
      [path.join(root, bench), root].some((dir) =>
        existsSync(path.join(dir, 'node_modules', name, 'package.json')),
      );
    return names.filter((name) => !installed(name));
  });
  if (missing.length === 0) return;
  step(`Installing the benchmarks' packages (missing: ${missing.join(', ')})`);
  await npmInstall("npm install of the benchmarks' packages", workspaceFlags(benchmarks), root);
}
