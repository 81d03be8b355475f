import { expect, test } from '../../support/test';
import type { PageContent } from '@sweepscout/shared';
import { expectRemote, getJson, openClientSide, screenshot } from '../../support/site';
import { fulfill, longDate } from './helpers';

const PAGES = [
  { path: '/terms-of-service', page: 'terms-of-service' },
  { path: '/privacy-policy', page: 'privacy-policy' },
  { path: '/disclaimer', page: 'disclaimer' },
] as const;

test.describe('legal pages', () => {
  for (const { path, page: key } of PAGES) {
    test(`${path} shows the staff-edited content with its real last-updated date`, async ({
      page,
      request,
    }) => {
      const content = await getJson<PageContent>(request, `/api/pages/${key}`);
      await page.goto(path);
      await expectRemote(page, 'content');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title);
      await expect(page.getByText('Last Updated:')).toContainText(longDate(content.lastUpdated));
      for (const section of content.sections) {
        if (section.title)
          await expect(
            page.getByRole('heading', { name: section.title, exact: true }),
          ).toBeVisible();
      }
      await expect(page.getByTestId('prose')).toHaveCount(content.sections.length);
      await screenshot(page, 'content', `legal-${key}`);
    });
  }

  test('the date is the stored one, not today', async ({ page, request }) => {
    const content = await getJson<PageContent>(request, '/api/pages/terms-of-service');
    const stored = { ...content, lastUpdated: '2025-03-09T12:00:00.000Z' };
    await page.route('**/api/pages/terms-of-service', fulfill(200, stored));
    await openClientSide(page, '/terms-of-service');
    await expect(page.getByText('Last Updated:')).toHaveText('Last Updated: March 9, 2025');
  });

  test('the disclaimer lists help resources with a helpline number', async ({ page }) => {
    await page.goto('/disclaimer');
    const prose = page.getByTestId('prose');
    await expect(prose.filter({ hasText: /helpline/i }).first()).toBeVisible();
    await expect(prose.getByText(/1-800-\d{3}-\d{4}/).first()).toBeVisible();
    // Each number as what it is: 1-800-GAMBLER dials 1-800-426-2537, not 1-800-522-4700.
    for (const [number, dial] of [
      ['1-800-522-4700', 'tel:18005224700'],
      ['1-800-426-2537', 'tel:18004262537'],
    ]) {
      await expect(prose.getByRole('link', { name: number })).toHaveAttribute('href', dial);
    }
    await expect(prose.getByRole('listitem').filter({ hasText: '1-800-GAMBLER' })).toContainText(
      '1-800-426-2537',
    );
  });

  test('the terms give 30 days notice of material changes', async ({ page }) => {
    await page.goto('/terms-of-service');
    await expect(page.getByText(/30 days notice of material changes/)).toBeVisible();
  });

  test('the privacy policy describes first-party analytics and the consent choice', async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByText(/first-party analytics/i).first()).toBeVisible();
    await expect(page.getByText(/consent/i).first()).toBeVisible();
  });

  test('says when the page cannot be loaded', async ({ page }) => {
    await page.route('**/api/pages/disclaimer', fulfill(500, { message: 'boom' }));
    await openClientSide(page, '/disclaimer');
    await expect(page.getByRole('alert')).toHaveText(
      'Failed to load this page. Please try again later.',
    );
  });
});
