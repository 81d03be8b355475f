import { expect, test, type Page } from '../../support/test';
import { screenshot } from '../../support/site';

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
