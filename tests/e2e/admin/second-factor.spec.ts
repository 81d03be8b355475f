import { generate } from 'otplib';
import { expect, test } from '../../support/test';
import { adminToken, sessionHeaders } from '../../support/site';
import * as admin from './adminSupport';

test.describe('two-factor sign-in for staff', () => {
  test('a user manager sets up the authenticator at the first sign-in, then signs in with a recovery code', async ({
    page,
    request,
  }) => {
    const username = admin.uniqueName('e2e-manager').replace(' ', '-');
    const password = 'Manager passphrase 2026!';
    const created = await request.post('/api/admin/users', {
      headers: sessionHeaders(await adminToken(request)),
      data: { username, password, role: 'editor', permissions: ['manage_users'] },
    });
    expect(created.status()).toBe(201);

    await page.goto('/admin/login');
    await page.getByLabel(/^Username/).fill(username);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Managing users needs a second factor: the set-up comes right after the password.
    await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    await admin.shot(page, 'second-factor-enrol');
    const secret = (await page.getByLabel('Key for typing in').textContent())!.trim();
    await page.getByLabel(/^Code from the app/).fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recovery = (await codes.first().textContent())!.trim();
    await admin.shot(page, 'second-factor-recovery-codes');
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByLabel(/^Username/).fill(username);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel(/^Authentication code/).fill(recovery);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    // Used once: the same recovery code does not sign in again.
    const again = await request.post('/api/admin/login', {
      headers: sessionHeaders(''),
      data: { username, password, code: recovery },
    });
    expect(again.status()).toBe(401);
  });

  test('a weak password is refused beside the field when adding a user', async ({ page }) => {
    await admin.uiLogin(page);
    const dialog = await admin.openAddDialog(page, 'Add User', '/admin/users');
    await admin.fill(dialog, {
      Username: admin.uniqueName('weak').replace(' ', '-'),
      Password: 'password1234',
      'Confirm Password': 'password1234',
    });
    await dialog.getByLabel('manage_faqs').check();
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(dialog.getByText(/on a list of common passwords/)).toBeVisible();
    await admin.shot(page, 'users-weak-password');
  });
});
