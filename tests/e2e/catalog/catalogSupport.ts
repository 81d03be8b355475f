import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { CompareRow, Page as ResultPage } from '@sweepscout/shared';
import { getJson } from '../../support/site';

export const AREA = 'catalog';

/** GET /api/casinos/compare with the given query (what the table must show). */
export const compareApi = (request: APIRequestContext, query = '') =>
  getJson<ResultPage<CompareRow>>(request, `/api/casinos/compare?${query}`);

/** The casino slugs of the compare table's rows, in order. */
export async function rowSlugs(page: Page): Promise<string[]> {
  const rows = page.locator('tr[data-casino-row]');
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-casino-row') ?? ''));
}

/** Wait for the table to show exactly these rows. */
export async function expectRows(page: Page, slugs: string[]): Promise<void> {
  await expect
    .poll(() =>
      page
        .locator('tr[data-casino-row]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-casino-row') ?? '')),
    )
    .toEqual(slugs);
}

/**
 * Nothing may leave the machine: casino websites (the redirect targets) are answered by a stub,
 * and every other outside request is refused.
 */
export async function stubCasinoSites(context: BrowserContext): Promise<void> {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)[^/]+\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: `<!doctype html><title>Casino site stub</title><h1>Casino site stub</h1><p>${route.request().url()}</p>`,
    }),
  );
}

/**
 * Let GET /go/... reach the real server without following its redirect, check that it answered
 * 302, and show a local stub in place of the casino's site. Returns the locations it redirected to.
 */
export async function captureOutboundRedirects(
  context: BrowserContext,
): Promise<{ url: string; location: string }[]> {
  const seen: { url: string; location: string }[] = [];
  await context.route('**/go/**', async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    const location = response.headers()['location'] ?? '';
    seen.push({ url: route.request().url(), location: `${response.status()} ${location}` });
    await route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: `<!doctype html><title>Redirected</title><h1>Redirected to ${location}</h1>`,
    });
  });
  return seen;
}
