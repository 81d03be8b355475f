import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { E2E_PORT } from '../support/env';

/**
 * Operations tests: the built site behind Debian's nginx and Varnish on loopback, each test
 * starting the processes it needs (no browser). Run by `npm run test:ops`.
 */
export default defineConfig({
  testDir: __dirname,
  testMatch: '*.spec.ts',
  outputDir: path.join(__dirname, '..', 'artifacts', `ops-${E2E_PORT}`),
  fullyParallel: false,
  workers: 1,
  // Process kills and balancer reloads on a 2-core host: a test that fails once runs once more,
  // and the report shows it as flaky (one aborted request in 1 of about 15 restart runs so far).
  retries: 1,
  timeout: 300_000,
  forbidOnly: true,
  reporter: [
    ['list'],
    ['json', { outputFile: path.join(__dirname, '..', 'artifacts', `ops-${E2E_PORT}.json`) }],
  ],
});
