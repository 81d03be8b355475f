import { expect, test } from '../../support/test';
import * as admin from './adminSupport';

test.describe('manage user access', () => {
  test('add a user, change role and permissions, edit with a blank password (the user still signs in), delete', async ({
    page,
    browser,
  }) => {
    const username = admin.uniqueName('e2e-editor').replace(' ', '-');
    await admin.uiLogin(page);
    await page.goto('/admin/users');

    // The columns, the undeletable admin, a new user's role, the form's and the role dialog's
    // messages, and the buttons each permission enables: UsersScreen.test.tsx, permissions.test.tsx.
    const dialog = await admin.openAddDialog(page, 'Add User');
    await admin.fill(dialog, {
      Username: username,
      Password: 'editor-password-1',
      'Confirm Password': 'editor-password-1',
    });
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
    await roleDialog.getByLabel('manage_guides').check();
    await roleDialog.getByRole('button', { name: 'Save Role' }).click();
    await admin.expectToast(page, 'Success!', 'User role and permissions have been updated.');
    await expect(admin.rowOf(page, username)).toContainText('manage_guides');
    await expect(admin.rowOf(page, username)).not.toContainText('manage_faqs');
    await admin.shot(page, 'users');

    // Edit with a blank password keeps the current one: the new user signs in with it.
    const edit = await admin.openRowDialog(page, username, 'Edit User');
    await admin.saveChanges(page, edit, 'User');
    const other = await browser.newPage();
    await admin.uiLogin(other, username, 'editor-password-1');
    await other.close();

    await admin.deleteRow(page, username, `Delete ${username}`, 'User');
  });
});
