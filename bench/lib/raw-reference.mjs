// The reference servers the benchmarks measure the site beside, each in a child process on the
// Node the site runs on: raw-server.mjs (a bare node:http server answering one file's bytes) and
// cpu-floor-server.mjs (a cluster that only spends a given CPU time per answer).
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopWithThisProcess } from '../../scripts/lib/run.mjs';
import { node24Executable } from '../../scripts/lib/node24.mjs';
import { freePort } from '../../scripts/lib/site-server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Starts `script` (in this folder) with a free port and `args`, once it says it is ready; on
 * Node 24, as startSiteServer runs the site, whatever Node runs the benchmark: the reference and
 * the site are compared on the same runtime.
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
async function startReference(script, args) {
  const port = await freePort();
  const child = stopWithThisProcess(
    fork(path.join(here, script), [String(port), ...args.map(String)], {
      stdio: 'ignore',
      execPath: await node24Executable(),
    }),
  );
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * A bare node:http server answering every request with `body`.
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startRawServer(body, contentType) {
  const dir = mkdtempSync(path.join(tmpdir(), 'sweepscout-raw-'));
  const file = path.join(dir, 'body');
  writeFileSync(file, body);
  const server = await startReference('raw-server.mjs', [contentType, file]);
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * `workers` cluster workers that spend `cpuMs` of CPU on each request, then answer `bytes` bytes.
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export function startCpuFloorServer({ workers, cpuMs, bytes }) {
  return startReference('cpu-floor-server.mjs', [workers, cpuMs, Math.round(bytes)]);
}
