// API instances for the coherence benchmarks: each its own process and data folder, the second
// joining the first's database (MONGODB_URI), as docs/operations.md runs several instances.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiServerArgs, apiServerEnv } from '../../scripts/lib/api-server.mjs';
import { freePort, SITE_SERVER_TOTP_SECRET } from '../../scripts/lib/site-server.mjs';
import { stopWithThisProcess } from '../../scripts/lib/run.mjs';

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
  const child = stopWithThisProcess(
    spawn(process.execPath, apiServerArgs(), {
      env: apiServerEnv({
        ...process.env,
        NODE_ENV: 'production',
        WEB_CONCURRENCY: '1',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: INSTANCE_PASSWORD,
        ADMIN_TOTP_SECRET: SITE_SERVER_TOTP_SECRET,
        ...(process.env.SITE_ROOT ? { SITE_ROOT: process.env.SITE_ROOT } : {}),
        ...env,
      }),
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
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
