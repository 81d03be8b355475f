// Starts bench/lib/raw-server.mjs in a child process with a given answer, and stops it.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopWithThisProcess } from '../../scripts/lib/run.mjs';
import { node24Executable } from '../../scripts/lib/node24.mjs';
import { freePort } from '../../scripts/lib/site-server.mjs';

const SERVER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'raw-server.mjs');

/**
 * On the Node the site's server runs on (startSiteServer), whatever Node runs the benchmark: the
 * reference and the site are compared on the same runtime.
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startRawServer(body, contentType) {
  const dir = mkdtempSync(path.join(tmpdir(), 'sweepscout-raw-'));
  const file = path.join(dir, 'body');
  writeFileSync(file, body);
  const port = await freePort();
  const child = stopWithThisProcess(
    fork(SERVER, [String(port), contentType, file], {
      stdio: 'ignore',
      execPath: await node24Executable(),
    }),
  );
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`raw server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
