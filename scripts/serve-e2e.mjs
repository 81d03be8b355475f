// Starts the built site for end-to-end tests: a fresh data folder (so the database is seeded
// anew), the admin password and second-factor secret the tests know (ADMIN_PASSWORD and
// ADMIN_TOTP_SECRET from the Playwright config, tests/support/env.ts), and the API server
// replacing this process.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { apiServerArgs, apiServerEnv } from './lib/api-server.mjs';

const dataDir = mkdtempSync(path.join(tmpdir(), 'sweepscout-e2e-'));
const child = spawn(process.execPath, apiServerArgs(), {
  stdio: 'inherit',
  env: apiServerEnv({
    LOG_LEVEL: 'warn',
    // One server process (the tests that need workers start their own); WEB_CONCURRENCY overrides.
    WEB_CONCURRENCY: '1',
    // No start-up warm-up: the tests time nothing, and it costs seconds of CPU before the first one.
    WARM_UP_MS: '0',
    ...process.env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
  }),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
