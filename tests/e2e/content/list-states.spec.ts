import { expect, test } from '../../support/test';
import type { Page as ListPage } from '@sweepscout/shared';
import { openClientSide, screenshot } from '../../support/site';
import { fulfill, holdRequests } from './helpers';

// The loading, failed and empty states of the content lists. Each is opened in the browser (the
// router, no document load), so that its API call can be held or answered here.
const LISTS = [
  {
    path: '/guides',
    things: 'guides',
    api: '**/api/guides?page=*',
    card: 'guide-card',
    skeletons: 3,
  },
  {
    path: '/reviews',
    things: 'reviews',
    api: '**/api/reviews?sort=*&page=*',
    card: 'review-card',
    skeletons: 6,
  },
];

const EMPTY: ListPage<never> = { items: [], page: 1, pageSize: 24, total: 0, totalPages: 0 };

for (const { path, things, api, card, skeletons } of LISTS) {
  test.describe(path, () => {
    test(`shows ${skeletons} skeleton cards while loading`, async ({ page }) => {
      const release = await holdRequests(page, api);
      await openClientSide(page, path);
      await expect(page.getByTestId('skeleton-card')).toHaveCount(skeletons);
      await screenshot(page, 'content', `${things}-loading`);
      release();
      await expect(page.getByTestId(card).first()).toBeVisible();
      await expect(page.getByTestId('skeleton-card')).toHaveCount(0);
    });

    test(`says when ${things} fail to load`, async ({ page }) => {
      await page.route(api, fulfill(500, { message: 'boom' }));
      await openClientSide(page, path);
      await expect(page.getByRole('alert')).toHaveText(
        `Failed to load ${things}. Please try again later.`,
      );
      await screenshot(page, 'content', `${things}-error`);
    });

    test(`says when there are no ${things}`, async ({ page }) => {
      await page.route(api, fulfill(200, EMPTY));
      await openClientSide(page, path);
      await expect(page.getByRole('status').filter({ hasText: `No ${things}` })).toHaveText(
        `No ${things} found. Please check back later.`,
      );
    });
  });
}
