import { expect, test } from '../../support/test';
import { expectRemote, screenshot } from '../../support/site';

test.describe('a remote that cannot be reached costs only its own area', () => {
  test('with the catalog remote down, the rest of the home page works and the failed area offers a retry', async ({
    page,
  }) => {
    await page.route('**/remotes/catalog/**', (route) => route.abort('connectionrefused'));
    await page.goto('/');

    const fallbacks = page
      .getByRole('alert')
      .filter({ hasText: 'This section is temporarily unavailable' });
    await expect(fallbacks.first()).toBeVisible();
    // Hero and top-rated grid: each area gives up on its own, so the second may come a moment
    // after the first (a single count right after the first missed it once in a loaded run).
    await expect.poll(() => fallbacks.count()).toBeGreaterThanOrEqual(2);
    await expectRemote(page, 'content');
    await expectRemote(page, 'games');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Reviews' })).toBeVisible();
    await screenshot(page, 'foundation', 'catalog-down');

    // The rest of the site still navigates.
    await page.getByRole('banner').getByRole('link', { name: 'Reviews' }).click();
    await expect(page).toHaveURL(/\/reviews$/);
    await expectRemote(page, 'content');

    // Once the remote is back, "Try again" loads it without a page reload.
    await page.goto('/compare');
    await expect(page.getByText('This section is temporarily unavailable')).toBeVisible();
    await page.unroute('**/remotes/catalog/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Compare Sweepstakes Casinos' })).toBeVisible();
  });

  test("a remote whose entry fails once is loaded by the loading policy's next attempt: no fallback shown", async ({
    page,
  }) => {
    // The FAQ page needs no catalog code: the compare page's is loaded in the browser on the way.
    await page.goto('/faq');
    const entryRequests: string[] = [];
    await page.route('**/remotes/catalog/remoteEntry.js', async (route) => {
      entryRequests.push(route.request().url());
      if (entryRequests.length === 1) await route.abort('connectionreset');
      else await route.continue();
    });
    await page.getByRole('banner').getByRole('link', { name: 'Compare' }).click();
    await expect(page.getByRole('heading', { name: 'Compare Sweepstakes Casinos' })).toBeVisible();
    expect(entryRequests.length).toBeGreaterThanOrEqual(2);
    await expect(page.getByText('This section is temporarily unavailable')).toHaveCount(0);
  });

  test('the shell starts even when the remote manifest itself cannot be read', async ({ page }) => {
    await page.route('**/remotes.json', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByText('This section is temporarily unavailable').first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test('exactly one React renderer is loaded on the home page', async ({ page }) => {
  // Every react-dom copy registers itself with the DevTools hook once: count the registrations.
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {
        renderers,
        supportsFiber: true,
        inject(renderer: unknown) {
          const id = renderers.size + 1;
          renderers.set(id, renderer);
          return id;
        },
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      /Invalid hook call|more than one copy of React/i.test(message.text())
    ) {
      errors.push(message.text());
    }
  });
  await page.goto('/');
  await expectRemote(page, 'catalog');
  await expectRemote(page, 'content');
  await expectRemote(page, 'games');
  const count = await page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
  expect(count).toBe(1);
  expect(errors).toEqual([]);
});
