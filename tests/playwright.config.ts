import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import {
  ARTIFACTS_DIR,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  E2E_ADMIN_PASSWORD,
  E2E_ADMIN_TOTP_SECRET,
  E2E_BASE_URL,
  E2E_PORT,
} from './support/env';

const repoRoot = path.resolve(__dirname, '..');

/**
 * End-to-end tests over the composed site: one fresh, seeded site per run (built files, the real
 * API and the embedded database), driven in Debian's Chromium.
 */
export default defineConfig({
  testDir: path.join(__dirname, 'e2e'),
  // Per port, so that runs of different areas side by side never wipe each other's output.
  outputDir: path.join(ARTIFACTS_DIR, `results-${E2E_PORT}`),
  globalSetup: path.join(__dirname, 'support', 'globalSetup.ts'),
  fullyParallel: false,
  // One worker per core: the files run two at a time against the one site.
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [
    ['list'],
    ['json', { outputFile: path.join(ARTIFACTS_DIR, `results-${E2E_PORT}.json`) }],
  ],
  use: {
    baseURL: E2E_BASE_URL,
    // A failed test keeps its trace: every action with its log (what waited, what intercepted a
    // click) and the console, and its screenshot. Not the screencast nor DOM snapshots (and so no
    // network log): recording them for every test, to keep a few, cost a sixth and then another
    // eighth of the suite's CPU time on two cores (docs/testing.md).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node ${path.join(repoRoot, 'scripts', 'serve-e2e.mjs')}`,
    url: `${E2E_BASE_URL}/remotes.json`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      ADMIN_TOTP_SECRET: E2E_ADMIN_TOTP_SECRET,
      // Suites may pose as visitors of their own (X-Forwarded-For), as behind a load balancer.
      TRUST_PROXY: 'loopback',
    },
  },
});
