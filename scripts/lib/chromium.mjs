// Debian's Chromium builds are the browsers of the tests and benchmarks (Playwright cannot
// download its own here): the headless shell for the end-to-end tests, the full browser for
// Lighthouse and the benchmarks, which measure what a visitor's Chrome does.
import { existsSync } from 'node:fs';
import { mustRun, step } from './run.mjs';

/** The full browser (benchmarks, Lighthouse). CHROMIUM_PATH overrides both paths. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * The end-to-end tests' browser: Chromium's headless shell runs the same engine without the
 * browser around it, and costs the suite a third less CPU time than the full browser headless.
 */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

const PACKAGES = ['chromium', 'chromium-headless-shell', 'fonts-liberation'];

export async function ensureChromium() {
  if (existsSync(CHROMIUM_PATH) && existsSync(HEADLESS_SHELL_PATH)) return;
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    console.error(
      `✖ Chromium is missing: run 'sudo apt-get update && sudo apt-get install -y ${PACKAGES.join(' ')}' (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
  step("Installing Debian's Chromium (browser and headless shell) for the browser tests");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await mustRun('apt-get update', 'apt-get', ['update', '-qq'], { env });
  await mustRun('apt-get install chromium', 'apt-get', ['install', '-y', '-qq', ...PACKAGES], {
    env,
  });
}
