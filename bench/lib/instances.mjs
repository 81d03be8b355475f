// API instances for the coherence benchmarks: each its own process and data folder, the second
// joining the first's database (MONGODB_URI), as docs/operations.md runs several instances.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { node24Executable } from '../../scripts/lib/node24.mjs';
import { freePort, spawnSiteServer } from '../../scripts/lib/site-server.mjs';

/** The admin password of every instance started here. */
export const INSTANCE_PASSWORD = 'coherence-bench-password-1';

/**
 * One API process, served as in production with one worker (WEB_CONCURRENCY=1: its pid's memory
 * is one worker's); `env` adds or overrides settings (MONGODB_URI to join another's database).
 * Resolves once it printed its database and login lines.
 */
export async function startInstance(env = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sweepscout-instance-'));
  const port = await freePort();
  const child = spawnSiteServer(
    { node: await node24Executable(), port, dataDir, adminPassword: INSTANCE_PASSWORD, env },
    ['ignore', 'pipe', 'inherit'],
  );
  const databaseUri = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const uri = /^Database: (\S+)/m.exec(out)?.[1];
      if (uri && out.includes('Admin login')) resolve(uri);
    });
    child.once('exit', (code) => reject(new Error(`instance exited with ${code}: ${out}`)));
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, databaseUri, stop };
}

/**
 * The public endpoints that show a casino (JSON, search, head tags, pages): a coherence benchmark
 * saves the casino on one instance and waits until each of these shows it on another. `extra`
 * joins the list before the pages.
 */
export function endpointsShowing(casino, id, extra = []) {
  return [
    '/api/casinos',
    ...extra,
    '/api/casinos/featured',
    '/api/casinos/compare?pageSize=50',
    `/api/casinos/slug/${casino.slug}`,
    `/api/casinos/${id}`,
    `/api/search?q=${encodeURIComponent(casino.name.slice(0, 5))}`,
    `/api/seo/head?path=/casino/${casino.slug}`,
    '/',
    `/casino/${casino.slug}`,
  ];
}

/** An endpoint's answer from an instance, as a browser asks for a page. */
export const readFrom = (instance) => async (url) =>
  (await fetch(`${instance.url}${url}`, { headers: { accept: 'text/html' } })).text();
