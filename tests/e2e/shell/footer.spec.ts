import { expect, test } from '../../support/test';
import type { Casino } from '@sweepscout/shared';
import { shot, waitForStoredEvent } from './helpers';

test.describe('footer', () => {
  test('has the four columns with the fixed labels and targets and the bottom line', async ({
    page,
    request,
  }) => {
    await page.goto('/compare');
    const footer = page.locator('[data-site-footer]');
    await expect(footer.getByRole('heading', { level: 2 })).toHaveText([
      'About SweepScout',
      'Quick Links',
      'Popular Casinos',
      'Legal & Support',
    ]);
    await expect(footer.getByText(/in-depth, unbiased comparisons/)).toBeVisible();

    const expectLinks = async (column: string, links: [string, string][]) => {
      const nav = footer.getByRole('navigation', { name: column });
      await expect(nav.getByRole('link')).toHaveText(links.map(([label]) => label));
      for (const [label, href] of links)
        await expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', href);
    };
    await expectLinks('Quick Links', [
      ['Compare Casinos', '/compare'],
      ['Casino Reviews', '/reviews'],
      ['Guides & Articles', '/guides'],
      ['Play Demo Games', '/games'],
    ]);
    await expectLinks('Legal & Support', [
      ['Terms of Service', '/terms-of-service'],
      ['Privacy Policy', '/privacy-policy'],
      ['Legal Disclaimer', '/disclaimer'],
      ['Contact Us', '/contact'],
    ]);
    const featured = (await (await request.get('/api/casinos/featured')).json()) as Casino[];
    await expectLinks(
      'Popular Casinos',
      featured.slice(0, 4).map((c) => [c.name, `/casino/${c.slug}`]),
    );

    const bottom = footer.locator('[data-footer-disclaimer]');
    await expect(bottom).toContainText(`© ${new Date().getFullYear()} SweepScout`);
    await expect(bottom).toContainText('compensation from casino partners');
    await expect(bottom).toContainText('18+');
    await expect(bottom).toContainText('not a gambling operator');

    await footer.scrollIntoViewIfNeeded();
    await shot(page, 'footer-desktop');

    await footer.getByRole('link', { name: 'Legal Disclaimer' }).click();
    await expect(page).toHaveURL(/\/disclaimer$/);
  });

  test('social links open the four networks in a new tab and are tracked as social_click', async ({
    page,
    context,
  }) => {
    await context.route(/facebook\.com|twitter\.com|instagram\.com|youtube\.com/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>social</title>' }),
    );
    await page.goto('/');
    const social = page
      .locator('[data-site-footer]')
      .getByRole('list', { name: 'SweepScout on social media' });
    await expect(social.getByRole('link')).toHaveCount(4);
    for (const network of ['Facebook', 'Twitter', 'Instagram', 'YouTube']) {
      const link = social.getByRole('link', { name: network });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
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
