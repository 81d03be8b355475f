import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { uiLogin } from '../admin/adminSupport';
import { expectRemote } from '../../support/site';

const catalogManifest = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../../mf-catalog/package.json'), 'utf8'),
) as { dependencies: Record<string, string> };

test.describe('independent deployment: skew, shared reads and admin routes', () => {
  test('a remote that needs a router the shell does not provide is refused with its reason, and its area falls back inside the page', async ({
    page,
  }) => {
    // Serve catalog's real remote entry, as if it had been built asking for react-router-dom ^99.
    const range = catalogManifest.dependencies['react-router-dom'];
    await page.route('**/remotes/catalog/remoteEntry.js', async (route) => {
      const response = await route.fetch();
      const body = (await response.text())
        .split(`requiredVersion:"${range}"`)
        .join('requiredVersion:"^99.0.0"');
      await route.fulfill({ response, body });
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await page.goto('/compare');
    await expect(
      page.getByRole('alert').filter({ hasText: 'This section is temporarily unavailable' }),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect
      .poll(() => errors.find((text) => text.includes('Remote module catalog/ComparePage refused')))
      .toContain('react-router-dom');
  });

  test('the home page requests the featured casinos once for the top-rated grid and the footer', async ({
    page,
  }) => {
    const featured: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/casinos/featured') featured.push(request.url());
    });
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'Top-Rated Sweepstakes Casinos' }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
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
  const messages = page.waitForResponse((r) => r.url().endsWith('/api/admin/messages'));
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

    const token = await page.evaluate(() => localStorage.getItem('adminAuthToken'));
    const revoked = await page.request.post('/api/admin/logout', {
      headers: { 'x-admin-key': token ?? '' },
    });
    expect(revoked.ok()).toBeTruthy();
    // Open a screen not visited yet without reloading the page (the router follows popstate).
    await page.evaluate(() => {
      window.history.pushState({}, '', '/admin/subscribers');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await cachedAdminData(page)).toEqual([]);
  });
});
