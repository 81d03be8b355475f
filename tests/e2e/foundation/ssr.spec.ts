import { expect, test, type Page } from '../../support/test';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Casino } from '@sweepscout/shared';
import { E2E_PORT } from '../../support/env';
import { REPO_ROOT, startSiteServer, type SiteServer } from '../../support/server';
import { ARTIFACTS_DIR, getCasinos } from '../../support/site';

// Server rendering through federation (the /casino/{slug} spike of issue #11): the site server
// renders the page from the shell's and the catalog remote's Node builds, the browser hydrates it.

/** The raw HTML the server sends, as a crawler or a phone before any script sees it. */
async function rawHtml(url: string): Promise<{ status: number; html: string }> {
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
}

/** Console errors and warnings of a page (hydration mismatches are reported there). */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');

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
    expect(html).toMatch(/<style[^>]*data-styled/);
    const state = /<script type="application\/json" id="ssr-state">([^<]*)<\/script>/.exec(html);
    expect(state).not.toBeNull();
    const payload = JSON.parse(state![1]) as { modules: string[]; state: { api: object } };
    expect(payload.modules).toEqual(['catalog/CasinoPage']);
    expect(JSON.stringify(payload.state.api)).toContain(listed.slug);
    // The footer and header are the shell's, rendered too; a route not converted yet is not.
    expect(html).toContain('<footer');
    const compare = await rawHtml(`${baseURL}/compare`);
    expect(compare.html).toMatch(/<div id="?root"?><\/div>/);
    expect(compare.html).not.toContain('id="ssr-state"');
  });

  test('an unknown casino is rendered with its 404 and the error text', async ({ baseURL }) => {
    const { status, html } = await rawHtml(`${baseURL}/casino/no-such-casino-anywhere`);
    expect(status).toBe(404);
    expect(html).toContain('Failed to load casino details');
  });

  test('the browser hydrates without a warning and does not fetch the casino again', async ({
    page,
    request,
  }) => {
    const [listed] = await getCasinos(request);
    const casino = (await (await request.get(`/api/casinos/slug/${listed.slug}`)).json()) as Casino;
    const problems = consoleProblems(page);
    const apiCalls: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/casinos')) apiCalls.push(req.url());
    });
    await page.goto(`/casino/${casino.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: casino.name })).toBeVisible();
    // Hydrated: the page answers clicks (client-side navigation, no document load).
    await page.waitForFunction(() => {
      const root = document.getElementById('root') as
        (HTMLElement & Record<string, unknown>) | null;
      return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')));
    });
    await page.getByRole('link', { name: '← Back to Compare' }).first().click();
    await expect(page).toHaveURL(/\/compare$/);
    await expect(
      page.getByRole('heading', { name: 'Compare Sweepstakes Casinos', exact: true }),
    ).toBeVisible();
    expect(apiCalls.filter((url) => url.includes(`/api/casinos/slug/`))).toEqual([]);
    expect(problems.filter((text) => /hydrat|did not match|mismatch/i.test(text))).toEqual([]);
    expect(problems).toEqual([]);
  });
});

test.describe('a catalog server build that is down or throws costs only its area', () => {
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

    await expect
      .poll(async () => (await rawHtml(`${site!.url}/casino/${casino.slug}`)).html, {
        timeout: 20_000,
      })
      .not.toContain(`id="casino-name"`);
    const { status, html } = await rawHtml(`${site!.url}/casino/${casino.slug}`);
    expect(status).toBe(200);
    expect(html).toContain('<footer');
    await expectBrowserRendersCasino(page, casino);
  });
});
