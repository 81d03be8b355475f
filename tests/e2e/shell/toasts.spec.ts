import { expect, test, type Page } from '../../support/test';
import { shot } from './helpers';

async function invalidNewsletter(page: Page) {
  const input = page.getByRole('textbox', { name: /email/i }).last();
  await input.scrollIntoViewIfNeeded();
  await input.fill('not-an-email');
  await input.press('Enter');
}

/**
 * How long the next toast stays in the page, timed by the page itself from the moment it is added
 * to the moment it is removed: the test's own polling may see it appear a second late on a
 * loaded machine, which made a 5 s toast look like a 3.7 s one.
 */
async function timeNextToast(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const times: { shown?: number; gone?: number } = {};
    (window as unknown as { __toastTimes: typeof times }).__toastTimes = times;
    new MutationObserver((_records, observer) => {
      const toast = document.querySelector('[data-toast-viewport] li');
      if (times.shown === undefined && toast) times.shown = performance.now();
      if (times.shown !== undefined && !toast) {
        times.gone = performance.now();
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(() => {
      const { shown, gone } = (
        window as unknown as { __toastTimes: { shown?: number; gone?: number } }
      ).__toastTimes;
      return shown === undefined || gone === undefined ? NaN : gone - shown;
    });
}

test.describe('toasts', () => {
  test('one toast at a time, destructive variant, 420 px wide at most, F8 focuses the viewport', async ({
    page,
  }) => {
    await page.goto('/');
    await invalidNewsletter(page);
    const viewport = page.getByRole('region', { name: 'Notifications (F8)' });
    const toast = viewport.getByRole('listitem');
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText('Invalid email');
    await expect(toast).toContainText('Please enter a valid email address.');
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    await shot(page, 'toast-destructive');

    await invalidNewsletter(page);
    await expect(toast).toHaveCount(1);

    const list = page.locator('[data-toast-viewport]');
    expect(await list.evaluate((el) => getComputedStyle(el).maxWidth)).toBe('420px');

    await page.keyboard.press('F8');
    await expect(list).toBeFocused();
    await toast.getByRole('button', { name: 'Close' }).click();
    await expect(toast).toHaveCount(0);
  });

  test('disappears after 5000 ms, and a swipe right past 50 px dismisses it', async ({ page }) => {
    await page.goto('/');
    await page.mouse.move(5, 5);
    const shownFor = await timeNextToast(page);
    await invalidNewsletter(page);
    const toast = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem');
    await expect(toast).toBeVisible();
    await expect(toast).toHaveCount(0, { timeout: 8000 });
    const lifetime = await shownFor();
    expect(lifetime).toBeGreaterThan(4000);
    expect(lifetime).toBeLessThan(7000);

    await invalidNewsletter(page);
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    const y = box.y + box.height / 2;
    // 30 px is not enough: the toast snaps back.
    await page.mouse.move(box.x + 40, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 55, y, { steps: 5 });
    await page.mouse.move(box.x + 70, y, { steps: 5 });
    await page.mouse.up();
    await expect(toast).toBeVisible();
    // 120 px dismisses it.
    await page.mouse.move(box.x + 40, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 100, y, { steps: 5 });
    await page.mouse.move(box.x + 160, y, { steps: 5 });
    await page.mouse.up();
    await expect(toast).toHaveCount(0);
  });
});
