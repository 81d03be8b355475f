// The project runs on Node 24 LTS. When the Node running a script is older (CI machines have
// Node 20), the script obtains Node 24 from the npm registry (the `node-<platform>-<arch>` package
// carries the binary; no install script) into the git-ignored .tools/ folder, then runs itself
// again under it with Node 24 first on PATH, so everything it starts (npm install, builds, jest,
// Playwright, the server) runs on Node 24 too.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mustRun, REPO_ROOT, step } from './run.mjs';

export const REQUIRED_NODE_MAJOR = 24;
const NODE_PACKAGE_RANGE = '^24.21.0';

const currentMajor = () => Number(process.versions.node.split('.')[0]);

/** Where the downloaded Node 24 binary lives (its folder goes first on PATH). */
export function node24BinDir() {
  const pkg = `node-${process.platform}-${process.arch}`;
  return path.join(REPO_ROOT, '.tools', 'node24', 'node_modules', pkg, 'bin');
}

async function installNode24() {
  const pkg = `node-${process.platform}-${process.arch}`;
  step(
    `Node ${process.versions.node} is older than ${REQUIRED_NODE_MAJOR}: installing ${pkg}@${NODE_PACKAGE_RANGE} into .tools/`,
  );
  await mustRun('npm install of Node 24', 'npm', [
    'install',
    '--prefix',
    path.join(REPO_ROOT, '.tools', 'node24'),
    '--no-save',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
    `${pkg}@${NODE_PACKAGE_RANGE}`,
  ]);
}

/**
 * Call first thing in a script: returns at once under Node 24+, else re-runs `scriptUrl` (the
 * caller's import.meta.url) under Node 24 and exits with its exit code (never returns).
 */
export async function ensureNode24(scriptUrl) {
  if (currentMajor() >= REQUIRED_NODE_MAJOR) return;
  const binDir = node24BinDir();
  const node = path.join(binDir, 'node');
  if (!existsSync(node)) await installNode24();
  if (!existsSync(node)) {
    console.error(`✖ Node ${REQUIRED_NODE_MAJOR} was not installed (${node} is missing).`);
    process.exit(1);
  }
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
