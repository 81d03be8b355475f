// Starts the built site for end-to-end tests: a fresh data folder (so the database is seeded
// anew), the admin password and second-factor secret the tests know (ADMIN_PASSWORD and
// ADMIN_TOTP_SECRET from the Playwright config, tests/support/env.ts), and the API server
// replacing this process.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { apiServerArgs, apiServerEnv } from './lib/api-server.mjs';
import { ensureNode24 } from './lib/node24.mjs';
import { exitLikeServer } from './lib/run.mjs';

// The server's native modules (argon2) crash under an older Node (a machine's Node 20 running
// `npx playwright test`): the site then died at start and Playwright only said it "exited early".
await ensureNode24(import.meta.url);

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
exitLikeServer(child, () => rmSync(dataDir, { recursive: true, force: true }));
