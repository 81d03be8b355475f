import { expect, test } from '../../support/test';
import * as admin from './adminSupport';

test.describe('manage user access', () => {
  test('add a user, change role and permissions, edit with a blank password, delete; admin cannot be deleted', async ({
    page,
    browser,
  }) => {
    const username = admin.uniqueName('e2e-editor').replace(' ', '-');
    await admin.uiLogin(page);
    await page.goto('/admin/users');
    for (const column of ['Username', 'Role', 'Permissions', 'Actions']) {
      await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
    }
    await expect(
      admin.rowOf(page, 'admin').getByRole('button', { name: 'Delete admin' }),
    ).toBeDisabled();

    const dialog = await admin.openAddDialog(page, 'Add User');
    await expect(admin.field(dialog, 'Role')).toHaveValue('editor');
    await admin.fill(dialog, {
      Username: username,
      Password: 'editor-password-1',
      'Confirm Password': 'something-else',
    });
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(dialog.getByText('Passwords do not match.')).toBeVisible();
    await expect(dialog.getByText('Please select at least one permission.')).toBeVisible();
    await admin.fill(dialog, { 'Confirm Password': 'editor-password-1' });
    await dialog.getByLabel('manage_faqs').check();
    await admin.saveNew(page, dialog, 'User');
    await expect(admin.rowOf(page, username)).toContainText('editor');
    await expect(admin.rowOf(page, username)).toContainText('manage_faqs');

    const roleDialog = await admin.openRowDialog(
      page,
      username,
      'Role & Permissions',
      `Role and permissions of ${username}`,
    );
    await roleDialog.getByLabel('manage_faqs').uncheck();
    await roleDialog.getByRole('button', { name: 'Save Role' }).click();
    await expect(roleDialog.getByText('Please select at least one permission.')).toBeVisible();
    await roleDialog.getByLabel('manage_guides').check();
    await roleDialog.getByRole('button', { name: 'Save Role' }).click();
    await admin.expectToast(page, 'Success!', 'User role and permissions have been updated.');
    await expect(admin.rowOf(page, username)).toContainText('manage_guides');
    await expect(admin.rowOf(page, username)).not.toContainText('manage_faqs');
    await admin.shot(page, 'users');

    // The new user signs in; the UI offers only what the server allows.
    const other = await browser.newPage();
    await admin.uiLogin(other, username, 'editor-password-1');
    await other.goto('/admin/faqs');
    await expect(other.getByRole('button', { name: 'Add FAQ' })).toBeDisabled();
    await other.goto('/admin/guides');
    await expect(other.getByRole('button', { name: 'Add Guide' })).toBeEnabled();
    await other.close();

    // Edit with a blank password keeps the current one.
    const edit = await admin.openRowDialog(page, username, 'Edit User');
    await expect(admin.field(edit, 'Password')).toHaveValue('');
    await admin.saveChanges(page, edit, 'User');
    const again = await browser.newPage();
    await admin.uiLogin(again, username, 'editor-password-1');
    await again.close();

    await admin.deleteRow(page, username, `Delete ${username}`, 'User');
  });
});
