import { expect, test } from '../../support/test';
import { shot, waitForStoredEvent } from './helpers';

// The columns, their labels and targets, the bottom line and the social links' attributes and
// tracking: shell/src/layout/Footer.test.tsx. Here: a real new tab and the event reaching the
// server.
test.describe('footer', () => {
  test('a social link opens in a new tab and its social_click is stored by the server', async ({
    page,
    context,
  }) => {
    await context.route(/facebook\.com|twitter\.com|instagram\.com|youtube\.com/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>social</title>' }),
    );
    await page.goto('/');
    const footer = page.locator('[data-site-footer]');
    await footer.scrollIntoViewIfNeeded();
    await shot(page, 'footer-desktop');
    const social = footer.getByRole('list', { name: 'SweepScout on social media' });
    const stored = waitForStoredEvent(
      page,
      (e) => e.name === 'social_click' && e.category === 'footer' && e.label === 'Facebook',
    );
    const popup = page.waitForEvent('popup');
    await social.getByRole('link', { name: 'Facebook' }).click();
    await (await popup).close();
    // The batch is flushed within a second, or at once when the page is hidden.
    expect(await stored).toEqual({ status: 202, body: { accepted: expect.any(Number) } });
  });
});
