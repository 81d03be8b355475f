import { expect, test, type APIRequestContext, type Page } from '../../support/test';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  STORAGE_KEYS,
  type Casino,
  type Faq,
  type Guide,
  type Review,
  type SearchResults,
} from '@sweepscout/shared';
import { E2E_PORT } from '../../support/env';
import { REPO_ROOT, startSiteServer, type SiteServer } from '../../support/server';
import {
  ARTIFACTS_DIR,
  getCasinos,
  getJson,
  screenshot,
  waitForHydration,
  waitUntilHydrated,
} from '../../support/site';
import {
  apiReads,
  attributeValues,
  consoleProblems,
  escapeHtml,
  expectNotFoundHtml,
  rawHtml,
} from '../../support/serverHtml';
import { compareApi } from '../catalog/catalogSupport';

// Server rendering through federation: the site server renders the routes the route
// table marks (serverModules) from the shell's and the remotes' Node builds; the browser hydrates.

test.describe('server-rendered /casino/{slug}', () => {
  test('the raw HTML carries the casino, its styles and its data as inert JSON', async ({
    request,
    baseURL,
  }) => {
    const [listed] = await getCasinos(request);
    const { status, html } = await rawHtml(`${baseURL}/casino/${listed.slug}`);
    expect(status).toBe(200);
    expect(html).toContain(`id="casino-name">${escapeHtml(listed.name)}</h1>`);
    expect(html).toContain('Welcome Bonus');
    expect(html).toContain(escapeHtml(listed.bonusAmount));
    // The page's CSS as plain rules, without styled-components' rehydration records.
    expect(html).toMatch(/<style id="ssr-styles">\.[\w-]+\{[^<]+\}<\/style>/);
    expect(html).not.toContain('data-styled.g');
    // Its banner, the page's largest paint, is asked for before the scripts.
    const banner = escapeHtml(listed.bannerUrl ?? listed.logoUrl ?? '');
    const bannerPreload = html.indexOf(
      `<link rel="preload" as="image" href="${banner}" fetchpriority="high"`,
    );
    expect(bannerPreload).toBeGreaterThan(-1);
    expect(bannerPreload).toBeLessThan(html.indexOf('<link rel="preload" as="script"'));
    const state = /<script type="application\/json" id="ssr-state">([^<]*)<\/script>/.exec(html);
    expect(state).not.toBeNull();
    const payload = JSON.parse(state![1]) as { modules: string[]; state: { api: object } };
    expect(payload.modules).toEqual(['catalog/CasinoPage']);
    expect(JSON.stringify(payload.state.api)).toContain(listed.slug);
    // The footer and header are the shell's, rendered too; the admin area is not.
    expect(html).toContain('<footer');
    const admin = await rawHtml(`${baseURL}/admin/login`);
    expect(admin.html).toMatch(/<div id="?root"?><\/div>/);
    expect(admin.html).not.toContain('id="ssr-state"');
  });

  test('an unknown casino is rendered with its 404 and the error text', async ({ baseURL }) => {
    await expectNotFoundHtml(
      `${baseURL}/casino/no-such-casino-anywhere`,
      'Failed to load casino details',
    );
  });

  test('the browser hydrates without a warning and does not fetch the casino again', async ({
    page,
    request,
  }) => {
    const [listed] = await getCasinos(request);
    const casino = (await (await request.get(`/api/casinos/slug/${listed.slug}`)).json()) as Casino;
    const problems = consoleProblems(page);
    const apiCalls = apiReads(page, /^\/api\/casinos/);
    await page.goto(`/casino/${casino.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: casino.name })).toBeVisible();
    // Hydrated: the page answers clicks (client-side navigation, no document load).
    await waitForHydration(page);
    await page.getByRole('link', { name: '← Back to Compare' }).first().click();
    await expect(page).toHaveURL(/\/compare$/);
    await expect(
      page.getByRole('heading', { name: 'Compare Sweepstakes Casinos', exact: true }),
    ).toBeVisible();
    expect(apiCalls.filter((url) => url.includes('/api/casinos/slug/'))).toEqual([]);
    expect(problems.filter((text) => /hydrat|did not match|mismatch/i.test(text))).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('its banner, the largest paint, is on screen before the app starts', async ({
    page,
    request,
  }) => {
    const [listed] = await getCasinos(request);
    expect(listed.bannerUrl).toBeTruthy();
    // A phone's screen, where the banner is the largest thing of the first view.
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(`/casino/${listed.slug}`);
    await waitForHydration(page);
    const { largestPaint, appStart } = await page.evaluate(async () => {
      const entries = await new Promise<PerformanceEntryList>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
      });
      const banner = entries.find(
        (entry) => (entry as LargestContentfulPaint).element?.hasAttribute('data-banner') === true,
      );
      return {
        largestPaint: banner?.startTime ?? null,
        appStart: performance.getEntriesByName('sweepscout:app-start')[0]?.startTime ?? null,
      };
    });
    expect(largestPaint).not.toBeNull();
    expect(appStart).not.toBeNull();
    expect(largestPaint!).toBeLessThan(appStart!);
  });

  test('a page without a banner starts its app from its first paint, not before', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/compare');
    await waitForHydration(page);
    const { firstPaint, scriptAdded } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scriptAdded: performance.getEntriesByName('sweepscout:script-added')[0]?.startTime ?? null,
    }));
    expect(firstPaint).not.toBeNull();
    expect(scriptAdded).not.toBeNull();
    expect(scriptAdded!).toBeGreaterThanOrEqual(firstPaint!);
  });
});

test.describe('browser-only state never causes a mismatch', () => {
  test('a visitor with a saved dark theme: dark from the first paint, hydrated without an error', async ({
    page,
    request,
  }) => {
    const [casino] = await getCasinos(request);
    await page.addInitScript(
      ([key]) => window.localStorage.setItem(key, 'dark'),
      [STORAGE_KEYS.theme],
    );
    const problems = consoleProblems(page);
    await page.goto(`/casino/${casino.slug}`, { waitUntil: 'commit' });
    // The inline boot script set it before the page showed; the server HTML has no theme.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await waitForHydration(page);
    // After hydration the switch shows the stored choice.
    await expect(page.getByRole('radio', { name: 'Dark theme' })).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(problems).toEqual([]);
  });
});

test.describe('server-rendered /compare', () => {
  test('the raw HTML has the rows its filter, sort and page ask for, and the controls set so', async ({
    request,
    baseURL,
  }) => {
    for (const query of ['sort=rating-low&page=2', 'gameTypes=Slots&sort=games-count']) {
      const expected = await compareApi(request, `${query}&pageSize=10`);
      expect(expected.items.length).toBeGreaterThan(0);
      const { status, html } = await rawHtml(`${baseURL}/compare?${query}`);
      expect(status).toBe(200);
      expect(html).toContain('Compare Sweepstakes Casinos</h1>');
      expect(attributeValues(html, 'data-casino-row')).toEqual(
        expected.items.map((row) => row.slug),
      );
      for (const row of expected.items) expect(html).toContain(escapeHtml(row.name));
      const first = (expected.page - 1) * expected.pageSize + 1;
      expect(html).toContain(`Showing ${first}–`);
      const sort = new URLSearchParams(query).get('sort');
      expect(html).toMatch(new RegExp(`<option(?=[^>]*selected="")(?=[^>]*value="${sort}")`));
    }
  });

  test('rows and filters kept between filter sets: each page as if rendered whole, styled, and hydrated', async ({
    page,
    request,
    baseURL,
  }) => {
    // Filter sets not asked before whose rows are the same casinos in the same places: the server
    // renders a row (and a filter group, a list of states) once and puts its HTML back in the next
    // pages that show it there.
    const queries = [0, 1, 2, 3].map(
      (minRating) => `sort=games-count&minRating=${minRating}&page=1`,
    );
    const rowsOf = (html: string) =>
      [...html.matchAll(/<tr role="row" data-casino-row="[^"]*"[\s\S]*?<\/tr>/g)].map(
        ([row]) => row,
      );
    const pages = [];
    for (const query of queries) {
      const expected = await compareApi(request, `${query}&pageSize=10`);
      const { html } = await rawHtml(`${baseURL}/compare?${query}`);
      expect(html).not.toContain('data-server-fragment');
      const rows = rowsOf(html);
      expect(rows.map((row) => attributeValues(row, 'data-casino-row')[0])).toEqual(
        expected.items.map((row) => row.slug),
      );
      // Every class the page's styles made (not the components' own ids) is in its CSS: the kept
      // rows, filter groups, state lists, header and footer brought theirs.
      const css = new Set(
        /<style id="ssr-styles">([^<]*)<\/style>/.exec(html)?.[1].match(/\.[\w-]+/g),
      );
      const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="ssr-state"'));
      const unstyled = [...root.matchAll(/class="([^"]*)"/g)]
        .flatMap(([, names]) => names.split(' '))
        .filter((name) => name !== '' && !name.includes('sc-') && !css.has(`.${name}`));
      expect(unstyled).toEqual([]);
      pages.push(rows);
    }
    // The same casino in the same place is the same HTML on every page.
    const first = new Map(pages[0].map((row, place) => [`${place} ${row.slice(0, 80)}`, row]));
    let shared = 0;
    for (const rows of pages.slice(1)) {
      rows.forEach((row, place) => {
        const before = first.get(`${place} ${row.slice(0, 80)}`);
        if (before !== undefined) {
          shared += 1;
          expect(row).toBe(before);
        }
      });
    }
    expect(shared).toBeGreaterThan(0);
    // A page whose rows were put back hydrates without a warning.
    const problems = consoleProblems(page);
    await page.goto(`/compare?${queries.at(-1)}`);
    await waitForHydration(page);
    await expect(page.locator('tr[data-casino-row]')).toHaveCount(pages.at(-1)!.length);
    expect(problems).toEqual([]);
  });

  test('the browser hydrates it without asking for the rows again', async ({ page, request }) => {
    const query = 'gameTypes=Slots&sort=games-count';
    const expected = await compareApi(request, `${query}&pageSize=10`);
    const problems = consoleProblems(page);
    const reads = apiReads(page, /^\/api\/casinos/);
    await page.goto(`/compare?${query}`);
    await waitForHydration(page);
    await expect(page.locator('tr[data-casino-row]')).toHaveCount(expected.items.length);
    // Hydrated: a filter change queries at once.
    await page.getByLabel('Sort by').selectOption('rating-high');
    await expect.poll(() => reads.some((url) => url.includes('sort=rating-high'))).toBe(true);
    expect(reads.filter((url) => url.includes('sort=games-count'))).toEqual([]);
    expect(reads.filter((url) => url.startsWith('/api/casinos/featured'))).toEqual([]);
    expect(problems).toEqual([]);
  });
});

test.describe('server-rendered /bonuses', () => {
  test('the raw HTML has the bonus rows of its filter and sort, as the browser shows them', async ({
    page,
    request,
    baseURL,
  }) => {
    const casinos = await getCasinos(request);
    const all = await rawHtml(`${baseURL}/bonuses`);
    expect(all.status).toBe(200);
    expect(all.html).toContain('Sweepstakes Casino Bonuses</h1>');
    for (const casino of casinos) {
      expect(all.html).toContain(escapeHtml(casino.name));
      expect(all.html).toContain(escapeHtml(casino.bonusAmount));
    }

    const query = 'type=no-purchase&sort=name';
    const { html } = await rawHtml(`${baseURL}/bonuses?${query}`);
    const serverRows = attributeValues(html, 'data-bonus-row');
    expect(serverRows.length).toBeGreaterThan(0);
    expect(serverRows.length).toBeLessThan(casinos.length);

    const problems = consoleProblems(page);
    const reads = apiReads(page, /^\/api\/casinos/);
    await page.goto(`/bonuses?${query}`);
    await waitForHydration(page);
    const browserRows = await page
      .locator('tr[data-bonus-row]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-bonus-row')));
    expect(browserRows).toEqual(serverRows);
    expect(reads).toEqual([]);
    expect(problems).toEqual([]);
  });
});

test.describe('server-rendered home page', () => {
  test('the raw HTML has every section, from the catalog, content and games remotes', async ({
    request,
    baseURL,
  }) => {
    const featured = await getJson<Casino[]>(request, '/api/casinos/featured');
    const latest = await getJson<Review[]>(request, '/api/reviews/latest');
    const popular = await getJson<Guide[]>(request, '/api/guides/popular');
    const faqs = await getJson<Faq[]>(request, '/api/faqs');
    const { status, html } = await rawHtml(`${baseURL}/`);
    expect(status).toBe(200);
    for (const casino of featured) expect(html).toContain(escapeHtml(casino.name));
    for (const review of latest) expect(html).toContain(escapeHtml(review.title));
    for (const guide of popular) expect(html).toContain(escapeHtml(guide.title));
    for (const faq of faqs) expect(html).toContain(escapeHtml(faq.question));
    expect(html).toContain('data-widget="newsletter"');
    expect(html).toContain('Play Free Casino Games</h2>');
    // Every section was rendered: none was left to the browser.
    expect(html).not.toContain('data-dgst=');
    // The embedded data is what the cards show: no casino description, no article body.
    const state = /<script type="application\/json" id="ssr-state">([^<]*)<\/script>/.exec(html);
    const embedded = JSON.stringify(JSON.parse(state![1]));
    const asJson = (text: string) => JSON.stringify(text).slice(1, -1);
    expect(embedded).toContain(asJson(featured[0].name));
    for (const casino of featured) expect(embedded).not.toContain(asJson(casino.description));
    const featuredGuide = await getJson<Guide>(request, '/api/guides/featured');
    expect(embedded).toContain(asJson(featuredGuide.title));
    expect(embedded).not.toContain('"content":');
    // Images below the fold wait for the visitor: none is fetched (or preloaded) with the page.
    expect(html).not.toContain('as="image"');
    expect(html).toContain(`<img src="${featuredGuide.imageUrl}" alt="" loading="lazy"/>`);
    // The sections below the first view hydrate when seen: the page neither preloads their
    // scripts nor loads them before hydrating; their data is embedded all the same.
    expect(html).not.toMatch(/<link rel="preload"[^>]*\/remotes\/(content|games)\//);
    // In the order they finished loading on the server, which the browser does not depend on.
    expect([...(JSON.parse(state![1]) as { modules: string[] }).modules].sort()).toEqual([
      'catalog/HomeHero',
      'catalog/TopRated',
    ]);
  });

  test('the browser hydrates it and asks for none of that data again', async ({ page }) => {
    const problems = consoleProblems(page);
    const reads = apiReads(page, /^\/api\/(casinos|reviews|guides|faqs)(\/|$)/);
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('[data-remote="games"]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(reads).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('the sections below the first view load when they come into view, and a click made before is kept', async ({
    page,
    request,
  }) => {
    const faqs = await getJson<Faq[]>(request, '/api/faqs');
    const problems = consoleProblems(page);
    const reads = apiReads(page, /^\/api\/(casinos|reviews|guides|faqs)(\/|$)/);
    const belowTheFold: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (/^\/remotes\/(content|games)\//.test(pathname)) belowTheFold.push(pathname);
    });
    // The content remote's files arrive late, so that the click below comes before it is live.
    await page.route('**/remotes/content/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // The first view is live; nothing of the sections below it was fetched, yet they show.
    await waitUntilHydrated(page, '#top-rated');
    expect(belowTheFold).toEqual([]);
    const faq = page.locator('[data-remote="content"][data-widget="faq"]');
    const question = faq
      .getByTestId('faq-item')
      .filter({ has: page.getByRole('heading', { name: faqs[0].question }) });
    await expect(question).not.toHaveAttribute('open', '');
    // Nor are they laid out or painted while far below the screen (content-visibility), which
    // spared a phone the layout of the whole page after its first paint.
    const rendered = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered('[data-remote="content"][data-widget="faq"]')).toBe(false);
    expect(await rendered('footer h2')).toBe(false);

    // Scrolled into view and clicked at once: the FAQ (a native disclosure) opens at once, and
    // its area's code arrives as it comes into view.
    await question.locator('summary').click();
    await expect(question).toHaveAttribute('open', '');
    await expect(question.locator('p')).toBeVisible();
    await expect
      .poll(() => belowTheFold.some((file) => file.startsWith('/remotes/content/')))
      .toBe(true);

    // Every other section hydrates as it is scrolled to, from the data in the page.
    for (const selector of [
      '[data-remote="content"][data-widget="latest-reviews"]',
      '[data-remote="content"][data-widget="guides"]',
      '[data-remote="games"]',
      '[data-remote="content"][data-widget="newsletter"]',
    ]) {
      await page.locator(selector).first().scrollIntoViewIfNeeded();
      await waitUntilHydrated(page, selector);
      expect(await rendered(selector)).toBe(true);
    }
    expect(belowTheFold.some((file) => file.startsWith('/remotes/games/'))).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(reads).toEqual([]);
    expect(problems).toEqual([]);
    await screenshot(page, 'foundation', 'home-below-the-fold-hydrated');
  });
});

test.describe('server-rendered /games', () => {
  test('the raw HTML has the three demo games; the browser hydrates it and the slot plays', async ({
    page,
    baseURL,
  }) => {
    const { status, html } = await rawHtml(`${baseURL}/games`);
    expect(status).toBe(200);
    expect(html).toContain('Free Casino Demo Games</h1>');
    expect(attributeValues(html, 'role').filter((role) => role === 'tab')).toHaveLength(3);

    const problems = consoleProblems(page);
    await page.goto('/games?seed=7');
    await waitForHydration(page);
    // Hydrated: the slot machine answers its Spin button.
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByTestId('slot-spins')).toHaveText('0');
    await panel.getByRole('button', { name: 'Spin', exact: true }).click();
    await expect(panel.getByTestId('slot-spins')).toHaveText('1');
    expect(problems).toEqual([]);
  });
});

/** The text of the raw HTML without the comments React puts between adjacent text parts. */
const textOf = (html: string) => html.replace(/<!-- -->/g, '');

test.describe('server-rendered /search', () => {
  // Matches a casino, a review and guides in the seed.
  const query = 'coins';
  /** What the results page asks the API for (the most results per kind). */
  const searchApi = (request: APIRequestContext) =>
    getJson<SearchResults>(request, `/api/search?q=${query}&limit=20`);

  test('the raw HTML has the results of its ?q=, each group with its count, and names /search as its canonical page', async ({
    request,
    baseURL,
  }) => {
    const results = await searchApi(request);
    expect(results.casinos.length * results.reviews.length * results.guides.length).toBeGreaterThan(
      0,
    );
    const { status, html } = await rawHtml(`${baseURL}/search?q=${query}`);
    expect(status).toBe(200);
    const text = textOf(html);
    expect(text).toContain(`Search results for “${query}”</h1>`);
    expect(text).toContain(`>Casinos (${results.casinos.length})</h2>`);
    expect(text).toContain(`>Reviews (${results.reviews.length})</h2>`);
    expect(text).toContain(`>Guides (${results.guides.length})</h2>`);
    for (const casino of results.casinos) {
      expect(html).toContain(`href="/casino/${casino.slug}"`);
      expect(html).toContain(escapeHtml(casino.name));
    }
    for (const review of results.reviews) expect(html).toContain(escapeHtml(review.title));
    for (const guide of results.guides) expect(html).toContain(escapeHtml(guide.title));
    // Indexable, but one page for every query: the bare /search is the canonical URL.
    expect(html).not.toContain('<meta name="robots"');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/search" data-head \/>/);

    // Its other states are the server's too: a text too short, and no match.
    const short = await rawHtml(`${baseURL}/search?q=a`);
    expect(short.status).toBe(200);
    expect(short.html).toContain('Search text must be at least 2 characters');
    const none = await rawHtml(`${baseURL}/search?q=.*`);
    expect(textOf(none.html)).toContain('No casinos, reviews or guides match “.*”.');
  });

  test('the browser hydrates it without searching again, and its links navigate in the app', async ({
    page,
    request,
  }) => {
    const results = await searchApi(request);
    const [guide] = results.guides;
    const problems = consoleProblems(page);
    const reads = apiReads(page, /^\/api\/(search|casinos)(\/|$)/);
    await page.goto(`/search?q=${query}`);
    await waitUntilHydrated(page, 'main[data-page="search"]');
    await page.waitForLoadState('networkidle');
    expect(reads).toEqual([]);
    // Hydrated: a result link is the router's (the page is not loaded again).
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: guide.title }).click();
    await expect(page).toHaveURL(new RegExp(`/guides/${guide.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: guide.title })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(problems).toEqual([]);
  });
});

