// Debian's Chromium is the browser of the end-to-end tests (Playwright cannot download its own here).
import { existsSync } from 'node:fs';
import { mustRun, step } from './run.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    console.error(
      `✖ Chromium is missing: run 'sudo apt-get update && sudo apt-get install -y chromium' (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
  step("Installing Debian's chromium for the browser tests");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await mustRun('apt-get update', 'apt-get', ['update', '-qq'], { env });
  await mustRun(
    'apt-get install chromium',
    'apt-get',
    ['install', '-y', '-qq', 'chromium', 'fonts-liberation'],
    { env },
  );
}
