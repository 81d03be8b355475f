import { expect, test } from '../../support/test';
import { MAIN_LINKS, PHONE } from '../../support/site';
import { shot } from './helpers';

test.use({ viewport: PHONE, hasTouch: true });

test.describe('mobile menu (390 x 844)', () => {
  test('the links move into a slide-in menu that traps focus, closes on Escape and on a link', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.locator('[data-site-header]');
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
    // While the menu is open the rest of the page is hidden from assistive technology, so the
    // button is found by its label rather than by role.
    const openButton = header.locator('button[aria-label="Open menu"]');
    await expect(openButton).toBeVisible();
    await shot(page, 'mobile-header');

    await openButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(openButton).toHaveAttribute('aria-expanded', 'true');
    const links = menu.getByRole('navigation', { name: 'Main' }).getByRole('link');
    await expect(links).toHaveText(MAIN_LINKS);
    await expect(links.first()).toHaveAttribute('aria-current', 'page');
    await expect(
      menu.getByRole('combobox', { name: 'Search casinos, reviews and guides' }),
    ).toHaveAttribute('placeholder', 'Search casinos...');
    // It slides in from the right edge and ends flush with it.
    await expect
      .poll(async () => {
        const box = await menu.boundingBox();
        return box ? Math.round(box.x + box.width) : null;
      })
      .toBe(390);
    await shot(page, 'mobile-menu-open');

    // Focus stays inside the menu however far the visitor tabs, both ways.
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(openButton).toBeFocused();

    await openButton.click();
    await menu.getByRole('link', { name: 'Reviews' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/reviews$/);

    await openButton.click();
    await expect(menu.getByRole('link', { name: 'Reviews' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  });

  test('the footer stacks into one column and the search works from the menu', async ({ page }) => {
    await page.goto('/');
    await page.locator('[data-site-header]').getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const search = menu.getByRole('combobox', { name: 'Search casinos, reviews and guides' });
    await search.fill('neon');
    await expect(
      menu.getByRole('option', { name: 'Neon Mirage Casino', exact: true }),
    ).toBeVisible();
    await search.press('ArrowDown');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/casino\/neon-mirage-casino$/);
    await expect(menu).toBeHidden();

    const footer = page.locator('[data-site-footer]');
    await footer.scrollIntoViewIfNeeded();
    const headings = footer.getByRole('heading', { level: 2 });
    const xs = await headings.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().x));
    expect(new Set(xs).size).toBe(1);
    await shot(page, 'mobile-footer');
  });
});
