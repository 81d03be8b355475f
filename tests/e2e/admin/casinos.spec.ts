import { expect, test } from '../../support/test';
import * as admin from './adminSupport';

test.describe('manage casino brands', () => {
  test('add, edit and delete a casino; each change shows on the public site', async ({ page }) => {
    // Three admin saves, each checked on two public pages: 35 to 40 s on a quiet machine.
    test.setTimeout(90_000);
    const name = admin.uniqueName('Admin Test Casino');
    const slug = admin.slugOf(name);
    await admin.uiLogin(page);
    await page.getByRole('link', { name: /^Casino Brands/ }).click();
    await expect(page.getByRole('heading', { name: 'Manage Casino Brands' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Back to Dashboard/ })).toBeVisible();
    for (const column of ['Logo', 'Name', 'Rating', 'Bonus', 'Featured', 'Actions']) {
      await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
    }
    await expect(admin.rowOf(page, 'Crown Coins Casino').getByRole('cell').nth(2)).toHaveText(
      /^\d\.\d\/5$/,
    );

    const dialog = await admin.openAddDialog(page, 'Add Casino');
    await expect(admin.field(dialog, 'Rating')).toHaveValue('4.0');
    await expect(admin.field(dialog, 'Rating')).toHaveAttribute('min', '1');
    await expect(admin.field(dialog, 'Rating')).toHaveAttribute('max', '5');
    await expect(admin.field(dialog, 'Rating')).toHaveAttribute('step', '0.1');
    await dialog.getByRole('button', { name: 'Add Casino' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
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

    // A failed save keeps the dialog and its input.
    await page.goto('/admin/casinos');
    const edit = await admin.openRowDialog(page, name, 'Edit Casino');
    await expect(admin.field(edit, 'Restricted States')).toHaveValue('WA, ID');
    await expect(admin.field(edit, 'Minimum Age')).toHaveValue('21');
    await admin.field(edit, 'Slug').fill('crown-coins-casino');
    await edit.getByRole('button', { name: 'Update Casino' }).click();
    await admin.expectToast(
      page,
      'Error!',
      `Failed to update casino: A casino with the slug "crown-coins-casino" already exists`,
    );
    await expect(edit).toBeVisible();
    await admin.field(edit, 'Slug').fill(slug);
    await admin.field(edit, 'Name').fill(`${name} Renamed`);
    await admin.saveChanges(page, edit, 'Casino');
    await page.goto(`/casino/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: `${name} Renamed` })).toBeVisible();

    await page.goto('/admin/casinos');
    await expect(admin.rowOf(page, `${name} Renamed`)).toBeVisible();
    await admin.deleteRow(page, name, `Delete ${name} Renamed`, 'Casino');
    await page.goto(`/casino/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: `${name} Renamed` })).toHaveCount(0);
  });

  test('a casino that reviews and games use cannot be deleted; the toast names them', async ({
    page,
  }) => {
    await admin.uiLogin(page);
    await page.goto('/admin/casinos');
    await admin.rowButton(page, 'Crown Coins Casino', 'Delete Crown Coins Casino').click();
    await expect(
      page.getByRole('alertdialog').getByText(/This action cannot be undone/),
    ).toBeVisible();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(
      page
        .getByText(
          /Failed to delete casino: Cannot delete Crown Coins Casino: it is still used by \d+ reviews? \(/,
        )
        .first(),
    ).toBeVisible();
    // The failed delete keeps the confirmation open; Cancel closes it and the casino stays.
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(admin.rowOf(page, 'Crown Coins Casino')).toHaveCount(1);
  });
});
