// The project runs on Node 24 LTS. When the Node running a script is older (CI machines have
// Node 20), the script obtains Node 24 from the npm registry (the `node-<platform>-<arch>` package
// carries the binary; no install script) into the git-ignored .tools/ folder (downloaded and
// unpacked directly, npm install as the fallback), then runs itself
// again under it with Node 24 first on PATH, so everything it starts (npm install, builds, jest,
// Playwright, the server) runs on Node 24 too.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mustRun, REPO_ROOT, step } from './run.mjs';

export const REQUIRED_NODE_MAJOR = 24;
const NODE_PACKAGE_RANGE = '^24.21.0';
const LOWEST_VERSION = [24, 21, 0];
/** A stalled download (a network that needs a proxy, say) gives way to npm after this long. */
const DOWNLOAD_TIMEOUT_MS = 60_000;

const currentMajor = () => Number(process.versions.node.split('.')[0]);

/** Where the downloaded Node 24 binary lives (its folder goes first on PATH). */
export function node24BinDir() {
  const pkg = `node-${process.platform}-${process.arch}`;
  return path.join(REPO_ROOT, '.tools', 'node24', 'node_modules', pkg, 'bin');
}

/** The newest version of the package in NODE_PACKAGE_RANGE, from the registry's abbreviated metadata. */
export function newestInRange(versions) {
  const parsed = Object.keys(versions)
    .filter((version) => /^\d+\.\d+\.\d+$/.test(version))
    .map((version) => ({ version, parts: version.split('.').map(Number) }))
    .filter(({ parts }) => parts[0] === REQUIRED_NODE_MAJOR)
    .filter(
      ({ parts }) =>
        parts[1] > LOWEST_VERSION[1] ||
        (parts[1] === LOWEST_VERSION[1] && parts[2] >= LOWEST_VERSION[2]),
    );
  parsed.sort((a, b) => a.parts[1] - b.parts[1] || a.parts[2] - b.parts[2]);
  return parsed.at(-1)?.version;
}

/**
 * The package straight from the registry: its metadata, then its tarball (checked against the
 * registry's sha512) unpacked with tar where npm would put it. npm install of this one package
 * took 10 to 15 s, at the head of every run on a new clone; this takes 2 to 4.
 */
async function downloadNode24(pkg, target) {
  const registry = (process.env.npm_config_registry ?? 'https://registry.npmjs.org/').replace(
    /\/?$/,
    '/',
  );
  const metadata = await fetch(`${registry}${pkg}`, {
    headers: { accept: 'application/vnd.npm.install-v1+json' },
    signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
  });
  if (!metadata.ok) throw new Error(`${registry}${pkg}: HTTP ${metadata.status}`);
  const { versions } = await metadata.json();
  const version = newestInRange(versions);
  if (!version) throw new Error(`no version of ${pkg} in ${NODE_PACKAGE_RANGE}`);
  const { tarball, integrity } = versions[version].dist;
  const download = await fetch(tarball, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
  if (!download.ok) throw new Error(`${tarball}: HTTP ${download.status}`);
  const bytes = Buffer.from(await download.arrayBuffer());
  const [algorithm, expected] = integrity.split('-');
  if (createHash(algorithm).update(bytes).digest('base64') !== expected) {
    throw new Error(`${tarball}: the download does not match its integrity ${integrity}`);
  }
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  const { status: code } = spawnSync('tar', ['-xzf', '-', '--strip-components=1', '-C', target], {
    input: bytes,
    stdio: ['pipe', 'inherit', 'inherit'],
  });
  if (code !== 0) throw new Error(`tar could not unpack ${tarball} (exit ${code})`);
  return version;
}

async function installNode24() {
  const pkg = `node-${process.platform}-${process.arch}`;
  step(
    `Node ${process.versions.node} is older than ${REQUIRED_NODE_MAJOR}: installing ${pkg}@${NODE_PACKAGE_RANGE} into .tools/`,
  );
  const prefix = path.join(REPO_ROOT, '.tools', 'node24');
  const target = path.join(prefix, 'node_modules', pkg);
  try {
    console.log(`${pkg}@${await downloadNode24(pkg, target)} unpacked`);
    return;
  } catch (error) {
    // A proxy, a registry that wants credentials, no tar: npm knows what this script does not.
    console.log(`Direct download failed (${error.message}); installing with npm instead.`);
    rmSync(target, { recursive: true, force: true });
  }
  await mustRun('npm install of Node 24', 'npm', [
    'install',
    '--prefix',
    prefix,
    '--no-save',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
    `${pkg}@${NODE_PACKAGE_RANGE}`,
  ]);
}

/**
 * The Node 24+ binary: the one running when it is Node 24+, else the one in .tools/ (installed
 * first when missing). Exits the script when it cannot be had.
 */
export async function node24Executable() {
  if (currentMajor() >= REQUIRED_NODE_MAJOR) return process.execPath;
  const node = path.join(node24BinDir(), 'node');
  if (!existsSync(node)) await installNode24();
  if (!existsSync(node)) {
    console.error(`✖ Node ${REQUIRED_NODE_MAJOR} was not installed (${node} is missing).`);
    process.exit(1);
  }
  return node;
}

/**
 * Call first thing in a script: returns at once under Node 24+, else re-runs `scriptUrl` (the
 * caller's import.meta.url) under Node 24 and exits with its exit code (never returns).
 */
export async function ensureNode24(scriptUrl) {
  if (currentMajor() >= REQUIRED_NODE_MAJOR) return;
  const node = await node24Executable();
  const binDir = path.dirname(node);
  const child = spawn(node, [fileURLToPath(scriptUrl), ...process.argv.slice(2)], {
    cwd: process.cwd(),
    stdio: 'inherit',
    env: { ...process.env, PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}` },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  await new Promise(() => {
    child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  });
}
