import { expect, test, type APIRequestContext, type Page } from '../../support/test';
import { PUBLIC_ROUTE_TABLE } from '@sweepscout/shared';
import { getCasinos, getGuides, getJson, getReviews, navigateInApp } from '../../support/site';

// The page does not jump while it loads: the footer used to be drawn first
// and pushed down by the page, loading states were smaller than what they stood for. Layout
// shifts are summed as Chromium reports them (Cumulative Layout Shift, without shifts that follow
// an input), on a phone-sized screen, until the page is settled.

const BUDGET = 0.02;

/** From now on; with `fromLoad`, also the shifts since the document started loading. */
async function startCounting(page: Page, fromLoad: boolean): Promise<void> {
  await page.evaluate((buffered) => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[])
        if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered });
  }, fromLoad);
}

/** Settled: no request in flight and no loading state left on screen. */
async function settle(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Let the last layout be reported (two frames).
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

/** A real record's address for each route with a slug: the first the API lists. */
const RECORD_OF: Record<string, (request: APIRequestContext) => Promise<string>> = {
  '/casino/:slug': async (request) => `/casino/${(await getCasinos(request))[0].slug}`,
  '/compare/:pair': async (request) =>
    (await getJson<{ path: string }[]>(request, '/api/head-to-head'))[0].path,
  '/reviews/:slug': async (request) => `/reviews/${(await getReviews(request))[0].slug}`,
  '/guides/:slug': async (request) => `/guides/${(await getGuides(request))[0].slug}`,
  '/states/:slug': async (request) =>
    `/states/${(await getJson<{ slug: string }[]>(request, '/api/states'))[0].slug}`,
  '/authors/:slug': async (request) =>
    `/authors/${(await getJson<{ slug: string }[]>(request, '/api/authors'))[0].slug}`,
};

/** Every public route of the route table (a real record for each slug) and the not-found page. */
const ROUTES = [...PUBLIC_ROUTE_TABLE.map(({ path }) => path), '/no-such-page'];

test.describe('no layout shift on public routes', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('every slug route of the route table has a real record to load', () => {
    const withSlug = ROUTES.filter((path) => path.includes(':'));
    expect(withSlug.filter((path) => !RECORD_OF[path])).toEqual([]);
  });

  // One test for every route: one browser page throughout (a test per route spent more on new
  // pages than the two workers won by sharing them).
  test('first load and client-side navigation stay within 0.02', async ({ page, request }) => {
    test.setTimeout(180_000);
    const routes = await Promise.all(
      ROUTES.map((pattern) =>
        pattern === '/search'
          ? '/search?q=bonus'
          : RECORD_OF[pattern]
            ? RECORD_OF[pattern](request)
            : pattern,
      ),
    );
    const shifts: Record<string, { load: number; navigation: number }> = {};
    for (const route of routes) {
      await page.goto(route);
      await startCounting(page, true);
      const load = await settle(page);
      // The same route reached from the home page by the router, as a link would (the home page
      // too is reached by the router: loading it again for every route cost more than the rest).
      await navigateInApp(page, '/');
      await settle(page);
      await startCounting(page, false);
      await navigateInApp(page, route);
      const navigation = await settle(page);
      shifts[route] = { load, navigation };
    }
    const over = Object.entries(shifts).filter(
      ([, { load, navigation }]) => load > BUDGET || navigation > BUDGET,
    );
    expect(over, JSON.stringify(shifts, null, 1)).toEqual([]);
  });
});
