import { expect, test } from '../../support/test';
import { ADMIN_ROUTES } from '@sweepscout/shared';
import { E2E_ADMIN_PASSWORD } from '../../support/env';
import * as admin from './adminSupport';

test.describe('admin sign-in, guard and sign-out', () => {
  test('every guarded route sends a visitor without a token to /admin/login', async ({ page }) => {
    for (const route of ADMIN_ROUTES.filter((r) => r !== '/admin/login')) {
      await page.goto(route);
      await expect(page, route).toHaveURL(/\/admin\/login$/);
    }
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Website' })).toHaveAttribute('href', '/');
    // Header and footer of the public site are hidden.
    await expect(page.locator('footer')).toHaveCount(0);
  });

  test('required fields, a wrong password (inline alert), then a successful login', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel(/^Username/).fill('admin');
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid username or password' }),
    ).toBeVisible();
    await admin.shot(page, 'login-failed');
    await page.getByLabel(/^Password/).fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await admin.expectToast(page, 'Login successful', 'Welcome to the admin dashboard');
    expect(await page.evaluate(() => localStorage.getItem('adminAuthToken'))).toMatch(
      /^[A-Za-z0-9_-]{40,}$/,
    );
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    for (const group of ['Content Management', 'Features & Media']) {
      await expect(page.getByRole('heading', { name: group })).toBeVisible();
    }
    for (const card of [
      'Casino Brands',
      'Reviews',
      'Guides',
      'FAQs',
      'Casino Games',
      'Website Content',
      'User Access',
      'Contact Messages',
      'Newsletter Subscribers',
    ]) {
      await expect(page.getByRole('link', { name: new RegExp(`^${card}`) })).toBeVisible();
    }
    await admin.shot(page, 'dashboard');
  });

  test('Log out ends the session: the old token is refused and the guard sends the user to login', async ({
    page,
    request,
  }) => {
    await admin.uiLogin(page);
    const token = await page.evaluate(() => localStorage.getItem('adminAuthToken'));
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('adminAuthToken'))).toBeNull();
    const res = await request.get('/api/admin/me', { headers: { 'x-admin-key': token ?? '' } });
    expect(res.status()).toBe(401);
    await page.goto('/admin/faqs');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a stored token the server no longer accepts is cleared and the user goes to login', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await page.evaluate(() => localStorage.setItem('adminAuthToken', 'revoked-or-made-up-token'));
    await page.goto('/admin/casinos');
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('adminAuthToken'))).toBeNull();
  });

  test('the dashboard shows outbound clicks per casino, subscribers and unread messages', async ({
    page,
    request,
  }) => {
    const casinos = (await (await request.get('/api/casinos')).json()) as {
      slug: string;
      name: string;
    }[];
    const casino = casinos[casinos.length - 1];
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await request.get(`/go/${casino.slug}?from=admin-e2e`, { maxRedirects: 0 })).status(),
      ).toBe(302);
    }
    await admin.uiLogin(page);
    const row = page.getByRole('row').filter({ hasText: casino.name });
    await expect(row.getByRole('cell').nth(1)).toHaveText(/^[3-9]\d*$|^\d{2,}$/);
    await expect(page.getByTestId('figure-clicks-30')).toContainText(
      'Outbound clicks, last 30 days',
    );
    await expect(page.getByTestId('figure-subscribers')).toContainText('Newsletter subscribers');
    await expect(page.getByTestId('figure-unread')).toContainText('Unread contact messages');
    await admin.shot(page, 'dashboard-figures');
  });
});
