import { expect, test } from '../../support/test';
import { starParts, type Casino } from '@sweepscout/shared';
import {
  expectFitsPhone,
  expectTopRatedLogosShown,
  expectRemote,
  getJson,
  PHONE,
  screenshot,
} from '../../support/site';
import { AREA } from './catalogSupport';

test.describe('home: hero and the Top-Rated grid', () => {
  // What a card shows from its casino (logo, rating, bonus, 2 features, compliance), the loading,
  // empty and error states, 'Compare Casinos' and 'View All Top-Rated Casinos' (to /compare):
  // mf-catalog/src/home/TopRated.test.tsx and CasinoCard.test.tsx. Here: the scroll to the grid,
  // the server-rendered grid of the seeded featured casinos, their tracked links, the stars as painted.
  test('View Top Rated scrolls to the server-rendered grid: a card per featured casino, its tracked Claim Bonus link, its stars painted', async ({
    page,
    request,
  }) => {
    const featured = await getJson<Casino[]>(request, '/api/casinos/featured');
    await page.goto('/');
    await expectRemote(page, 'catalog');
    await page.getByRole('link', { name: 'View Top Rated' }).click();
    await expect(page).toHaveURL(/#top-rated$/);
    await expect(
      page.getByRole('heading', { name: 'Top-Rated Sweepstakes Casinos' }),
    ).toBeInViewport();
    const grid = page.locator('#top-rated');
    await expect(grid.locator('[data-casino-card]')).toHaveCount(featured.length);
    for (const casino of featured) {
      const card = grid.locator(`[data-casino-card="${casino.slug}"]`);
      await expect(card.getByRole('heading', { name: casino.name })).toBeVisible();
      await expect(card.getByRole('link', { name: /Claim Bonus/ })).toHaveAttribute(
        'href',
        `/go/${casino.slug}?from=home-top-rated`,
      );
    }
    // Stars: whole ones, then a half for a fraction from 0.3 to under 0.8 (4.5 -> 4 full, 1
    // half), painted as wide as that (a star is 16 px, one every 18 px).
    for (const casino of featured) {
      const { full, half } = starParts(casino.rating);
      const stars = grid.locator(`[data-casino-card="${casino.slug}"] [data-stars]`);
      await expect(stars).toHaveAttribute('data-stars', String(full + (half ? 0.5 : 0)));
      const painted = await stars.evaluate((el) => getComputedStyle(el, '::before').width);
      expect(painted, casino.name).toBe(`${full * 18 + (half ? 8 : 0)}px`);
    }
  });

  test('the grid fits a 390px screen', async ({ page }) => {
    await expectFitsPhone(page, '/#top-rated', page.locator('[data-casino-card]').first());
    await screenshot(page, AREA, 'home-390');
  });
});

test.describe('home on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  // Below a phone's first view, within the browser's lazy-loading margin: fetched before the app
  // took over, each SVG logo was set up on the main thread inside the window where the page does
  // not answer taps yet (mf-catalog/src/common/CasinoLogo.tsx).
  test('the Top-Rated logos are fetched once the app has taken over, and each shows its casino', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const logoUrls = await expectTopRatedLogosShown(page, request);
    const { ready, fetchedAt } = await page.evaluate(
      (urls) => ({
        ready: performance.getEntriesByName('sweepscout:app-ready')[0]?.startTime ?? Number.NaN,
        fetchedAt: performance
          .getEntriesByType('resource')
          .filter((entry) => urls.includes(new URL(entry.name).pathname))
          .map((entry) => entry.startTime),
      }),
      logoUrls,
    );
    expect(fetchedAt).toHaveLength(logoUrls.length);
    for (const at of fetchedAt) expect(at).toBeGreaterThanOrEqual(ready);
  });

  test("when the app's script cannot load, the logos show anyway", async ({ page, request }) => {
    await page.route(/\/main\.js$/, (route) => route.abort());
    // Not waiting for the app: it never takes over here.
    await page.goto('/', { waitUntil: 'commit' });
    await expectTopRatedLogosShown(page, request);
    await expect(page.locator('#root')).not.toHaveAttribute('data-app-ready');
  });
});
