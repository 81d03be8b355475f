import { expect, test, type Page } from '../../support/test';
import { BONUS_PAGE_FILTERS, bonusRank, type Casino } from '@sweepscout/shared';
import {
  expectFitsPhone,
  expectRemote,
  getCasinos,
  openClientSide,
  screenshot,
} from '../../support/site';
import { AREA } from './catalogSupport';

const FLAG: Record<string, string> = {
  welcome: 'welcomeBonus',
  'no-purchase': 'noPurchaseRequired',
  'first-purchase': 'firstPurchaseBonus',
  'daily-login': 'dailyLoginBonus',
  vip: 'vipProgram',
};

/** GET /api/casinos, whatever its page (the page asks for one page since contract 1.3). */
const casinoList = (url: URL) => url.pathname === '/api/casinos';

const shownSlugs = (page: Page) =>
  page
    .locator('tr[data-bonus-row]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-bonus-row') ?? ''));

test.describe('/bonuses', () => {
  test('the table lists every casino with offer, type, rating and a tracked Claim Bonus', async ({
    page,
    request,
  }) => {
    const casinos = await getCasinos(request);
    await page.goto('/bonuses');
    await expectRemote(page, 'catalog');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sweepstakes Casino Bonuses' }),
    ).toBeVisible();
    // The casinos' h3 names sit under a section h2 (screen readers' heading outline, Lighthouse).
    await expect(page.getByRole('heading', { level: 2, name: 'Bonus offers' })).toHaveCount(1);
    const table = page.getByRole('table', { name: 'Bonus comparison' });
    for (const header of ['Casino', 'Bonus Offer', 'Bonus Type', 'Rating', 'Action']) {
      await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    await expect(page.locator('tr[data-bonus-row]')).toHaveCount(casinos.length);
    const casino = casinos[0];
    const row = page.locator(`tr[data-bonus-row="${casino.slug}"]`);
    await expect(row.getByText(casino.bonusAmount)).toBeVisible();
    const claim = row.getByRole('link', { name: new RegExp(`Claim Bonus at ${casino.name}`) });
    await expect(claim).toHaveAttribute('href', `/go/${casino.slug}?from=bonuses-table`);
    await expect(claim).toHaveAttribute('target', '_blank');
    await expect(claim).toHaveAttribute('rel', 'sponsored noopener');
    await expect(row.getByText(`${casino.minimumAge}+ to play`, { exact: true })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Understanding Sweepstakes Casino Bonuses' }),
    ).toBeVisible();
    for (const type of [
      'Welcome Bonus',
      'No Purchase Bonus',
      'First Purchase Bonus',
      'Daily Login Bonus',
      'VIP Program',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: type, exact: true })).toBeVisible();
    }
    await screenshot(page, AREA, 'bonuses');
  });

  test('sort by Bonus Value (default), Casino Rating and Casino Name', async ({
    page,
    request,
  }) => {
    const casinos = await getCasinos(request);
    await page.goto('/bonuses');
    await expect(page.getByLabel('Sort By', { exact: true })).toHaveValue('value');
    const byValue = [...casinos].sort(
      (a, b) => bonusRank(b.bonusAmount) - bonusRank(a.bonusAmount),
    );
    await expect.poll(() => shownSlugs(page)).toEqual(byValue.map((c) => c.slug));
    const ranks = byValue.map((c) => bonusRank(c.bonusAmount));
    expect(ranks[0]).toBe(2);

    await page.getByLabel('Sort By', { exact: true }).selectOption('rating');
    const byRating = [...casinos].sort((a, b) => b.rating - a.rating);
    await expect.poll(() => shownSlugs(page)).toEqual(byRating.map((c) => c.slug));

    await page.getByLabel('Sort By', { exact: true }).selectOption('name');
    const byName = [...casinos].sort((a, b) => a.name.localeCompare(b.name, 'en-US'));
    await expect.poll(() => shownSlugs(page)).toEqual(byName.map((c) => c.slug));
    await page.reload();
    await expect(page.getByLabel('Sort By', { exact: true })).toHaveValue('name');
  });

  test("each 'Bonus Type' keeps the casinos offering it", async ({ page, request }) => {
    const casinos = await getCasinos(request);
    await page.goto('/bonuses');
    await expect(page.getByLabel('Bonus Type', { exact: true }).locator('option')).toHaveText(
      BONUS_PAGE_FILTERS.map((f) => f.label),
    );
    for (const filter of BONUS_PAGE_FILTERS) {
      await page.getByLabel('Bonus Type', { exact: true }).selectOption(filter.value);
      const expected = casinos
        .filter((c: Casino) => filter.value === 'all' || c.features[FLAG[filter.value]])
        .sort((a, b) => bonusRank(b.bonusAmount) - bonusRank(a.bonusAmount))
        .map((c) => c.slug);
      await expect.poll(() => shownSlugs(page)).toEqual(expected);
      if (filter.value !== 'all') {
        for (const row of await page.locator('tr[data-bonus-row]').all()) {
          await expect(row.locator('td[data-col="type"]')).toContainText(filter.label);
        }
      }
    }
  });

  test('the empty text when no casino offers the chosen type', async ({ page, request }) => {
    const casinos = await getCasinos(request);
    const items = casinos.map((c) => ({ ...c, features: { ...c.features, vipProgram: false } }));
    await page.route(casinoList, (route) =>
      route.fulfill({
        json: { items, page: 1, pageSize: 100, total: items.length, totalPages: 1 },
      }),
    );
    // The browser's own request (the first view comes from the server: foundation/ssr.spec.ts).
    await openClientSide(page, '/bonuses?type=vip');
    await expect(
      page.getByText('No bonuses match your current filter. Try a different bonus type.'),
    ).toBeVisible();
  });

  test('the error text when the call fails', async ({ page }) => {
    await page.route(casinoList, (route) => route.fulfill({ status: 500, body: 'down' }));
    await openClientSide(page, '/bonuses');
    await expect(page.getByRole('alert')).toHaveText(
      'Failed to load bonus data. Please try again later.',
    );
  });

  test('carries one JSON-LD list of the first 5 casinos, without invented ratings', async ({
    page,
    request,
  }) => {
    const first5 = (await getCasinos(request)).slice(0, 5).map((c) => `/casino/${c.slug}`);
    await page.goto('/bonuses');
    await expect(page.locator('tr[data-bonus-row]').first()).toBeVisible();
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { '@type': string; itemListElement?: { url: string }[] },
    );
    const lists = blocks.filter((b) => b['@type'] === 'ItemList');
    expect(lists).toHaveLength(1);
    expect(lists[0].itemListElement?.map((item) => new URL(item.url).pathname)).toEqual(first5);
    expect(JSON.stringify(blocks)).not.toMatch(/reviewCount|aggregateRating|ratingValue/);
  });

  test('fits a 390px screen', async ({ page }) => {
    await expectFitsPhone(page, '/bonuses', page.locator('tr[data-bonus-row]').first());
    await screenshot(page, AREA, 'bonuses-390');
  });
});
