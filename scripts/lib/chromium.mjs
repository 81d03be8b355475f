// Debian's Chromium builds are the browsers of the tests and benchmarks (Playwright cannot
// download its own here): the headless shell for the end-to-end tests, the full browser for
// Lighthouse and the benchmarks, which measure what a visitor's Chrome does.
import { existsSync } from 'node:fs';
import { ensureSystemPackages } from './systemPackages.mjs';

/** The full browser (benchmarks, Lighthouse). CHROMIUM_PATH overrides both paths. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The end-to-end tests' browser: Chromium's headless shell runs the same engine without the
 * browser around it, and costs the suite a third less CPU time than the full browser headless.
 */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** @type {import('./systemPackages.mjs').PackageGroup} */
export const CHROMIUM_PACKAGES = {
  name: 'Chromium (browser and headless shell)',
  packages: ['chromium', 'chromium-headless-shell', 'fonts-liberation'],
  installed: () => existsSync(CHROMIUM_PATH) && existsSync(HEADLESS_SHELL_PATH),
  recommends: true,
  instead: 'set CHROMIUM_PATH',
};

export const ensureChromium = () => ensureSystemPackages([CHROMIUM_PACKAGES]);
