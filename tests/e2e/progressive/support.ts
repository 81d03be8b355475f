import { expect, type Page } from '@playwright/test';

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

/** Opens a page with every script held (see holdScripts): returns their release. */
export async function openHeld(page: Page, url: string): Promise<() => void> {
  const release = await holdScripts(page);
  await openEarly(page, url);
  return release;
}

/** Searches with the header's box and Enter: the results page for the term opens. */
export async function searchFromHeader(page: Page, term: string): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Search casinos, reviews and guides' });
  await expect(box).toBeVisible();
  await box.fill(term);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${term}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for “${term}”`);
}

/**
 * Completes the contact form (the first category, a subject, a message), sends it, and sees the
 * thank-you screen: what a visitor does before the app runs, or without it.
 */
export async function sendContactMessage(
  page: Page,
  subject: string,
  message: string,
): Promise<void> {
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByLabel('Subject').fill(subject);
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill(message);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
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
