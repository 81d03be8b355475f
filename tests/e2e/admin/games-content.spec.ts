import { expect, test } from '../../support/test';
import * as admin from './adminSupport';

test.describe('manage games and page content', () => {
  test('add, edit and delete a game; the casino page lists it', async ({ page }) => {
    const name = admin.uniqueName('Admin Test Slots');
    await admin.uiLogin(page);
    await page.goto('/admin/games');
    // The columns, a new game's defaults and its features: GamesScreen.test.tsx.
    const dialog = await admin.openAddDialog(page, 'Add Game');
    await admin.chooseCasino(dialog, 'Crown Coins Casino');
    await admin.fill(dialog, {
      Name: name,
      'Preview Image URL': '/media/games/crown-jewels-slots.svg',
      Description: 'A game added by the admin test.',
    });
    await admin.saveNew(page, dialog, 'Game');
    await expect(admin.rowOf(page, name)).toContainText('96.5%');
    await expect(admin.rowOf(page, name)).toContainText('Crown Coins Casino');
    await page.goto('/casino/crown-coins-casino');
    await expect(page.getByText(name).first()).toBeVisible();

    await page.goto('/admin/games');
    const edit = await admin.openRowDialog(page, name, 'Edit Game');
    await admin.field(edit, 'Volatility').selectOption('high');
    await admin.field(edit, 'RTP (%)').fill('97.2');
    await admin.saveChanges(page, edit, 'Game');
    await expect(admin.rowOf(page, name)).toContainText('97.2%');
    await expect(admin.rowOf(page, name)).toContainText('high');

    await admin.deleteRow(page, name, `Delete ${name}`, 'Game');
    await page.goto('/casino/crown-coins-casino');
    await expect(page.getByRole('heading', { level: 1, name: 'Crown Coins Casino' })).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);
  });

  test('page content: create, edit the disclaimer (public page follows), delete', async ({
    page,
  }) => {
    const key = admin.slugOf(admin.uniqueName('admin-test-page'));
    await admin.uiLogin(page);
    await page.goto('/admin/content');
    // The columns, the meta description hint, "Please fill in all required fields", the delete
    // confirmation's text and its dismissal, and the list's paging, search and sorting (what
    // the screen asks the server for): ContentScreen.test.tsx.
    const dialog = await admin.openAddDialog(page, 'Add Content');
    await admin.fill(dialog, {
      Page: key,
      Title: 'Admin Test Page',
      'Meta Description': 'Short.',
      Content: '<p>Test page body.</p>',
    });
    await dialog.getByRole('button', { name: 'Create Content' }).click();
    await admin.expectToast(page, 'Success', 'Content created successfully');
    await expect(admin.rowOf(page, key)).toContainText('Admin Test Page');

    // Edit the disclaimer and see it on /disclaimer, then put the text back.
    const edit = await admin.openRowDialog(page, 'disclaimer', 'Edit Content');
    const original = await admin.field(edit, 'Content').inputValue();
    const marker = admin.uniqueName('Staff note');
    await admin.field(edit, 'Content').fill(`<p>${marker}</p>${original}`);
    await edit.getByRole('button', { name: 'Update Content' }).click();
    await admin.expectToast(page, 'Success', 'Content updated successfully');
    await page.goto('/disclaimer');
    await expect(page.getByText(marker)).toBeVisible();
    await page.goto('/admin/content');
    const restore = await admin.openRowDialog(page, 'disclaimer', 'Edit Content');
    await admin.field(restore, 'Content').fill(original);
    await restore.getByRole('button', { name: 'Update Content' }).click();
    await admin.expectToast(page, 'Success', 'Content updated successfully');
    await admin.shot(page, 'content');

    // Delete asks with the browser's confirm; accepted, the server deletes the page.
    page.once('dialog', (confirm) => void confirm.accept());
    await admin.rowButton(page, key, `Delete ${key}`).click();
    await admin.expectToast(page, 'Success', 'Content deleted successfully');
    await expect(admin.rowOf(page, key)).toHaveCount(0);
  });
});
