import { expect, test } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../support/env';
import { startSiteServer } from '../support/server';
import {
  PURGE_RESEND_MS,
  adminHeaders,
  adminToken,
  OPS_PORTS,
  send,
  startVarnish,
  type SiteServer,
  type Started,
} from './support';

/**
 * The site behind a real cache: Varnish 7.1 with xkey, configured by docs/ops/varnish.vcl, and
 * the site's purge hook pointed at it. Publishing a record purges exactly the answers that show
 * it; the others stay in the cache.
 */
test.describe('behind Varnish with surrogate-key purge', () => {
  let site: SiteServer | undefined;
  let varnish: Started | undefined;
  const cache = `http://127.0.0.1:${OPS_PORTS.varnish}`;
  const html = { Accept: 'text/html' };

  test.beforeAll(async () => {
    site = await startSiteServer({
      port: OPS_PORTS.cachedSite,
      env: { PURGE_URL: `${cache}/`, ADMIN_PASSWORD: E2E_ADMIN_PASSWORD },
    });
    varnish = await startVarnish(OPS_PORTS.varnish, OPS_PORTS.cachedSite);
  });
  test.afterAll(async () => {
    await varnish?.stop();
    await site?.stop();
  });

  /** GETs `path` through the cache until it is a hit (the first fills the cache). */
  async function cached(path: string, headers: Record<string, string> = {}) {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const res = await send(`${cache}${path}`, { headers });
      expect(res.status, path).toBe(200);
      if (res.headers['x-cache'] === 'HIT') return res;
    }
    throw new Error(`${path} never came from the cache`);
  }

  test('a publish purges the pages that show the record within a second; others stay cached', async () => {
    const token = await adminToken(cache);
    const admin = adminHeaders(token);
    const slug = `cached-casino-${Date.now().toString(36)}`;
    const body = {
      name: `Cached Casino ${slug}`,
      slug,
      description: 'A casino to publish through the cache.',
      rating: '4.2',
      bonusAmount: '10,000 Gold Coins',
      gamesCount: '300+ Games',
      gameTypes: 'Slots, Table Games',
      websiteUrl: 'https://example.com/casino',
      isFeatured: false,
    };
    const created = await send(`${cache}/api/admin/casinos`, {
      method: 'POST',
      headers: admin,
      body,
    });
    expect(created.status, created.body).toBe(201);
    const edited = JSON.parse(created.body) as {
      id: string;
      slug: string;
      name: string;
      updatedAt: string;
    };
    const untouched = { slug: 'crown-coins-casino' };
    // The creation's own purges (sent at once and again PURGE_RESEND_MS later) name the
    // casino lists every page's footer reads: let both land before the cache is filled, or a
    // slow host sees the second one empty the cache between filling and checking it.
    await new Promise((resolve) => setTimeout(resolve, PURGE_RESEND_MS + 500));

    // Answers that show the edited casino, and answers that do not.
    const showing = [`/api/casinos/slug/${edited.slug}`, `/casino/${edited.slug}`, '/api/casinos'];
    const notShowing = [`/api/casinos/slug/${untouched.slug}`, '/terms-of-service', '/api/faqs'];
    for (const path of [...showing, ...notShowing]) {
      const hit = await cached(path, html);
      expect(Number(hit.headers.age), path).toBeGreaterThanOrEqual(0);
      expect(hit.headers['cache-control'], path).toMatch(/s-maxage=\d+, stale-while-revalidate=/);
    }

    const renamed = `${edited.name} Renamed`;
    const saved = await send(`${cache}/api/admin/casinos/${edited.id}`, {
      method: 'PUT',
      headers: admin,
      body: { ...body, name: renamed, updatedAt: edited.updatedAt },
    });
    expect(saved.status, saved.body).toBe(200);
    const publishedAt = Date.now();

    // Fresh through the cache within a second of the save's answer.
    let fresh = await send(`${cache}/api/casinos/slug/${edited.slug}`);
    while (!fresh.body.includes(renamed) && Date.now() - publishedAt < 5000) {
      fresh = await send(`${cache}/api/casinos/slug/${edited.slug}`);
    }
    const purgeMs = Date.now() - publishedAt;
    console.log(`purge: fresh through the cache ${purgeMs} ms after the save's answer`);
    expect(fresh.body).toContain(renamed);
    expect(purgeMs).toBeLessThanOrEqual(1000);
    expect(fresh.headers['x-cache']).toBe('MISS');
    for (const path of showing.slice(1)) {
      const res = await send(`${cache}${path}`, { headers: html });
      expect(res.headers['x-cache'], path).toBe('MISS');
      expect(res.body, path).toContain(renamed);
    }

    // The answers that do not show the casino were not purged: still hits, with an age.
    for (const path of notShowing) {
      const res = await send(`${cache}${path}`, { headers: html });
      expect(res.headers['x-cache'], path).toBe('HIT');
      expect(Number(res.headers['x-cache-hits']), path).toBeGreaterThanOrEqual(2);
      expect(res.headers.age, path).toBeDefined();
    }

    // Admin answers are never cached.
    const again = await send(`${cache}/api/admin/casinos/${edited.id}`, { headers: admin });
    expect(again.headers['x-cache']).toBe('MISS');
  });

  test('a scheduled guide: the guide lists are purged within a second of its publication time', async () => {
    const admin = adminHeaders(await adminToken(cache));
    const slug = `scheduled-guide-${Date.now().toString(36)}`;
    const publishAt = Date.now() + 4000;
    const created = await send(`${cache}/api/admin/guides`, {
      method: 'POST',
      headers: admin,
      body: {
        title: `Guide ${slug}`,
        slug,
        excerpt: 'Published later.',
        content: '<p>Guide content.</p>',
        authorName: 'Test Author',
        publishDate: '2026-02-01',
        minutesToRead: 7,
        isFeatured: false,
        publishAt: new Date(publishAt).toISOString(),
      },
    });
    expect(created.status, created.body).toBe(201);
    // Cached while the guide is still hidden (after the purges its save sent).
    await new Promise((resolve) => setTimeout(resolve, 2500));
    for (const path of ['/api/guides', '/guides']) {
      const hit = await cached(path, html);
      expect(hit.body, path).not.toContain(slug);
    }
    while (Date.now() < publishAt) await new Promise((resolve) => setTimeout(resolve, 50));
    let list = await send(`${cache}/api/guides`);
    while (!list.body.includes(slug) && Date.now() - publishAt < 5000) {
      list = await send(`${cache}/api/guides`);
    }
    const purgeMs = Date.now() - publishAt;
    console.log(`scheduled publication: fresh through the cache ${purgeMs} ms after its time`);
    expect(list.body).toContain(slug);
    expect(purgeMs).toBeLessThanOrEqual(1000);
    const page = await send(`${cache}/guides`, { headers: html });
    expect(page.body).toContain(slug);
  });
});
