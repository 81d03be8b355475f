// Installs npm dependencies when they are missing or older than the lock file.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { mustRun, REPO_ROOT, step } from './run.mjs';

const { WORKSPACES } = createRequire(import.meta.url)('../../workspace.cjs');

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

export async function ensureInstalled() {
  const wanted = manifestHash();
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === wanted) return;
  step('Installing npm dependencies');
  // `npm install` (not `npm ci`): it follows the lock file too, and tolerates the platform-only
  // optional packages (@swc/core's binaries) that a lock written on Linux leaves out.
  await mustRun('npm install', 'npm', ['install', '--no-audit', '--no-fund']);
  writeFileSync(STAMP, manifestHash());
}
