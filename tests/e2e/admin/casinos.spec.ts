import { expect, test } from '../../support/test';
import * as admin from './adminSupport';

test.describe('manage casino brands', () => {
  test('add, edit and delete a casino; each change shows on the public site; a casino in use stays', async ({
    page,
  }) => {
    // Three admin saves, each checked on two public pages: 35 to 40 s on a quiet machine.
    test.setTimeout(90_000);
    const name = admin.uniqueName('Admin Test Casino');
    const slug = admin.slugOf(name);
    await admin.uiLogin(page);
    await page.getByRole('link', { name: /^Casino Brands/ }).click();
    await expect(page.getByRole('heading', { name: 'Manage Casino Brands' })).toBeVisible();

    // The columns, a new casino's rating and "Name is required": CasinosScreen.test.tsx.
    const dialog = await admin.openAddDialog(page, 'Add Casino');
    await admin.fill(dialog, {
      Name: name,
      Slug: slug,
      Rating: '4.3',
      'Bonus Amount': '77,777 Gold Coins + 7 FREE Sweeps Coins',
      'Games Count': '700+ Games',
      'Game Types': 'Slots, Table Games',
      'Website URL': 'https://example.com/admin-test',
      'Restricted States': 'WA, ID',
      Description: 'A casino created by the admin end-to-end test.',
    });
    await admin.field(dialog, 'Minimum Age').selectOption('21');
    await dialog.getByLabel('Featured casino').check();
    await admin.shot(page, 'casino-dialog');
    await admin.saveNew(page, dialog, 'Casino');
    const row = admin.rowOf(page, name);
    await expect(row).toContainText('4.3/5');
    await expect(row).toContainText('Yes');
    await admin.shot(page, 'casinos');

    await page.goto(`/casino/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.goto('/compare');
    await expect(page.getByText(name).first()).toBeVisible();

    // The casino comes back as it was saved. (A slug the API refuses: CasinosScreen.test.tsx.)
    await page.goto('/admin/casinos');
    const edit = await admin.openRowDialog(page, name, 'Edit Casino');
    await expect(admin.field(edit, 'Restricted States')).toHaveValue('WA, ID');
    await expect(admin.field(edit, 'Minimum Age')).toHaveValue('21');
    await admin.field(edit, 'Name').fill(`${name} Renamed`);
    await admin.saveChanges(page, edit, 'Casino');
    await page.goto(`/casino/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: `${name} Renamed` })).toBeVisible();

    await page.goto('/admin/casinos');
    await expect(admin.rowOf(page, `${name} Renamed`)).toBeVisible();
    // A casino that reviews and games use is not deleted: the server's refusal names them. (The
    // confirmation staying open and its Cancel: CasinosScreen.test.tsx.)
    await admin.rowButton(page, 'Crown Coins Casino', 'Delete Crown Coins Casino').click();
    const confirmation = page.getByRole('alertdialog');
    await confirmation.getByRole('button', { name: 'Delete' }).click();
    await expect(
      page
        .getByText(
          /Failed to delete casino: Cannot delete Crown Coins Casino: it is still used by \d+ reviews? \(/,
        )
        .first(),
    ).toBeVisible();
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmation).toBeHidden();

    await admin.deleteRow(page, name, `Delete ${name} Renamed`, 'Casino');
    await page.goto(`/casino/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: `${name} Renamed` })).toHaveCount(0);
  });
});
