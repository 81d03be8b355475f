import { expect, test, type Page } from '../../support/test';
import type { PageContent } from '@sweepscout/shared';
import { expectRemote, getJson, screenshot } from '../../support/site';
import { longDate } from './helpers';

/** What the seeded text of each page must say, read on the page the server rendered. */
const PAGES: { path: string; page: string; says: (page: Page) => Promise<void> }[] = [
  {
    path: '/terms-of-service',
    page: 'terms-of-service',
    says: async (page) => {
      await expect(page.getByText(/30 days notice of material changes/)).toBeVisible();
    },
  },
  {
    path: '/privacy-policy',
    page: 'privacy-policy',
    says: async (page) => {
      // The privacy policy describes first-party analytics and the consent choice.
      await expect(page.getByText(/first-party analytics/i).first()).toBeVisible();
      await expect(page.getByText(/consent/i).first()).toBeVisible();
    },
  },
  {
    path: '/disclaimer',
    page: 'disclaimer',
    says: async (page) => {
      // Help resources with a helpline number, each number as what it is: 1-800-GAMBLER dials
      // 1-800-426-2537, not 1-800-522-4700.
      const prose = page.getByTestId('prose');
      await expect(prose.filter({ hasText: /helpline/i }).first()).toBeVisible();
      await expect(prose.getByText(/1-800-\d{3}-\d{4}/).first()).toBeVisible();
      for (const [number, dial] of [
        ['1-800-522-4700', 'tel:18005224700'],
        ['1-800-426-2537', 'tel:18004262537'],
      ]) {
        await expect(prose.getByRole('link', { name: number })).toHaveAttribute('href', dial);
      }
      await expect(prose.getByRole('listitem').filter({ hasText: '1-800-GAMBLER' })).toContainText(
        '1-800-426-2537',
      );
    },
  },
];

// The stored date rather than today's, the loading and error states and the links to the other
// pages: mf-content/src/legal/LegalPage.test.tsx. Here: each page as the server renders the seeded
// text.
test.describe('legal pages', () => {
  for (const { path, page: key, says } of PAGES) {
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
      await says(page);
      await screenshot(page, 'content', `legal-${key}`);
    });
  }
});
