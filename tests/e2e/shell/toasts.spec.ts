import { expect, test, type Page } from '../../support/test';
import { shot } from './helpers';

async function invalidNewsletter(page: Page) {
  const input = page.getByRole('textbox', { name: /email/i }).last();
  await input.scrollIntoViewIfNeeded();
  await input.fill('not-an-email');
  await input.press('Enter');
}

// One at a time, F8, Close, the 5000 ms lifetime and swipe dismissal: kit/src/toast/ToastArea.test.tsx.
test.describe('toasts', () => {
  test('an invalid newsletter address shows the destructive toast, 420 px wide at most', async ({
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

    const list = page.locator('[data-toast-viewport]');
    expect(await list.evaluate((el) => getComputedStyle(el).maxWidth)).toBe('420px');
  });
});
