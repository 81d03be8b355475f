import { expect, test, type Page } from '../../support/test';
import { waitForHydration } from '../../support/site';
import { shot } from './helpers';

const THEME_KEY = 'sweepscout-theme';
const themeOf = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-theme'));
const choose = (page: Page, name: 'Light' | 'Dark' | 'System') =>
  page
    .locator('[data-site-header]')
    .getByRole('radio', { name: `${name} theme` })
    .check();

test.describe('theme', () => {
  test('follows the system preference by default and switches with it', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(
      page.locator('[data-site-header]').getByRole('radio', { name: 'System theme' }),
    ).toBeChecked();
    expect(await themeOf(page)).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => themeOf(page)).toBe('light');
  });

  test('a choice persists across a reload with no flash of the wrong theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/compare');
    await choose(page, 'Dark');
    expect(await themeOf(page)).toBe('dark');
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(15, 17, 23)');
    await shot(page, 'theme-dark');

    // Hold the app's script back: the server-sent page must already be dark before it runs.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/main.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/compare', { waitUntil: 'commit' });
    await page.waitForFunction(() => document.body !== null);
    expect(await themeOf(page)).toBe('dark');
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor),
    ).toBe('rgb(15, 17, 23)');
    // React has not taken over yet (the page may be server-rendered, header included).
    expect(
      await page.evaluate(() =>
        Object.keys(document.getElementById('root') ?? {}).some((key) =>
          key.startsWith('__reactContainer'),
        ),
      ),
    ).toBe(false);
    release();
    await expect(
      page.locator('[data-site-header]').getByRole('radio', { name: 'Dark theme' }),
    ).toBeChecked();
    expect(await themeOf(page)).toBe('dark');
  });

  test('syncs across two tabs', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.emulateMedia({ colorScheme: 'light' });
    await second.emulateMedia({ colorScheme: 'light' });
    await first.goto('/');
    await second.goto('/games');
    // Pages opened by hand are not awaited by the fixture: the switch answers once the app runs.
    await Promise.all([waitForHydration(first), waitForHydration(second)]);
    await choose(first, 'Dark');
    await expect.poll(() => themeOf(second)).toBe('dark');
    await expect(
      second.locator('[data-site-header]').getByRole('radio', { name: 'Dark theme' }),
    ).toBeChecked();

    await choose(second, 'Light');
    await expect.poll(() => themeOf(first)).toBe('light');
    await choose(second, 'System');
    await expect(
      first.locator('[data-site-header]').getByRole('radio', { name: 'System theme' }),
    ).toBeChecked();
  });
});
