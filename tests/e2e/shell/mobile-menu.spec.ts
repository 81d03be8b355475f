import { expect, test } from '../../support/test';
import { PHONE } from '../../support/site';
import { shot } from './helpers';

test.use({ viewport: PHONE, hasTouch: true });

// The menu's links, focus trap, Escape, closing on a link or Close menu, and the search from the
// menu: shell/src/layout/MobileMenu.test.tsx. Here: the real 390 px layout.
test.describe('mobile menu (390 x 844)', () => {
  test('the links move into a menu that slides in flush with the right edge; the footer stacks into one column', async ({
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
    // It slides in from the right edge and ends flush with it.
    await expect
      .poll(async () => {
        const box = await menu.boundingBox();
        return box ? Math.round(box.x + box.width) : null;
      })
      .toBe(390);
    await shot(page, 'mobile-menu-open');
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    const footer = page.locator('[data-site-footer]');
    await footer.scrollIntoViewIfNeeded();
    const headings = footer.getByRole('heading', { level: 2 });
    const xs = await headings.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().x));
    expect(new Set(xs).size).toBe(1);
    await shot(page, 'mobile-footer');
  });
});
