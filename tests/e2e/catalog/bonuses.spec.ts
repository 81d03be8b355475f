import { expect, test, type Page } from '../../support/test';
import { expectFitsPhone, expectRemote, getCasinos, screenshot } from '../../support/site';
import { AREA } from './catalogSupport';

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
    // The headers and the guide's sections: BonusesPage.test.tsx.
    await expect(page.getByRole('table', { name: 'Bonus comparison' })).toBeVisible();
    await expect(page.locator('tr[data-bonus-row]')).toHaveCount(casinos.length);
    const casino = casinos[0];
    const row = page.locator(`tr[data-bonus-row="${casino.slug}"]`);
    await expect(row.getByText(casino.bonusAmount)).toBeVisible();
    const claim = row.getByRole('link', { name: new RegExp(`Claim Bonus at ${casino.name}`) });
    await expect(claim).toHaveAttribute('href', `/go/${casino.slug}?from=bonuses-table`);
    await expect(claim).toHaveAttribute('target', '_blank');
    await expect(claim).toHaveAttribute('rel', 'sponsored noopener');
    await expect(row.getByText(`${casino.minimumAge}+ to play`, { exact: true })).toBeVisible();
    await screenshot(page, AREA, 'bonuses');
  });

  // Each sort's order and the type filter: BonusesPage.test.tsx.
  test('a chosen sort survives a reload through the server', async ({ page, request }) => {
    const casinos = await getCasinos(request);
    await page.goto('/bonuses');
    await expect(page.getByLabel('Sort By', { exact: true })).toHaveValue('value');
    await page.getByLabel('Sort By', { exact: true }).selectOption('name');
    const byName = [...casinos].sort((a, b) => a.name.localeCompare(b.name, 'en-US'));
    await expect.poll(() => shownSlugs(page)).toEqual(byName.map((c) => c.slug));
    await page.reload();
    await expect(page.getByLabel('Sort By', { exact: true })).toHaveValue('name');
    await expect.poll(() => shownSlugs(page)).toEqual(byName.map((c) => c.slug));
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
