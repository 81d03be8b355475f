import { expect, test } from '../../support/test';
import { formatRating, splitCamelCase, splitGameTypes, type Casino } from '@sweepscout/shared';
import {
  expectFitsPhone,
  expectRemote,
  getCasinos,
  getJson,
  openClientSide,
  screenshot,
} from '../../support/site';
import { AREA } from './catalogSupport';

const bySlug = (request: Parameters<typeof getJson>[0], slug: string) =>
  getJson<Casino>(request, `/api/casinos/slug/${slug}`);

test.describe('/casino/{slug}', () => {
  test('shows every card of a casino with a promo code, and copies the code', async ({
    page,
    request,
    context,
  }) => {
    const casinos = await getCasinos(request);
    const listed = casinos.find(
      (c) => c.promoCode && c.paymentMethods.length && c.termsUrl && c.established,
    );
    expect(listed).toBeTruthy();
    const casino = await bySlug(request, listed!.slug);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/casino/${casino.slug}`);
    await expectRemote(page, 'catalog');

    await expect(page.getByRole('heading', { level: 1, name: casino.name })).toBeVisible();
    await expect(page.getByText(`Established ${casino.established}`)).toBeVisible();
    await expect(
      page.getByRole('img', { name: `Rated ${formatRating(casino.rating)} out of 5` }).first(),
    ).toBeVisible();
    if (casino.logoUrl) await expect(page.locator(`img[src="${casino.logoUrl}"]`)).toBeVisible();
    await expect(page.locator('[data-banner]')).toBeVisible();

    const visitSite = page.getByRole('link', { name: /^Visit Site/ });
    await expect(visitSite).toHaveAttribute('href', `/go/${casino.slug}?from=casino-header`);
    await expect(visitSite).toHaveAttribute('target', '_blank');
    await expect(visitSite).toHaveAttribute('rel', 'sponsored noopener');

    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
    await expect(page.getByText(casino.description)).toBeVisible();

    const bonus = page.locator('[data-card="bonus"]');
    await expect(bonus.getByRole('heading', { name: 'Welcome Bonus' })).toBeVisible();
    await expect(bonus.getByText(casino.bonusAmount)).toBeVisible();
    if (casino.bonusDescription)
      await expect(bonus.getByText(casino.bonusDescription)).toBeVisible();
    await expect(bonus.getByText(casino.promoCode!, { exact: true })).toBeVisible();
    await bonus.getByRole('button', { name: 'Copy Code' }).click();
    await expect(bonus.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(bonus.getByRole('status')).toHaveText(
      `Promo code ${casino.promoCode} copied to the clipboard.`,
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(casino.promoCode);
    await expect(bonus.getByRole('link', { name: /Claim Bonus/ })).toHaveAttribute(
      'href',
      `/go/${casino.slug}?from=casino-bonus`,
    );

    const games = page.locator('[data-card="games"]');
    await expect(games.getByRole('heading', { name: 'Games Selection' })).toBeVisible();
    await expect(games.getByText(casino.gamesCount)).toBeVisible();
    for (const type of splitGameTypes(casino.gameTypes))
      await expect(games.getByText(type, { exact: true })).toBeVisible();

    const features = page.locator('[data-card="features"]');
    await expect(features.getByRole('heading', { name: 'Key Features' })).toBeVisible();
    for (const [name, on] of Object.entries(casino.features)) {
      if (on) await expect(features.getByText(splitCamelCase(name), { exact: true })).toBeVisible();
    }

    const payments = page.locator('[data-card="payments"]');
    for (const method of casino.paymentMethods)
      await expect(payments.getByText(method, { exact: true })).toBeVisible();

    await expect(
      page.getByText(`You must be ${casino.minimumAge} or older to play at ${casino.name}.`),
    ).toBeVisible();
    const terms = page.getByRole('link', { name: /Terms & Conditions Apply/ });
    await expect(terms).toHaveAttribute('href', casino.termsUrl!);
    await expect(terms).toHaveAttribute('target', '_blank');

    const footerVisit = page.getByRole('link', { name: new RegExp(`^Visit ${casino.name}`) });
    await expect(footerVisit).toHaveAttribute('href', `/go/${casino.slug}?from=casino-footer`);
    await expect(footerVisit).toHaveAttribute('rel', 'sponsored noopener');

    // The game previews section is the games remote's component, given this casino.
    const previews = page.locator('[data-game-previews]');
    await expect(previews.locator('[data-remote="games"]')).toBeVisible();
    // On a wide screen the banner still spans the page (cropped top and bottom, 300 px high).
    const banner = await page.locator('[data-banner]').boundingBox();
    const pageWidth = await page.evaluate(() => document.documentElement.clientWidth);
    expect(banner!.width).toBeCloseTo(pageWidth, 0);
    expect(banner!.height).toBeCloseTo(300, 0);
    await screenshot(page, AREA, 'casino-detail');

    await page
      .getByRole('link', { name: /Back to Compare/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/compare$/);
  });

  test('without payment methods or terms link it says so; compliance is shown', async ({
    page,
    request,
  }) => {
    const casinos = await getCasinos(request);
    const bare = casinos.find((c) => c.paymentMethods.length === 0 && !c.termsUrl);
    expect(bare).toBeTruthy();
    await page.goto(`/casino/${bare!.slug}`);
    await expect(page.locator('[data-card="payments"]')).toContainText(
      'Please visit the casino website for payment method information.',
    );
    await expect(
      page.getByText(`Terms & Conditions Apply. ${bare!.minimumAge}+ to play.`),
    ).toBeVisible();
    await expect(page.locator('[data-card="bonus"] [data-promo-code]')).toHaveCount(
      bare!.promoCode ? 1 : 0,
    );
    const restricted = casinos.find((c) => c.restrictedStates.length > 1 && c.minimumAge === 21);
    expect(restricted).toBeTruthy();
    await page.goto(`/casino/${restricted!.slug}`);
    const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(header.getByText('21+ to play', { exact: true })).toBeVisible();
    await expect(
      header.getByText(`Not available in ${restricted!.restrictedStates.join(', ')}`),
    ).toBeVisible();
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

  test('accepts features and payment methods delivered as JSON strings or arrays', async ({
    page,
    request,
  }) => {
    const casino = await bySlug(request, (await getCasinos(request))[0].slug);
    await page.route(`**/api/casinos/slug/${casino.slug}`, (route) =>
      route.fulfill({
        json: {
          ...casino,
          features: JSON.stringify(['vipProgram', 'mobileApp']),
          paymentMethods: JSON.stringify(['Visa', 'Bitcoin']),
        },
      }),
    );
    // The browser's own request (the first view comes from the server: foundation/ssr.spec.ts).
    await openClientSide(page, `/casino/${casino.slug}`);
    const features = page.locator('[data-card="features"]');
    await expect(features.getByRole('listitem')).toHaveText(['Vip Program', 'Mobile App']);
    await expect(page.locator('[data-card="payments"]').getByRole('listitem')).toHaveText([
      'Visa',
      'Bitcoin',
    ]);
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

  test("an unknown slug or a failed call shows 'Failed to load casino details' with Return to Home", async ({
    page,
    request,
  }) => {
    await page.goto('/casino/no-such-casino');
    await expect(
      page.getByRole('heading', { name: 'Failed to load casino details' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);

    const [casino] = await getCasinos(request);
    await page.route('**/api/casinos/slug/**', (route) =>
      route.fulfill({ status: 500, body: 'down' }),
    );
    await openClientSide(page, `/casino/${casino.slug}`);
    await expect(
      page.getByRole('heading', { name: 'Failed to load casino details' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
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
