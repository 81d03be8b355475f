import { expect, test, type BrowserContext } from '../../support/test';
import { recordRequests } from '../../support/site';
import { shot } from './helpers';

const GTM_ID = 'GTM-E2ETEST';
const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/**
 * The e2e server runs without a tag manager; these tests configure one the way the server does
 * with env GTM_ID (a meta tag in the HTML it sends, see api/test/seo.test.ts, and the tag
 * manager's origin in the page's Content-Security-Policy, see api/src/http/securityHeaders.ts) and
 * stand in for googletagmanager.com, counting every request made to it.
 */
async function withTagManager(context: BrowserContext) {
  const requests: string[] = [];
  await context.route(/googletagmanager\.com/, (route) => {
    requests.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      body: 'window.__gtmLoaded = true;',
    });
  });
  await context.route(
    (url) => !/^\/(api|remotes|media)\//.test(url.pathname) && !/\.[a-z0-9]+$/i.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '</head>',
        `<meta name="sweepscout-gtm-id" content="${GTM_ID}"></head>`,
      );
      const headers = response.headers();
      headers['content-security-policy'] = (headers['content-security-policy'] ?? '').replace(
        /script-src ([^;]*)/,
        `script-src $1 ${TAG_MANAGER_ORIGIN}`,
      );
      return route.fulfill({ response, body: html, headers });
    },
  );
  return requests;
}

test.describe('analytics consent', () => {
  test('without a configured tag manager there is no banner and nothing third-party', async ({
    page,
  }) => {
    const thirdParty = recordRequests(page, (r) => !r.url().startsWith('http://127.0.0.1'));
    await page.goto('/');
    await page.getByRole('link', { name: 'Compare', exact: true }).first().click();
    await expect(page).toHaveURL(/\/compare$/);
    await expect(page.locator('[data-consent-banner]')).toHaveCount(0);
    expect(thirdParty).toEqual([]);
  });

  // Nothing before consent, declining, the events sent after accepting and the footer's Cookie
  // settings: shell/src/layout/ConsentBanner.test.tsx. Here: the real request, and a real reload.
  test('accepting requests the tag manager once, and the choice outlives a reload', async ({
    context,
    page,
  }) => {
    const requests = await withTagManager(context);
    await page.goto('/');
    const banner = page.getByRole('region', { name: /analytics cookies/ });
    await expect(banner).toBeVisible();
    await shot(page, 'consent-banner');
    expect(requests).toEqual([]);
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => requests.length).toBe(1);
    expect(requests[0]).toBe(`https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`);

    await page.reload();
    // Cookie settings shows once the app has taken over: the banner would have shown by then.
    await expect(
      page.locator('[data-site-footer]').getByRole('button', { name: 'Cookie settings' }),
    ).toBeVisible();
    await expect(page.locator('[data-consent-banner]')).toHaveCount(0);
  });
});
