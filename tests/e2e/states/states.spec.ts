import type { Casino, Page as ListPage, Review } from '@sweepscout/shared';
import { expect, test } from '../../support/test';
import { getJson, screenshot } from '../../support/site';
import { openEarly } from '../progressive/support';
import { signInAdmin } from '../../support/adminSession';

const AREA = 'states';

/** The raw HTML the server sends to a visitor whose state cookie is `state`. */
async function htmlFor(baseURL: string, path: string, state: string) {
  const response = await fetch(`${baseURL}${path}`, {
    headers: { accept: 'text/html', cookie: `state=${state}` },
    redirect: 'manual',
  });
  return { status: response.status, html: await response.text() };
}

test.describe("the visitor's state", () => {
  test('in California no page carries an outbound link or a promo code, and /go/ answers 451', async ({
    request,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const casinos = await getJson<ListPage<Casino>>(request, '/api/casinos?page=1&pageSize=100');
    const codes = casinos.items.map((c) => c.promoCode).filter((code): code is string => !!code);
    const sites = casinos.items.map((c) => new URL(c.websiteUrl).hostname.replace(/^www\./, ''));
    expect(codes.length).toBeGreaterThan(0);
    const withCode = casinos.items.find((c) => c.promoCode) as Casino;
    const reviews = await getJson<Review[]>(request, '/api/reviews');
    const pairs = await getJson<{ path: string }[]>(request, '/api/head-to-head');
    const routes = [
      '/',
      '/compare',
      '/bonuses',
      '/reviews',
      '/guides',
      '/search?q=casino',
      `/casino/${withCode.slug}`,
      `/reviews/${reviews[0].slug}`,
      '/states',
      '/states/california',
      '/methodology',
      '/faq',
      `/tools/coin-value?casinos=${casinos.items[0].slug},${withCode.slug}&spend=20`,
      '/daily-bonuses',
      ...pairs.map((m) => m.path),
      ...(await getJson<{ slug: string }[]>(request, '/api/authors')).map(
        (a) => `/authors/${a.slug}`,
      ),
    ];
    for (const route of routes) {
      const { status, html } = await htmlFor(base, route, 'CA');
      expect(status, route).toBe(200);
      expect(html, route).not.toContain('/go/');
      for (const site of sites) expect(html, `${route}: ${site}`).not.toContain(site);
      for (const code of codes)
        expect(html, `${route}: ${code}`).not.toMatch(new RegExp(`\\b${code}\\b`));
    }
    // A head-to-head says the codes are not shown, not that the casinos have none.
    const pairPage = (await htmlFor(base, pairs[0].path, 'CA')).html;
    expect(pairPage).toContain('<th scope="row">Promo code</th><td>Not shown in your state</td>');
    // The same pages for everyone else still carry them (the cache never mixes the two).
    expect((await htmlFor(base, `/casino/${withCode.slug}`, 'TX')).html).toContain('/go/');

    const go = await htmlFor(base, `/go/${withCode.slug}`, 'CA');
    expect(go.status).toBe(451);
    expect(go.html).toContain('not legal advice');
  });

  test('a state no casino takes: its lists say so, not that a filter emptied them or no casino has data yet', async ({
    baseURL,
  }) => {
    for (const path of ['/compare', '/bonuses', '/daily-bonuses', '/tools/coin-value']) {
      const { status, html } = await htmlFor(baseURL ?? '', path, 'NJ');
      expect(status, path).toBe(200);
      expect(html, path).toContain('None of the casinos we list accepts players in New Jersey.');
      expect(html, path).toContain(
        `href="/choose-state?state=all&amp;back=${encodeURIComponent(path)}">Show all states</a>`,
      );
      expect(html, path).not.toMatch(/No (casinos|bonuses) match your current filter|yet\./);
    }
    // The search's casinos are the state's too: an empty group says which were searched.
    const search = await htmlFor(baseURL ?? '', '/search?q=crown', 'NJ');
    expect(search.html).toContain('No casinos available in New Jersey match. <a href=');
    expect(search.html).toContain(
      `href="/choose-state?state=all&amp;back=${encodeURIComponent('/search?q=crown')}">Show all states</a>`,
    );
  });

  test('chosen in the header: lists follow it, with a note and a way back to all states', async ({
    page,
  }) => {
    await page.goto('/compare');
    const rows = page.locator('[data-page="compare"] tbody tr');
    const all = await rows.count();
    expect(all).toBeGreaterThan(0);

    // With script the page stays (no reload) and reads its data again for the state.
    await page.evaluate(() => Object.assign(window, { stayed: true }));
    await page.getByLabel('Your state').selectOption('TX');
    await page.getByRole('button', { name: 'Set', exact: true }).click();
    await expect(page.getByText('Showing casinos available in Texas.')).toBeVisible();
    expect(await page.evaluate(() => 'stayed' in window)).toBe(true);
    await expect(page).toHaveURL(/\/compare$/);
    await screenshot(page, AREA, 'compare-texas');

    // New Jersey bans them: the list is empty, and says so.
    await page.getByLabel('Your state').selectOption('NJ');
    await page.getByRole('button', { name: 'Set', exact: true }).click();
    await expect(page.getByText('Showing casinos available in New Jersey.')).toBeVisible();
    const empty = page
      .getByRole('status')
      .filter({ hasText: 'None of the casinos we list accepts players in New Jersey.' });
    await expect(empty).toBeVisible();
    await screenshot(page, AREA, 'compare-new-jersey');

    // The list's own way back to every state, beside the note's.
    await empty.getByRole('link', { name: 'Show all states' }).click();
    await expect(page.getByText('Showing casinos available in')).toHaveCount(0);
    await expect(rows).toHaveCount(all);
  });

  test('/states lists 51 states and /states/indiana shows its law and date', async ({ page }) => {
    await page.goto('/states');
    await expect(page.getByRole('list', { name: 'States' }).getByRole('listitem')).toHaveCount(51);
    await screenshot(page, AREA, 'states');
    await page
      .getByRole('list', { name: 'States' })
      .getByRole('link', { name: /Indiana/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Sweepstakes casinos in Indiana',
    );
    await expect(page.getByText('HB 1052 (2026)', { exact: true })).toBeVisible();
    await expect(page.getByText('July 1, 2026').first()).toBeVisible();
    await expect(page.getByText(/not legal advice/)).toBeVisible();
    await screenshot(page, AREA, 'state-indiana');
  });
});

test.describe('casino notes and the staff preview', () => {
  test("a casino page shows the editors' note for the visitor's state, and every note for all states", async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/casino/neon-mirage-casino');
    await expect(
      page.locator('[data-state-notes]').getByText(/Idaho:/),
      'all states: every note is listed',
    ).toBeVisible();
    await context.addCookies([{ name: 'state', value: 'ID', url: baseURL! }]);
    await page.goto('/casino/neon-mirage-casino');
    const availability = page.locator('[data-availability="unavailable"]');
    await expect(availability).toContainText('Not available in Idaho');
    await expect(availability).toContainText(/Our note:.*Excluded in the operator/);
  });

  test('staff preview any page as a visitor from a state, with a banner, until they end it', async ({
    page,
    request,
  }) => {
    await signInAdmin(page, request);
    await page.goto('/admin/states');
    const panel = page.getByRole('region', { name: 'Preview as a visitor from a state' });
    await panel.getByLabel('State').selectOption('CA');
    await panel.getByRole('button', { name: 'Start preview' }).click();
    await expect(panel.getByRole('status')).toContainText(
      'This browser now sees the public site as a visitor from California.',
    );
    await screenshot(page, AREA, 'admin-state-preview');

    await page.goto('/compare');
    await expect(page.locator('[data-state-note="preview"]')).toContainText(
      'Staff preview: you see the site as a visitor from California.',
    );
    // What a visitor in California sees: information only, no way to a casino.
    await expect(page.locator('[data-state-note="information-only"]')).toBeVisible();
    await expect(page.locator('a[href^="/go/"]')).toHaveCount(0);
    await screenshot(page, AREA, 'compare-previewed-as-california');

    // Back on the screen, it knows the preview is still on (the cookie is not readable by script).
    await page.goto('/admin/states');
    await expect(panel.getByRole('status')).toContainText('as a visitor from California');
    await panel.getByRole('button', { name: 'End preview' }).click();
    await expect(panel.getByRole('status')).toContainText('as your own state choice shows them');
    await page.goto('/compare');
    await expect(page.locator('[data-state-bar]')).toBeVisible();
    await expect(page.locator('[data-state-note="preview"]')).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header selector is a form the server answers, and the page follows it', async ({
    page,
  }) => {
    await openEarly(page, '/bonuses');
    await page.getByLabel('Your state').selectOption('NY');
    await page.getByRole('button', { name: 'Set', exact: true }).click();
    await expect(page).toHaveURL(/\/bonuses$/);
    await expect(page.getByText('Information only for visitors in New York')).toBeVisible();
    await expect(page.locator('a[href^="/go/"]')).toHaveCount(0);
    await screenshot(page, AREA, 'bonuses-new-york-no-script');
  });
});
