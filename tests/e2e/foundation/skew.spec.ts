import { expect, test, type Page } from '../../support/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../support/server';
import { screenshot } from '../../support/site';

const readJson = (file: string) =>
  JSON.parse(readFileSync(path.join(REPO_ROOT, file), 'utf8')) as {
    version: string;
    dependencies: Record<string, string>;
  };
/** The router range mf-catalog was built with, and the router version the shell provides. */
const catalogRange = readJson('mf-catalog/package.json').dependencies['react-router-dom'];
const shellRouter = readJson('node_modules/react-router-dom/package.json').version;

/**
 * Serve catalog's real build as if its package.json had asked for react-router-dom ^99.0.0: that
 * build differs from the deployed one only by this range, in its manifest and its remoteEntry.
 */
async function deployCatalogNeedingRouter99(page: Page): Promise<void> {
  for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
    await page.route(`**/remotes/catalog/${file}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /("?requiredVersion"?:\s*)"([^"]*)"/g,
        (match, key: string, range: string) => (range === catalogRange ? `${key}"^99.0.0"` : match),
      );
      await route.fulfill({ response, body });
    });
  }
}

const fallback = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'This section is temporarily unavailable' });

test('a refused remote shows its fallback with the reason logged, and the other remotes keep working', async ({
  page,
}) => {
  await deployCatalogNeedingRouter99(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto('/compare');
  await expect(fallback(page)).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect
    .poll(() => errors.find((text) => text.includes('Remote module catalog/ComparePage refused')))
    .toContain(`react-router-dom ^99.0.0 (the shell provides ${shellRouter})`);

  // Client-side navigation to another remote's page: it renders, not the fallback left behind.
  await page.getByRole('banner').getByRole('link', { name: 'Games', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Free Casino Demo Games' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Spin' })).toBeVisible();
  await expect(fallback(page)).toHaveCount(0);

  // The home page mixes both: catalog's two areas fall back, content's and games' render.
  await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
  await expect(fallback(page)).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Latest Casino Reviews' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Play Free Casino Games' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
  await screenshot(page, 'foundation', 'refused-catalog-home');

  // Refused on its manifest: the remote's code never ran, so it never joined the share scope.
  // (A server-rendered page preloads the entry, so the browser may fetch it, but never runs it:
  // running it would define the container's global.)
  expect(await page.evaluate(() => 'catalog' in window)).toBe(false);
});
