import { expect, test, type BrowserContext } from '../../support/test';
import type { AdminStats, Casino } from '@sweepscout/shared';
import { adminToken, getCasinos, getJson, sessionHeaders } from '../../support/site';
import { captureOutboundRedirects, stubCasinoSites } from './catalogSupport';

async function clicksOf(
  request: Parameters<typeof adminToken>[0],
  token: string,
  slug: string,
): Promise<number> {
  const response = await request.get('/api/admin/stats', { headers: sessionHeaders(token) });
  expect(response.ok(), `stats answered ${response.status()}`).toBeTruthy();
  const stats = (await response.json()) as AdminStats;
  return stats.clicks.find((c) => c.slug === slug)?.last7Days ?? 0;
}

/**
 * Watches a casino's outbound links: the casino sites stubbed, the /go redirects captured, and
 * `added()` the clicks the server recorded for it since the watch began.
 */
async function watchOutbound(
  context: BrowserContext,
  request: Parameters<typeof adminToken>[0],
  slug: string,
) {
  await stubCasinoSites(context);
  const redirects = await captureOutboundRedirects(context);
  const token = await adminToken(request);
  const before = await clicksOf(request, token, slug);
  return { redirects, added: async () => (await clicksOf(request, token, slug)) - before };
}

test.describe('tracked outbound links', () => {
  test('GET /go/{slug} answers 302 to the casino website; an unknown slug gets the not-found page', async ({
    request,
  }) => {
    const casino = (await getCasinos(request))[2];
    const response = await request.get(`/go/${casino.slug}?from=e2e-check`, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe(casino.websiteUrl);
    const unknown = await request.get('/go/no-such-casino?from=e2e-check', { maxRedirects: 0 });
    expect(unknown.status()).toBe(404);
  });

  test('the unknown-slug page is the site not-found page', async ({ page }) => {
    const response = await page.goto('/go/no-such-casino');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });

  test('Visit in the compare table opens a new tab through /go, which records the click and redirects', async ({
    page,
    context,
    request,
  }) => {
    const casino = (await getJson<{ items: Casino[] }>(request, '/api/casinos/compare')).items[0];
    const outbound = await watchOutbound(context, request, casino.slug);

    await page.goto('/compare');
    const events: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/events') && r.method() === 'POST') events.push(r.postData() ?? '');
    });
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page
        .locator(`tr[data-casino-row="${casino.slug}"]`)
        .getByRole('link', { name: `Visit ${casino.name}` })
        .click(),
    ]);
    await popup.waitForLoadState();
    await expect(
      popup.getByRole('heading', { name: `Redirected to ${casino.websiteUrl}` }),
    ).toBeVisible();
    expect(new URL(popup.url()).pathname).toBe(`/go/${casino.slug}`);
    expect(outbound.redirects).toEqual([
      {
        url: expect.stringContaining(`/go/${casino.slug}?from=compare-table`),
        location: `302 ${casino.websiteUrl}`,
      },
    ]);
    await expect.poll(() => outbound.added()).toBe(1);
    // The link's analytics event was sent too.
    await expect.poll(() => events.join('\n')).toContain('"casino_click"');
  });

  test('Claim Bonus and Visit Site on a casino page are tracked the same way', async ({
    page,
    context,
    request,
  }) => {
    const casino = (await getCasinos(request))[1];
    const outbound = await watchOutbound(context, request, casino.slug);
    await page.goto(`/casino/${casino.slug}`);
    for (const name of [/^Visit Site/, /^Claim Bonus/]) {
      const [popup] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('link', { name }).first().click(),
      ]);
      await popup.waitForLoadState();
      await popup.close();
    }
    expect(outbound.redirects.map((r) => new URL(r.url).searchParams.get('from'))).toEqual([
      'casino-header',
      'casino-bonus',
    ]);
    expect(outbound.redirects.every((r) => r.location === `302 ${casino.websiteUrl}`)).toBe(true);
    await expect.poll(() => outbound.added()).toBe(2);
  });
});
