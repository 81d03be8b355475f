import { expect, test } from '../../support/test';
import { screenshot } from '../../support/site';
import * as admin from './adminSupport';

test('staff verify a state in the States screen; its public page shows who and when', async ({
  page,
}) => {
  await admin.uiLogin(page);
  await page.goto('/admin');
  await expect(
    page.getByRole('heading', { name: 'Legal changes in the next 30 days' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Manage states' }).click();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(52);
  await page.getByLabel('Show').selectOption('needs-verification');
  await expect(page.getByRole('status').filter({ hasText: '51 states' })).toBeVisible();

  await admin.rowOf(page, 'Indiana').getByRole('button', { name: 'Edit Indiana' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit State' });
  await expect(admin.field(dialog, 'Law (citation)')).toHaveValue('HB 1052 (2026)');
  await dialog.getByLabel('Verified against the statute').check();
  await admin.saveDialog(dialog, 'Update State');
  await expect(page.getByRole('status').filter({ hasText: '50 states' })).toBeVisible();
  await screenshot(page, 'states', 'admin-states');

  await page.goto('/states/indiana');
  await expect(page.getByText(/^Verified on .+ by admin$/)).toBeVisible();
});
