import { expect, test, type Page } from '../../support/test';
import { PUBLIC_ROUTE_TABLE } from '@sweepscout/shared';
import { getCasinos, getGuides, getReviews } from '../../support/site';

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

test.describe('no layout shift on public routes', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('first load and client-side navigation stay within 0.02', async ({ page, request }) => {
    test.setTimeout(180_000);
    const [casino] = await getCasinos(request);
    const [review] = await getReviews(request);
    const [guide] = await getGuides(request);
    const slugs: Record<string, string> = {
      '/casino/:slug': casino.slug,
      '/reviews/:slug': review.slug,
      '/guides/:slug': guide.slug,
    };
    // Every public route of the route table, a real record for each slug, and the not-found page.
    const routes = [
      ...PUBLIC_ROUTE_TABLE.map(({ path }) =>
        path === '/search' ? '/search?q=bonus' : path.replace(':slug', slugs[path] ?? ''),
      ),
      '/no-such-page',
    ];
    const shifts: Record<string, { load: number; navigation: number }> = {};
    for (const route of routes) {
      await page.goto(route);
      await startCounting(page, true);
      const load = await settle(page);
      // The same route reached from the home page by the router, as a link would.
      await page.goto('/');
      await settle(page);
      await startCounting(page, false);
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, route);
      const navigation = await settle(page);
      shifts[route] = { load, navigation };
    }
    const over = Object.entries(shifts).filter(
      ([, { load, navigation }]) => load > BUDGET || navigation > BUDGET,
    );
    expect(over, JSON.stringify(shifts, null, 1)).toEqual([]);
  });
});
