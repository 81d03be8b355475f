import { expect, test } from '../../support/test';
import { formatRating, splitCamelCase, starParts, type Casino } from '@sweepscout/shared';
import {
  expectFitsPhone,
  expectRemote,
  getJson,
  openClientSide,
  screenshot,
} from '../../support/site';
import { AREA } from './catalogSupport';

test.describe('home: hero and the Top-Rated grid', () => {
  test('hero calls to action go to /compare and to the top-rated grid', async ({ page }) => {
    await page.goto('/');
    await expectRemote(page, 'catalog');
    await page.getByRole('link', { name: 'View Top Rated' }).click();
    await expect(page).toHaveURL(/#top-rated$/);
    await expect(
      page.getByRole('heading', { name: 'Top-Rated Sweepstakes Casinos' }),
    ).toBeInViewport();
    await page.getByRole('link', { name: 'Compare Casinos', exact: true }).first().click();
    await expect(page).toHaveURL(/\/compare$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Compare Sweepstakes Casinos' }),
    ).toBeVisible();
  });

  test('cards show logo, name, rating with one decimal and stars, bonus, at most 2 features, compliance and Claim Bonus', async ({
    page,
    request,
  }) => {
    const featured = await getJson<Casino[]>(request, '/api/casinos/featured');
    await page.goto('/');
    const grid = page.locator('#top-rated');
    await expect(grid.locator('[data-casino-card]')).toHaveCount(featured.length);
    for (const casino of featured) {
      const card = grid.locator(`[data-casino-card="${casino.slug}"]`);
      await expect(card.getByRole('heading', { name: casino.name })).toBeVisible();
      await expect(
        card.getByRole('img', { name: `Rated ${formatRating(casino.rating)} out of 5` }),
      ).toBeVisible();
      await expect(card.getByText(casino.bonusAmount)).toBeVisible();
      if (casino.logoUrl) await expect(card.locator(`img[src="${casino.logoUrl}"]`)).toBeVisible();
      const enabled = Object.entries(casino.features)
        .filter(([, on]) => on)
        .map(([name]) => splitCamelCase(name));
      const badges = await card
        .getByRole('list', { name: 'Features' })
        .getByRole('listitem')
        .allTextContents();
      expect(badges).toEqual(enabled.slice(0, 2));
      await expect(card.getByText(`${casino.minimumAge}+ to play`, { exact: true })).toBeVisible();
      if (casino.restrictedStates.length) {
        await expect(
          card.getByText(`Not available in ${casino.restrictedStates.join(', ')}`),
        ).toBeVisible();
      }
      const claim = card.getByRole('link', { name: /Claim Bonus/ });
      await expect(claim).toHaveAttribute('href', `/go/${casino.slug}?from=home-top-rated`);
      await expect(claim).toHaveAttribute('target', '_blank');
      await expect(claim).toHaveAttribute('rel', 'sponsored noopener');
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
    await grid.getByRole('link', { name: 'View All Top-Rated Casinos' }).click();
    await expect(page).toHaveURL(/\/compare$/);
  });

  test('3 skeleton cards while loading, then the error text when the call fails', async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/casinos/featured', async (route) => {
      await held;
      await route.fulfill({ status: 500, body: 'boom' });
    });
    // From a page rendered in the browser (the admin login, which reads no featured casinos):
    // every public page is server-rendered and brings them in its embedded state.
    await openClientSide(page, '/', '/admin/login');
    await expect(page.locator('#top-rated [data-skeleton="card"]')).toHaveCount(3);
    release();
    await expect(page.locator('#top-rated').getByRole('alert')).toHaveText(
      'Failed to load casinos. Please try again later.',
    );
    await expect(page.getByRole('link', { name: 'View All Top-Rated Casinos' })).toBeVisible();
  });

  test('the grid fits a 390px screen', async ({ page }) => {
    await expectFitsPhone(page, '/#top-rated', page.locator('[data-casino-card]').first());
    await screenshot(page, AREA, 'home-390');
  });
});
