import { expect, test } from '../../support/test';
import {
  navigateInApp,
  expectRemote,
  getCasinos,
  getGuides,
  getReviews,
  screenshot,
  signInAdmin,
} from '../../support/site';

test.describe('every route renders inside the composed site', () => {
  test('public routes resolve to their remote with data from the seeded database', async ({
    page,
    request,
  }) => {
    const [casinos, reviews, guides] = await Promise.all([
      getCasinos(request),
      getReviews(request),
      getGuides(request),
    ]);
    expect(casinos.length).toBeGreaterThanOrEqual(12);
    const casino = casinos[0];
    const review = reviews[0];
    const guide = guides[0];

    const routes: { path: string; remote: string; text: string | RegExp }[] = [
      { path: '/compare', remote: 'catalog', text: 'Compare Sweepstakes Casinos' },
      { path: `/casino/${casino.slug}`, remote: 'catalog', text: casino.name },
      { path: '/bonuses', remote: 'catalog', text: casinos[1].name },
      { path: '/reviews', remote: 'content', text: review.title },
      { path: `/reviews/${review.slug}`, remote: 'content', text: review.title },
      { path: '/guides', remote: 'content', text: guide.title },
      { path: `/guides/${guide.slug}`, remote: 'content', text: guide.title },
      { path: '/games', remote: 'games', text: /Slot Machine|Free/ },
      { path: '/contact', remote: 'content', text: /Contact/ },
      { path: '/terms-of-service', remote: 'content', text: 'Terms of Service' },
      { path: '/privacy-policy', remote: 'content', text: 'Privacy Policy' },
      { path: '/disclaimer', remote: 'content', text: 'Disclaimer' },
    ];
    for (const route of routes) {
      await page.goto(route.path);
      await expectRemote(page, route.remote);
      await expect(page.getByRole('heading', { name: route.text }).first()).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }
    await screenshot(page, 'foundation', 'disclaimer');
  });

  test('the home page is composed from catalog, content and games widgets', async ({
    page,
    request,
  }) => {
    const casinos = await getCasinos(request);
    await page.goto('/');
    await expectRemote(page, 'catalog');
    await expectRemote(page, 'content');
    await expectRemote(page, 'games');
    await expect(
      page.getByRole('heading', { name: 'Top-Rated Sweepstakes Casinos' }),
    ).toBeVisible();
    const featured = casinos.filter((c) => c.isFeatured);
    await expect(page.getByText(featured[0].name).first()).toBeVisible();
    await screenshot(page, 'foundation', 'home');
  });

  test('admin routes are guarded and render from the admin remote without header or footer', async ({
    page,
    request,
  }) => {
    await page.goto('/admin/casinos');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expectRemote(page, 'admin');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    await signInAdmin(page, request);
    await page.goto('/admin');
    // Each screen reached by the router, as the admin's menu does (each one's own test loads it
    // from its address), and showing its own title.
    const screens: [string, string][] = [
      ['/admin', 'Admin Dashboard'],
      ['/admin/casinos', 'Manage Casino Brands'],
      ['/admin/reviews', 'Manage Reviews'],
      ['/admin/guides', 'Manage Guides'],
      ['/admin/faqs', 'Manage FAQs'],
      ['/admin/games', 'Manage Casino Games'],
      ['/admin/content', 'Manage Website Content'],
      ['/admin/users', 'Manage User Access'],
    ];
    for (const [path, title] of screens) {
      await navigateInApp(page, path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expectRemote(page, 'admin');
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    await screenshot(page, 'foundation', 'admin-users');
  });

  test('any other path shows the not-found page with a 404 status', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await page.goto('/admin/no-such-screen');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });
});

test('every page names the site icon, a PNG the site serves to be kept for a year', async ({
  page,
  request,
}) => {
  for (const path of ['/', '/compare', '/no-such-page', '/admin/login']) {
    await page.goto(path);
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    // A file of the build (a raster image: an SVG icon is a document the page sets up itself,
    // on its main thread, as the app starts), not a data: URL repeated in every page.
    expect(href).toMatch(/^\/favicon\.[0-9a-f]{8}\.png$/);
    const icon = await request.get(href!);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/png');
    expect(icon.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // The PNG signature: the bytes are an image, not a page answered for an unknown path.
    expect([...(await icon.body()).subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  }
});

test('stars and icons are cut out by CSS clip paths: no page sets up an SVG image for them', async ({
  page,
}) => {
  for (const [path, selectors] of [
    ['/', ['[data-stars]', '[data-icon="new-tab"]']],
    ['/compare', ['[data-stars]', '[data-icon="new-tab"]']],
    ['/faq', ['[data-icon="chevron"]']],
  ] as const) {
    await page.goto(path);
    // An SVG image (a CSS mask, a background or an <img>) is a document the browser sets up on
    // the page's main thread before its first paint: 10 to 30 ms each on a phone.
    const svgImages = await page.evaluate(() =>
      [...document.styleSheets].flatMap((sheet) =>
        [...sheet.cssRules]
          .map((rule) => rule.cssText)
          .filter((text) => /data:image\/svg|\.svg\b/.test(text)),
      ),
    );
    expect(svgImages, path).toEqual([]);
    for (const selector of selectors) {
      const shape = page.locator(selector).first();
      await expect(shape, `${path} ${selector}`).toBeVisible();
      const clips = await shape.evaluate((element) =>
        [null, '::before', '::after'].map((pseudo) => getComputedStyle(element, pseudo).clipPath),
      );
      expect(
        clips.some((clip) => clip.startsWith('path(')),
        `${path} ${selector}`,
      ).toBe(true);
    }
  }
});
