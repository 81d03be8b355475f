import { expect, test } from '../../support/test';
import * as admin from './adminSupport';

// The casino editor's value fields reach the API and the public site: an edited daily offer is
// shown on the casino page, in its offer history, in the feed and under compare's "changed this
// week".

test('an edited daily offer shows on the casino page, its offer history and the feed', async ({
  page,
  request,
}) => {
  await admin.uiLogin(page);
  await page.goto('/admin/casinos');
  const edit = await admin.openRowDialog(page, 'Riverboat Royale', 'Edit Casino');
  const daily = admin.field(edit, 'Daily login SC');
  await expect(daily).toHaveValue('0.25');
  await daily.fill('-1');
  await edit.getByRole('button', { name: 'Update Casino' }).click();
  await expect(edit.getByText('Daily SC must be at least 0')).toBeVisible();
  await daily.fill('0.75');
  await admin.shot(page, 'casino-value-fields');
  await admin.saveDialog(edit, 'Update Casino');

  await page.goto('/casino/riverboat-royale');
  await expect(page.locator('[data-daily]')).toHaveText('0.75 SC and 1,500 GC');
  await expect(page.locator('[data-offer-change]').first()).toContainText(
    'Daily SC: 0.25 SC → 0.75 SC',
  );
  const feed = await (await request.get('/feeds/offer-changes.json')).json();
  expect(feed.items[0].title).toBe('Riverboat Royale: Daily SC: 0.25 SC → 0.75 SC');

  // Compare, "Offers changed this week": the row says when and links to the offer history.
  await page.goto('/compare');
  await page.getByRole('checkbox', { name: 'Offers changed this week' }).check();
  await expect(page).toHaveURL(/[?&]changed=week/);
  const today = new Date().toISOString().slice(0, 10);
  const row = page.locator('[data-casino-row="riverboat-royale"]');
  await row.getByRole('link', { name: `Offer changed ${today} at Riverboat Royale` }).click();
  await expect(page).toHaveURL(/\/casino\/riverboat-royale#offer-history-title$/);
});
