import { expect, test, type Page } from '../../support/test';
import { uiLogin } from '../admin/adminSupport';
import { ADMIN_SESSION_COOKIE_DEV } from '@sweepscout/shared';
import {
  expectRemote,
  navigateInApp,
  openClientSide,
  recordRequests,
  sessionHeaders,
} from '../../support/site';

test.describe('independent deployment: shared reads and admin routes', () => {
  test('the home page requests the featured casinos once for the top-rated grid and the footer', async ({
    page,
  }) => {
    const featured = recordRequests(
      page,
      (request) => new URL(request.url()).pathname === '/api/casinos/featured',
    );
    // Server-rendered: the server read them once for both, the browser not at all.
    await page.goto('/');
    await expectRemote(page, 'catalog');
    await page.waitForLoadState('networkidle');
    expect(featured).toEqual([]);

    // In the browser: from a page it renders itself (the admin login reads no casinos) to the
    // home page through the router; its footer and the top-rated grid share one read.
    await openClientSide(page, '/', '/admin/login');
    await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Top-Rated Sweepstakes Casinos' }),
    ).toBeVisible();
    await expectRemote(page, 'catalog');
    await page.waitForLoadState('networkidle');
    expect(featured).toHaveLength(1);
  });

  test('an unknown /admin path is the public not-found page, with header and footer', async ({
    page,
  }) => {
    const response = await page.goto('/admin/no-such-screen');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

/** Keep a handle on the site's Redux store (through the devtools hook configureStore calls). */
async function captureStore(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Store = { getState: () => unknown };
    type Enhancer = (next: (...args: unknown[]) => Store) => (...args: unknown[]) => Store;
    (window as unknown as Record<string, unknown>).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ =
      () =>
      (...enhancers: Enhancer[]) =>
      (createStore: (...args: unknown[]) => Store) =>
      (...args: unknown[]) => {
        const store = enhancers.reduceRight(
          (next, enhancer) => enhancer(next),
          createStore,
        )(...args);
        (window as unknown as { __store: Store }).__store = store;
        return store;
      };
  });
}

/** Names of the cached admin queries that hold data. */
const cachedAdminData = (page: Page) =>
  page.evaluate(() => {
    const state = (
      window as unknown as {
        __store: {
          getState: () => {
            api: { queries: Record<string, { endpointName: string; data?: unknown }> };
          };
        };
      }
    ).__store.getState();
    return Object.values(state.api.queries)
      .filter((query) => query.endpointName.startsWith('admin') && query.data !== undefined)
      .map((query) => query.endpointName);
  });

/** Sign in, open the contact messages and wait until they are in the client cache. */
async function openMessagesSignedIn(page: Page): Promise<void> {
  await captureStore(page);
  await uiLogin(page);
  const messages = page.waitForResponse((r) => /\/api\/admin\/messages(\?|$)/.test(r.url()));
  await page.getByRole('link', { name: /^Contact Messages/ }).click();
  await messages;
  await expect.poll(() => cachedAdminData(page)).toContain('adminMessages');
}

test.describe('no staff data stays in the page once the session is over', () => {
  test('Log out empties the cache of contact messages', async ({ page }) => {
    await openMessagesSignedIn(page);

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await cachedAdminData(page)).toEqual([]);
  });

  test('a 401 from the server (session revoked elsewhere) empties the cache too', async ({
    page,
  }) => {
    await openMessagesSignedIn(page);

    // The session cookie is HttpOnly: the test reads it from the browser context, not the page.
    const cookie = (await page.context().cookies()).find(
      (c) => c.name === ADMIN_SESSION_COOKIE_DEV,
    );
    const revoked = await page.request.post('/api/admin/logout', {
      headers: sessionHeaders(cookie?.value ?? ''),
    });
    expect(revoked.ok()).toBeTruthy();
    // Open a screen not visited yet without reloading the page (the router follows popstate).
    await navigateInApp(page, '/admin/subscribers');
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await cachedAdminData(page)).toEqual([]);
  });
});
