import { expect, test } from '../../support/test';
import type { Casino } from '@sweepscout/shared';
import { waitForStoredEvent } from './helpers';

function parseHead(html: string) {
  const head = /<head>([\s\S]*)<\/head>/i.exec(html)?.[1] ?? '';
  const meta: Record<string, string> = {};
  for (const m of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)) {
    meta[m[1]] = m[2]
      .replace(/&amp;/g, '&')
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"');
  }
  return {
    title: /<title>([\s\S]*?)<\/title>/.exec(head)?.[1]?.replace(/&amp;/g, '&'),
    meta,
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1],
    jsonLd: [
      ...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
    ].map((m) => JSON.parse(m[1]) as Record<string, unknown>),
  };
}

test.describe('SEO', () => {
  test('the server-sent HTML of a casino page carries its head, without any JavaScript', async ({
    request,
    baseURL,
  }) => {
    const casino = (await (
      await request.get('/api/casinos/slug/crown-coins-casino')
    ).json()) as Casino;
    const res = await request.get('/casino/crown-coins-casino', {
      headers: { Accept: 'text/html' },
    });
    expect(res.status()).toBe(200);
    const head = parseHead(await res.text());
    expect(head.title).toBe(`${casino.name} Review: Bonus, Games & Rating | SweepScout`);
    expect(head.meta.description).toContain(casino.bonusAmount);
    expect(head.canonical).toBe(`${baseURL}/casino/crown-coins-casino`);
    expect(head.meta['og:title']).toBe(head.title);
    expect(head.meta['og:url']).toBe(head.canonical);
    expect(head.meta['og:image']).toContain('/media/');
    const ld = head.jsonLd[0] as {
      '@type': string;
      itemReviewed: { name: string; aggregateRating?: { reviewCount: number } };
    };
    expect(ld['@type']).toBe('Review');
    expect(ld.itemReviewed.name).toBe(casino.name);
    expect(ld.itemReviewed.aggregateRating?.reviewCount).toBe(casino.reviewCount);

    const missing = await request.get('/casino/no-such-casino', {
      headers: { Accept: 'text/html' },
    });
    expect(missing.status()).toBe(404);
    expect(parseHead(await missing.text()).title).toBe('404 Page Not Found | SweepScout');
  });

  test('each route gets its own title, description and canonical URL on client navigation', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('SweepScout: Compare Sweepstakes Casinos, Reviews and Bonuses');
    // The site (WebSite), the top-rated list (ItemList) and where the page stands (BreadcrumbList).
    const homeLd = page.locator('script[type="application/ld+json"][data-head]');
    await expect(homeLd).toHaveCount(3);
    expect(
      (await homeLd.allTextContents()).map(
        (text) => (JSON.parse(text) as { '@type': string })['@type'],
      ),
    ).toEqual(expect.arrayContaining(['WebSite', 'ItemList', 'BreadcrumbList']));
    const description = page.locator('meta[name="description"]');
    const homeDescription = await description.getAttribute('content');

    await page.locator('[data-site-header]').getByRole('link', { name: 'Compare' }).click();
    await expect(page).toHaveTitle('Compare Sweepstakes Casinos | SweepScout');
    await expect(description).not.toHaveAttribute('content', homeDescription ?? '');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/compare`,
    );
    await expect(description).toHaveCount(1);

    await page
      .locator('[data-site-footer]')
      .getByRole('link', { name: 'Crown Coins Casino' })
      .click();
    await expect(page).toHaveTitle('Crown Coins Casino Review: Bonus, Games & Rating | SweepScout');
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${baseURL}/casino/crown-coins-casino`,
    );
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.map((text) => (JSON.parse(text) as { '@type': string })['@type'])).toContain(
      'Review',
    );

    // Back home by client navigation: the home head and its structured data return.
    await page
      .locator('[data-site-header]')
      .getByRole('link', { name: 'Home', exact: true })
      .click();
    await expect(page).toHaveTitle('SweepScout: Compare Sweepstakes Casinos, Reviews and Bonuses');
    await expect
      .poll(async () =>
        (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
          (text) => (JSON.parse(text) as { '@type': string })['@type'],
        ),
      )
      .toEqual(expect.arrayContaining(['WebSite', 'ItemList']));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`);

    await page.goto('/no/such/page');
    await expect(page).toHaveTitle('404 Page Not Found | SweepScout');
  });

  test('/sitemap.xml lists every casino, review and guide; /robots.txt points to it and disallows /admin', async ({
    request,
    baseURL,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const casinos = (await (await request.get('/api/casinos')).json()) as Casino[];
    for (const casino of casinos)
      expect(sitemap).toContain(`<loc>${baseURL}/casino/${casino.slug}</loc>`);
    const reviews = (await (await request.get('/api/reviews')).json()) as
      { slug: string }[] | { items: { slug: string }[] };
    const reviewList = Array.isArray(reviews) ? reviews : reviews.items;
    for (const review of reviewList)
      expect(sitemap).toContain(`<loc>${baseURL}/reviews/${review.slug}</loc>`);
    expect(sitemap).toContain(`<loc>${baseURL}/guides</loc>`);
    expect(sitemap).not.toContain('/admin');

    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});

test.describe('analytics', () => {
  test('a page view with the path is stored on every route change', async ({ page }) => {
    const home = waitForStoredEvent(page, (e) => e.name === 'page_view' && e.path === '/');
    await page.goto('/');
    expect((await home).status).toBe(202);
    const compare = waitForStoredEvent(
      page,
      (e) => e.name === 'page_view' && e.path === '/compare',
    );
    await page.locator('[data-site-header]').getByRole('link', { name: 'Compare' }).click();
    expect(await compare).toEqual({ status: 202, body: { accepted: expect.any(Number) } });
    const games = waitForStoredEvent(page, (e) => e.name === 'page_view' && e.path === '/games');
    await page.locator('[data-site-header]').getByRole('link', { name: 'Games' }).click();
    expect((await games).status).toBe(202);
  });
});
