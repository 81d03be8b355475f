import { createHash } from 'node:crypto';
import { expect, test, type Page } from '../../support/test';
import { screenshot, waitForHydration } from '../../support/site';

const fallback = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'This section is temporarily unavailable' });

test('a remote whose manifest is not the pinned one is refused: its area shows the fallback', async ({
  page,
}) => {
  // As if the operator had pinned catalog to another build (REMOTE_CATALOG_SHA256) than the one
  // now deployed: the browser's loader reads the pin and compares before registering the remote.
  const pin = '0'.repeat(64);
  await page.route('**/remotes.pins.json', (route) => route.fulfill({ json: { catalog: pin } }));
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto('/compare');
  await expect(fallback(page)).toBeVisible();
  await expect
    .poll(() => errors.find((text) => text.includes('Remote module catalog/ComparePage refused')))
    .toMatch(new RegExp(`catalog: mf-manifest\\.json has SHA-256 [0-9a-f]{64}, pinned ${pin}`));
  await screenshot(page, 'foundation', 'pinned-catalog-refused');
  // Refused on its manifest: the remote's code never ran.
  expect(await page.evaluate(() => 'catalog' in window)).toBe(false);

  // The remotes that are not pinned keep working.
  await page.getByRole('banner').getByRole('link', { name: 'Games', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Free Casino Demo Games' })).toBeVisible();
  await expect(fallback(page)).toHaveCount(0);
});

test('a pinned remote runs only the entry script its manifest names (Subresource Integrity)', async ({
  page,
  request,
}) => {
  const manifest = await (await request.get('/remotes/catalog/mf-manifest.json')).body();
  const pin = createHash('sha256').update(manifest).digest('hex');
  await page.route('**/remotes.pins.json', (route) => route.fulfill({ json: { catalog: pin } }));

  // The pinned build as deployed: the remote loads and the page works.
  await page.goto('/compare');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Compare Sweepstakes Casinos' })).toBeVisible();
  await expect(fallback(page)).toHaveCount(0);
  expect(await page.evaluate(() => 'catalog' in window)).toBe(true);

  // Its entry script changed behind the (unchanged) manifest: the browser refuses to run it.
  await page.route('**/remotes/catalog/remoteEntry.js', async (route) => {
    const original = await route.fetch();
    await route.fulfill({
      response: original,
      body: `${await original.text()}\n;window.tampered=1;`,
    });
  });
  await page.goto('/compare');
  await expect(fallback(page)).toBeVisible({ timeout: 30_000 });
  await screenshot(page, 'foundation', 'pinned-catalog-entry-tampered');
  expect(await page.evaluate(() => 'tampered' in window || 'catalog' in window)).toBe(false);
});
