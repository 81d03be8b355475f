// Starts an independent copy of the built site (own data folder, own port, optionally its own
// folder of built frontends). Used by end-to-end tests that change what is deployed and by the
// benchmarks, so that neither touches the site a developer is running.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiServerArgs, apiServerEnv } from './api-server.mjs';
import { node24Executable } from './node24.mjs';
import { stopWithThisProcess } from './run.mjs';

/** A free loopback port, chosen by the operating system. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForUrl(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`site server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`site server did not answer ${url} within ${timeoutMs} ms`);
}

/** The admin's second factor on sites started here (benchmarks compute its codes). */
export const SITE_SERVER_TOTP_SECRET = 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U';

/**
 * The built site's server on loopback `port` with its own `dataDir`, served as in production by
 * one process (whose pid the benchmarks read memory from) on Node 24 as `npm start` serves it,
 * whatever Node runs the caller (a benchmark started with the machine's Node 20: its native
 * modules were installed for Node 24, and argon2's crashed Node 20); `env` adds or overrides
 * settings (more workers, another database, a folder of frontends).
 * @param {{ node: string, port: number, dataDir: string, adminPassword: string, env?: Record<string, string> }} site
 * @param {import('node:child_process').StdioOptions} stdio
 */
export function spawnSiteServer({ node, port, dataDir, adminPassword, env = {} }, stdio) {
  return stopWithThisProcess(
    spawn(node, apiServerArgs(), {
      stdio,
      env: apiServerEnv({
        ...process.env,
        NODE_ENV: 'production',
        WEB_CONCURRENCY: '1',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: adminPassword,
        ADMIN_TOTP_SECRET: SITE_SERVER_TOTP_SECRET,
        ...env,
      }),
    }),
  );
}

/**
 * @param {{ port?: number, siteRoot?: string, env?: Record<string, string>, adminPassword?: string }} options
 * @returns {Promise<{ url: string, pid: number, dataDir: string, stop: () => Promise<void> }>}
 */
export async function startSiteServer(options = {}) {
  const port = options.port ?? (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sweepscout-site-'));
  const child = spawnSiteServer(
    {
      node: await node24Executable(),
      port,
      dataDir,
      adminPassword: options.adminPassword ?? 'site-server-password-123',
      env: { ...(options.siteRoot ? { SITE_ROOT: options.siteRoot } : {}), ...options.env },
    },
    'ignore',
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    // /readyz: database reachable, read model built and the warm-up burst done (api/src/server.ts).
    await waitForUrl(`${url}/readyz`, child, 120_000);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    pid: child.pid,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