test.describe('server-rendered not-found page', () => {
  test('the raw HTML of an unknown path has the page, the frame and a 404', async ({ baseURL }) => {
    for (const path of ['/no-such-page', '/admin/no-such-screen']) {
      const { status, html } = await rawHtml(`${baseURL}${path}`);
      expect(status, path).toBe(404);
      expect(html, path).toContain('404 Page Not Found</h1>');
      expect(html, path).toContain('Did you forget to add the page to the router?');
      expect(html, path).toContain('<footer');
      expect(html, path).toContain('id="ssr-state"');
    }
  });

  test('the browser hydrates it without asking for the footer casinos again', async ({ page }) => {
    const problems = consoleProblems(page);
    const reads = apiReads(page, /^\/api\//);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await waitUntilHydrated(page, 'main[data-page="not-found"]');
    await page.waitForLoadState('networkidle');
    expect(reads.filter((url) => url.startsWith('/api/casinos'))).toEqual([]);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('[data-page="home"]')).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    // The browser reports the document's own 404; nothing else.
    expect(problems.filter((text) => !text.includes('status of 404'))).toEqual([]);
  });
});

test.describe('a catalog build that is down, throws or is refused costs only its area', () => {
  test.describe.configure({ timeout: 180_000, mode: 'serial' });
  let site: SiteServer | undefined;
  const siteRoot = path.join(ARTIFACTS_DIR, 'ssr-failures', 'site');
  const serverDir = path.join(siteRoot, 'mf-catalog/dist/server');

  test.beforeAll(async () => {
    rmSync(path.dirname(siteRoot), { recursive: true, force: true });
    for (const pkg of ['shell', 'mf-catalog', 'mf-content', 'mf-games']) {
      cpSync(path.join(REPO_ROOT, pkg, 'dist'), path.join(siteRoot, pkg, 'dist'), {
        recursive: true,
      });
    }
    // Down at start-up: the catalog's server build is not deployed (its browser build is).
    rmSync(serverDir, { recursive: true, force: true });
    site = await startSiteServer({ port: E2E_PORT + 2, siteRoot });
  });

  test.afterAll(async () => {
    await site?.stop();
    rmSync(path.dirname(siteRoot), { recursive: true, force: true });
  });

  /** The casino page's raw HTML, polled until a redeploy shows in it. */
  const serverHtmlOf = (casino: Casino) =>
    expect.poll(async () => (await rawHtml(`${site!.url}/casino/${casino.slug}`)).html, {
      timeout: 20_000,
    });

  async function expectBrowserRendersCasino(page: Page, casino: Casino) {
    await page.goto(`${site!.url}/casino/${casino.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: casino.name })).toBeVisible();
    await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
  }

  test('missing at start-up: the page is still served, the browser renders the area', async ({
    page,
    request,
  }) => {
    const [casino] = await getCasinos(request);
    const { status, html } = await rawHtml(`${site!.url}/casino/${casino.slug}`);
    expect(status).toBe(200);
    expect(html).toContain('<footer');
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain(`id="casino-name"`);
    await expectBrowserRendersCasino(page, casino);
  });

  test('throwing while rendering: the same, and a fixed deploy renders again', async ({
    page,
    request,
  }) => {
    const [casino] = await getCasinos(request);
    cpSync(path.join(REPO_ROOT, 'mf-catalog/dist/server'), serverDir, { recursive: true });
    const ok = await rawHtml(`${site!.url}/casino/${casino.slug}`);
    expect(ok.html).toContain(`id="casino-name"`);

    // A broken deploy: the exposed page throws whenever it renders on the server.
    const broken = path.join(path.dirname(siteRoot), 'broken');
    cpSync(serverDir, broken, { recursive: true });
    let patched = 0;
    for (const name of readdirSync(broken)) {
      const file = path.join(broken, name);
      const text = readFileSync(file, 'utf8');
      if (!text.includes('function CasinoPage()')) continue;
      writeFileSync(
        file,
        text.replace('function CasinoPage() {', 'function CasinoPage() { throw new Error("boom");'),
      );
      patched += 1;
    }
    expect(patched).toBeGreaterThan(0);
    // The manifest names the same files: change it so the server notices the redeploy.
    const manifest = path.join(broken, 'mf-manifest.json');
    writeFileSync(manifest, readFileSync(manifest, 'utf8').replace('{', '{"redeployed":1,'));
    rmSync(serverDir, { recursive: true, force: true });
    cpSync(broken, serverDir, { recursive: true });

    await serverHtmlOf(casino).not.toContain(`id="casino-name"`);
    const { status, html } = await rawHtml(`${site!.url}/casino/${casino.slug}`);
    expect(status).toBe(200);
    expect(html).toContain('<footer');
    await expectBrowserRendersCasino(page, casino);
  });

  test('refused by the requirements check: the server leaves the area to the browser, as it refuses it too', async ({
    page,
    request,
  }) => {
    const [casino] = await getCasinos(request);
    rmSync(serverDir, { recursive: true, force: true });
    cpSync(path.join(REPO_ROOT, 'mf-catalog/dist/server'), serverDir, { recursive: true });
    await serverHtmlOf(casino).toContain(`id="casino-name"`);

    // A browser build whose manifest asks for a router the shell does not provide.
    const browserManifest = path.join(siteRoot, 'mf-catalog/dist/mf-manifest.json');
    const deployed = readFileSync(browserManifest, 'utf8');
    const routerRange = (
      JSON.parse(readFileSync(path.join(REPO_ROOT, 'mf-catalog/package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
      }
    ).dependencies['react-router-dom'];
    const refused = deployed.replaceAll(`"${routerRange}"`, '"^99.0.0"');
    expect(refused).not.toBe(deployed);
    writeFileSync(browserManifest, refused);

    await serverHtmlOf(casino).not.toContain(`id="casino-name"`);
    const { status, html } = await rawHtml(`${site!.url}/casino/${casino.slug}`);
    expect(status).toBe(200);
    expect(html).toContain('<footer');
    // The browser shows the area's fallback, with no hydration error (the fixture checks).
    await page.goto(`${site!.url}/casino/${casino.slug}`);
    await expect(
      page.getByRole('alert').filter({ hasText: 'This section is temporarily unavailable' }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // The deployed manifest back: rendered on the server again.
    writeFileSync(browserManifest, deployed);
    await serverHtmlOf(casino).toContain(`id="casino-name"`);
  });
});

test.describe('SSR=off', () => {
  test.describe.configure({ timeout: 120_000 });
  let site: SiteServer | undefined;

  test.afterAll(async () => {
    await site?.stop();
  });

  test('every page is sent with an empty root and rendered in the browser, as before', async ({
    page,
    request,
  }) => {
    site = await startSiteServer({ port: E2E_PORT + 4, env: { SSR: 'off' } });
    const [casino] = await getCasinos(request);
    for (const path of ['/', '/compare', `/casino/${casino.slug}`, '/reviews', '/games']) {
      const { status, html } = await rawHtml(`${site.url}${path}`);
      expect(status, path).toBe(200);
      expect(html, path).toMatch(/<div id="?root"?><\/div>/);
      expect(html, path).not.toContain('id="ssr-state"');
    }
    await page.goto(`${site.url}/casino/${casino.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: casino.name })).toBeVisible();
  });
});
