import { expect, test } from '../../support/test';
import { ADMIN_ROUTES } from '@sweepscout/shared';
import { ADMIN_SESSION_COOKIE_DEV } from '@sweepscout/shared';
import { signInWithCode } from '../../support/adminSession';
import { E2E_ADMIN_PASSWORD, E2E_BASE_URL } from '../../support/env';
import { navigateInApp, sessionHeaders } from '../../support/site';
import * as admin from './adminSupport';

test.describe('admin sign-in, guard and sign-out', () => {
  test('every guarded route sends a visitor without a token to /admin/login', async ({ page }) => {
    const [linked, ...others] = ADMIN_ROUTES.filter((r) => r !== '/admin/login');
    // Opened from a link or a bookmark (a document load)...
    await page.goto(linked);
    await expect(page, linked).toHaveURL(/\/admin\/login$/);
    // ...and every other route reached by the router in that one document: the guard is the
    // same either way (a document load for each took 7.8 CPU-seconds, this 2.1).
    for (const route of others) {
      await navigateInApp(page, route);
      await expect(page, route).toHaveURL(/\/admin\/login$/);
    }
    // The login screen's own texts and link: LoginPage.test.tsx.
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    // Header and footer of the public site are hidden.
    await expect(page.locator('footer')).toHaveCount(0);
  });

  test('a wrong password (inline alert), then password and code sign in with an HttpOnly cookie', async ({
    page,
  }) => {
    // The required fields' messages and a refused code's alert: LoginPage.test.tsx.
    await page.goto('/admin/login');
    await page.getByLabel(/^Username/).fill('admin');
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid username or password' }),
    ).toBeVisible();
    await admin.shot(page, 'login-failed');
    // The password is right: the admin's second factor is asked for next.
    await page.getByLabel(/^Password/).fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByLabel(/^Authentication code/)).toBeVisible();
    await admin.shot(page, 'login-code-step');
    await admin.enterAdminCode(page);
    await admin.expectToast(page, 'Login successful', 'Welcome to the admin dashboard');
    // The session is an HttpOnly cookie: no script on the page can read it or find a token.
    const cookie = (await page.context().cookies()).find(
      (c) => c.name === ADMIN_SESSION_COOKIE_DEV,
    );
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    expect(await page.evaluate(() => document.cookie)).not.toContain(cookie!.value);
    expect(
      await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage })),
    ).not.toContain(cookie!.value);
    // The dashboard's groups, cards and figures: Dashboard.test.tsx.
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    // Staff close the toast by its button (a full-page shot would draw it, fixed to the
    // viewport, over the middle of the dashboard).
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('Login successful', { exact: true })).toBeHidden();
    await admin.shot(page, 'dashboard');
  });

  test("the dashboard counts a casino's outbound clicks; Log out ends the session: the old token is refused, the guard sends the user to login", async ({
    page,
    request,
  }) => {
    // A session of its own (the page's request context keeps its cookie), so that logging out
    // leaves the worker's shared one to the next tests; its sign-in may wait for a TOTP step the
    // other worker has not taken.
    test.setTimeout(90_000);
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
    const token = await signInWithCode(page.request);
    await page.goto('/admin');
    // The figures' labels and the table of clicks per casino: Dashboard.test.tsx.
    const row = page.getByRole('row').filter({ hasText: casino.name });
    await expect(row.getByRole('cell').nth(1)).toHaveText(/^[3-9]\d*$|^\d{2,}$/);

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    const res = await request.get('/api/admin/me', { headers: sessionHeaders(token) });
    expect(res.status()).toBe(401);
    await page.goto('/admin/faqs');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a session cookie the server no longer accepts (revoked, idle) sends the user to login', async ({
    page,
  }) => {
    await page.context().addCookies([
      {
        name: ADMIN_SESSION_COOKIE_DEV,
        value: 'revoked-or-made-up-token',
        url: E2E_BASE_URL,
        httpOnly: true,
        sameSite: 'Strict',
      },
    ]);
    await page.goto('/admin/casinos');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
