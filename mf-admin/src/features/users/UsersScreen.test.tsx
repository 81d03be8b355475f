import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminUser, UserRoleRecord } from '@sweepscout/shared';
import { idOf } from '../../test/fixtures';
import * as admin from '../../test/renderAdmin';

const EDITOR: AdminUser = { id: idOf('b'), username: 'e2e-editor' };
const ROLES: UserRoleRecord[] = [
  { userId: admin.ADMIN.id, role: 'admin', permissions: [] },
  { userId: EDITOR.id, role: 'editor', permissions: ['manage_faqs'] },
];

/** The users list (the admin and an editor); saves answer as the server does. */
function usersApi() {
  return admin.answerApi({
    'GET /api/admin/users': () => ({ body: [{ id: admin.ADMIN.id, username: 'admin' }, EDITOR] }),
    'GET /api/admin/user-roles': () => ({ body: ROLES }),
    'POST /api/admin/users': () => ({ status: 201, body: { id: idOf('d'), username: 'new' } }),
    'PUT /api/admin/users/:id': () => ({ body: EDITOR }),
    'POST /api/admin/user-roles/:id': ({ body }) => ({ body }),
  });
}

async function openUsers() {
  await admin.renderListed('/admin/users', EDITOR.username);
}

/** Ticks or clears a permission's box in `dialog`. */
const togglePermission = (dialog: HTMLElement, permission: string) =>
  fireEvent.click(within(dialog).getByLabelText(permission));

describe('the user access screen', () => {
  it('lists each user with role and permissions; the admin user cannot be deleted', async () => {
    usersApi();
    await openUsers();
    expect(admin.columnHeaders()).toBe('Username | Role | Permissions | Actions');
    const adminDelete = screen.getByRole('button', { name: 'Delete admin' }) as HTMLButtonElement;
    expect(adminDelete.disabled).toBe(true);
    expect(adminDelete.title).toBe('The admin user cannot be deleted');
    const editorRow = admin.rowOf(EDITOR.username);
    expect(within(editorRow).getByText('editor')).toBeTruthy();
    expect(within(editorRow).getByText('manage_faqs')).toBeTruthy();
    const editorDelete = within(editorRow).getByRole('button', {
      name: `Delete ${EDITOR.username}`,
    });
    expect((editorDelete as HTMLButtonElement).disabled).toBe(false);
  });

  it('a new user is an editor; unequal passwords and no permission are refused, nothing is sent', async () => {
    const api = usersApi();
    const dialog = await admin.openAddDialog('/admin/users', EDITOR.username, 'User');
    expect(admin.control('Role').value).toBe('editor');
    admin.type('Username', 'e2e-new-editor');
    admin.type('Password', 'editor-password-1');
    admin.type('Confirm Password', 'something-else');
    admin.click('Add User', dialog);
    expect((await within(dialog).findByText('Passwords do not match.')).textContent).toBe(
      'Passwords do not match.',
    );
    expect(within(dialog).getByText('Please select at least one permission.')).toBeTruthy();
    expect(api.requests('POST', '/api/admin/users')).toEqual([]);

    admin.type('Confirm Password', 'editor-password-1');
    togglePermission(dialog, 'manage_faqs');
    admin.click('Add User', dialog);
    await admin.findToast('Success!', 'User has been added successfully.');
    // The confirmation is the form's own check: it is not sent.
    expect(api.requests('POST', '/api/admin/users').map((r) => r.body)).toEqual([
      {
        username: 'e2e-new-editor',
        role: 'editor',
        permissions: ['manage_faqs'],
        password: 'editor-password-1',
      },
    ]);
  });

  it('the role dialog refuses no permission at all, then saves the role and permissions', async () => {
    const api = usersApi();
    await openUsers();
    admin.click(`Role and permissions of ${EDITOR.username}`);
    const dialog = admin.dialogNamed('Role & Permissions');
    togglePermission(dialog, 'manage_faqs');
    admin.click('Save Role', dialog);
    expect(
      (await within(dialog).findByText('Please select at least one permission.')).textContent,
    ).toBe('Please select at least one permission.');
    expect(api.requests('POST', /user-roles/)).toEqual([]);

    togglePermission(dialog, 'manage_guides');
    admin.click('Save Role', dialog);
    await admin.findToast('Success!', 'User role and permissions have been updated.');
    await waitFor(() => expect(admin.anyDialog()).toBeNull());
    const [saved] = api.requests('POST', `/api/admin/user-roles/${EDITOR.id}`);
    expect(saved.body).toEqual({ role: 'editor', permissions: ['manage_guides'] });
  });

  it('an edit with the password left blank sends none, so the current one is kept', async () => {
    const api = usersApi();
    await openUsers();
    admin.click(`Edit ${EDITOR.username}`);
    const dialog = admin.dialogNamed('Edit User');
    expect(admin.control('Password').value).toBe('');
    admin.click('Update User', dialog);
    await admin.findToast('Success!', 'User has been updated successfully.');
    const [put] = api.requests('PUT', `/api/admin/users/${EDITOR.id}`);
    expect(put.body).toEqual({
      username: EDITOR.username,
      role: 'editor',
      permissions: ['manage_faqs'],
    });
  });
});
