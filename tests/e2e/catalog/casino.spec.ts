import { expect, test } from '../../support/test';
import type { Casino } from '@sweepscout/shared';
import { expectFitsPhone, expectRemote, getCasinos, getJson, screenshot } from '../../support/site';
import { AREA } from './catalogSupport';

const bySlug = (request: Parameters<typeof getJson>[0], slug: string) =>
  getJson<Casino>(request, `/api/casinos/slug/${slug}`);

test.describe('/casino/{slug}', () => {
  // What each card shows from the casino's data, its links' targets and the copy button's texts:
  // mf-catalog/src/casino/CasinoPage.test.tsx. Here: the server-rendered page over the seeded
  // data, the real clipboard, the games remote inside the page, the banner's layout.
  test('server-renders a casino with a promo code: the code copies to the clipboard, the games remote shows its previews', async ({
    page,
    request,
    context,
  }) => {
    const casinos = await getCasinos(request);
    const casino = casinos.find(
      (c) => c.promoCode && c.paymentMethods.length && c.termsUrl && c.established,
    );
    expect(casino).toBeTruthy();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/casino/${casino!.slug}`);
    await expectRemote(page, 'catalog');

    await expect(page.getByRole('heading', { level: 1, name: casino!.name })).toBeVisible();
    const bonus = page.locator('[data-card="bonus"]');
    await expect(bonus.getByText(casino!.promoCode!, { exact: true })).toBeVisible();
    await bonus.getByRole('button', { name: 'Copy Code' }).click();
    await expect(bonus.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(casino!.promoCode);

    // The game previews section is the games remote's component, given this casino.
    const previews = page.locator('[data-game-previews]');
    await expect(previews.locator('[data-remote="games"]')).toBeVisible();
    // On a wide screen the banner still spans the page (cropped top and bottom, 300 px high).
    const banner = await page.locator('[data-banner]').boundingBox();
    const pageWidth = await page.evaluate(() => document.documentElement.clientWidth);
    expect(banner!.width).toBeCloseTo(pageWidth, 0);
    expect(banner!.height).toBeCloseTo(300, 0);
    await screenshot(page, AREA, 'casino-detail');
  });

  test('carries honest JSON-LD: real review counts, no invented ratings, the site never rates itself', async ({
    page,
    request,
  }) => {
    const casinos = await Promise.all(
      (await getCasinos(request)).map((c) => bySlug(request, c.slug)),
    );
    const reviewed = casinos.find((c) => (c.reviewCount ?? 0) > 0);
    const unreviewed = casinos.find((c) => c.reviewCount === 0);
    expect(reviewed && unreviewed).toBeTruthy();
    for (const casino of [reviewed!, unreviewed!]) {
      await page.goto(`/casino/${casino.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: casino.name })).toBeVisible();
      const blocks = (
        await page.locator('script[type="application/ld+json"]').allTextContents()
      ).map(
        (text) => JSON.parse(text) as Record<string, any>, // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON-LD is free-form
      );
      const review = blocks.find((b) => b['@type'] === 'Review');
      expect(review?.itemReviewed?.name).toBe(casino.name);
      expect(review?.reviewRating?.ratingValue).toBe(casino.rating);
      if (casino.reviewCount) {
        expect(review?.itemReviewed?.aggregateRating?.reviewCount).toBe(casino.reviewCount);
      } else {
        expect(review?.itemReviewed?.aggregateRating).toBeUndefined();
      }
      expect(review?.publisher?.aggregateRating).toBeUndefined();
      expect(JSON.stringify(blocks).match(/"reviewCount":(\d+)/g) ?? []).toEqual(
        casino.reviewCount ? [`"reviewCount":${casino.reviewCount}`] : [],
      );
    }
  });

  test('after a client-side navigation the casino page carries its own JSON-LD', async ({
    page,
    request,
  }) => {
    const target = (await getCasinos(request))[3];
    await page.goto('/compare');
    // The compare table's link (the footer may list the same casino among its popular ones).
    await page
      .getByRole('table', { name: 'Casinos' })
      .getByRole('link', { name: target.name, exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
    await expect
      .poll(async () =>
        (await page.locator('script[type="application/ld+json"]').allTextContents())
          .map((text) => JSON.parse(text) as { '@type': string; itemReviewed?: { name: string } })
          .filter((b) => b['@type'] === 'Review')
          .map((b) => b.itemReviewed?.name),
      )
      .toEqual([target.name]);
  });

  // The loading state, a failed call and Return to Home: mf-catalog/src/casino/CasinoPage.test.tsx.
  test("the server renders 'Failed to load casino details' for an unknown slug", async ({
    page,
  }) => {
    await page.goto('/casino/no-such-casino');
    await expect(
      page.getByRole('heading', { name: 'Failed to load casino details' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
    await screenshot(page, AREA, 'casino-error');
  });

  test('when the games remote is down only the previews section says so', async ({
    page,
    request,
  }) => {
    const [casino] = await getCasinos(request);
    await page.route('**/remotes/games/**', (route) => route.abort());
    await page.goto(`/casino/${casino.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: casino.name })).toBeVisible();
    const fallback = page.locator('[data-game-previews-fallback]');
    await expect(fallback).toContainText('Interactive Game Previews');
    await expect(fallback).toContainText('Interactive game previews are temporarily unavailable.');
    await expect(page.locator('[data-card="bonus"]')).toBeVisible();
    await page.unroute('**/remotes/games/**');
    await fallback.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('[data-game-previews] [data-remote="games"]')).toBeVisible();
  });

  test('fits a 390px screen', async ({ page, request }) => {
    const [casino] = await getCasinos(request);
    await expectFitsPhone(
      page,
      `/casino/${casino.slug}`,
      page.getByRole('heading', { level: 1, name: casino.name }),
    );
    // The banner's 3:1 artwork (its text included) shows whole: its box keeps the artwork's
    // ratio, so 'cover' crops nothing, and the identity card starts below it, not over it.
    const banner = await page.locator('[data-banner]').boundingBox();
    const card = await page
      .getByRole('heading', { level: 1 })
      .locator('xpath=ancestor::header[1]')
      .boundingBox();
    expect(banner).not.toBeNull();
    expect(Math.abs(banner!.width / banner!.height - 3)).toBeLessThan(0.05);
    expect(banner!.width).toBeGreaterThanOrEqual(389);
    expect(card!.y).toBeGreaterThanOrEqual(banner!.y + banner!.height);
    await screenshot(page, AREA, 'casino-390');
  });
});
