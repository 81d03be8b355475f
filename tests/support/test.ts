import { test as base, expect } from '@playwright/test';
import { untilAppTakesOver } from './site';

export * from '@playwright/test';

/**
 * What React reports when the browser's first render differs from the server-rendered HTML: the
 * shell logs every recoverable hydration error with this prefix (shell/src/bootstrap.tsx), and
 * React's own messages name hydration (development) or carry their error number (production:
 * 418 mismatch, 421 update before hydration finished, 423 and 425 older mismatch numbers). 419
 * (an area the server could not render, rendered by the browser instead) is not a mismatch.
 */
const HYDRATION_PROBLEM = /hydrat|react\.dev\/errors\/(418|421|423|425)\b/i;

/**
 * Every spec imports `test` from here: each page of the test's browser context is watched, and the
 * test fails when one logs a hydration error or warning (a mismatch must never pass).
 */
type LoadOptions = { waitUntil?: 'load' | 'domcontentloaded' | 'networkidle' | 'commit' };

/** A document load the test waits for fully (not 'commit', which a test uses to look earlier). */
const waitsForApp = (options?: LoadOptions) => options?.waitUntil !== 'commit';

export const test = base.extend<{ failOnHydrationError: void }>({
  // `provide` is Playwright's `use` (the name would make ESLint read it as a React hook).
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (waitsForApp(options)) await untilAppTakesOver(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (waitsForApp(options)) await untilAppTakesOver(page);
      return response;
    };
    await provide(page);
  },
  failOnHydrationError: [
    async ({ context }, use) => {
      const problems: string[] = [];
      context.on('console', (message) => {
        const kind = message.type();
        if ((kind === 'error' || kind === 'warning') && HYDRATION_PROBLEM.test(message.text())) {
          problems.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
        }
      });
      context.on('weberror', (error) => {
        if (HYDRATION_PROBLEM.test(error.error().message)) problems.push(error.error().message);
      });
      await use();
      expect(problems, 'hydration errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
