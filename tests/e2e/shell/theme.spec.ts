import { expect, test, type Page } from '../../support/test';
import { shot } from './helpers';

const themeOf = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-theme'));
const choose = (page: Page, name: 'Light' | 'Dark' | 'System') =>
  page
    .locator('[data-site-header]')
    .getByRole('radio', { name: `${name} theme` })
    .check();

// Following the system preference, storing the choice and the other tabs' choices (the storage
// event): shell/src/layout/ThemeSwitch.test.tsx. Here: what only a real reload can show.
test.describe('theme', () => {
  test('a choice persists across a reload with no flash of the wrong theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/compare');
    await choose(page, 'Dark');
    expect(await themeOf(page)).toBe('dark');
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
});
