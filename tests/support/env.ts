import path from 'node:path';

/** Settings shared by the Playwright config and the specs. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4600);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** What the runs leave to look at (screenshots, reports, traces): tests/artifacts. */
export const ARTIFACTS_DIR = path.resolve(__dirname, '..', 'artifacts');
/** The admin password the e2e site is seeded with (never a real one). */
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password-123';
/** ADMIN_TOTP_SECRET of the e2e site: the admin's second factor, whose codes the helpers compute. */
export const E2E_ADMIN_TOTP_SECRET = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';
/**
 * Chromium's headless shell (installed by scripts/lib/chromium.mjs): the same engine as the full
 * browser at a third less CPU time per test. CHROMIUM_PATH picks another build.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
/**
 * The flags this machine needs (no sandbox as root, no background traffic), and JavaScript without
 * V8's optimizing compilers (Maglev, TurboFan): a test's page lives a few seconds, too short for
 * their background compiles to pay off. The catalog and content areas' 52 tests took 7 % less CPU
 * time (four pairs, one sitting; docs/testing.md). What the browser does is the same; the
 * benchmarks and Lighthouse keep V8's defaults, as a visitor's Chrome has them.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--js-flags=--no-opt --no-maglev',
];
