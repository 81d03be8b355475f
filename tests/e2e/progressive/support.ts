import type { Page } from '@playwright/test';

/** Where these suites save their screenshots (tests/artifacts/progressive/). */
export const AREA = 'progressive';

/**
 * Every script the page loads (the shell's, the remotes') answers 2 s late, as on a slow phone
 * network: the page is painted from the server's HTML and stays without its app meanwhile.
 * Inline scripts (the theme and the tap capture) run at once, as they would.
 */
export async function delayScripts(page: Page, ms = 2000): Promise<void> {
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue().catch(() => undefined);
    },
  );
}

/**
 * Every script the page loads waits until the test calls the returned release: the test acts
 * while the app surely has not taken over (a slow machine can take longer than any delay to
 * type), then lets the scripts through and checks what the app did with the held taps.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    },
  );
  return release;
}

/** Opens a page without waiting for its app (the fixture waits for data-app-ready otherwise). */
export async function openEarly(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'commit' });
}

/** True while the app has not taken over the page yet. */
export const appNotReady = (page: Page): Promise<boolean> =>
  page.evaluate(() => !document.getElementById('root')?.hasAttribute('data-app-ready'));

let clients = 0;

/**
 * This page's requests come from a visitor of their own (a documentation address, passed on as
 * by a proxy the e2e site trusts): the public forms' per-client limits (5 contact messages per
 * 10 minutes) then count this test's posts only, not those of every suite that ran before.
 */
export async function asOwnClient(page: Page): Promise<void> {
  clients += 1;
  const address = `198.51.100.${((process.pid + clients * 13) % 254) + 1}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
}
