import { expect, test } from '../../support/test';
import type { Guide } from '@sweepscout/shared';
import { expectFitsPhone, expectRemote, getGuides, screenshot } from '../../support/site';
import { expectSameList, longDate } from './helpers';

test.describe('/guides', () => {
  test('shows the Featured Guide and the All Guides grid', async ({ page, request }) => {
    const guides = await getGuides(request);
    const featured = guides.find((g) => g.isFeatured);
    if (!featured) throw new Error('the seed has a featured guide');

    await page.goto('/guides');
    await expectRemote(page, 'content');
    await expect(page.getByRole('heading', { name: 'Featured Guide' })).toBeVisible();
    const featuredCard = page.getByTestId('featured-guide');
    await expect(featuredCard.getByRole('heading')).toHaveText(featured.title);
    await expect(featuredCard).toContainText(featured.excerpt);
    await expect(featuredCard).toContainText(`${featured.minutesToRead} min read`);
    // At the top of this page its image is part of the first screen: not left to lazy loading.
    await expect(featuredCard.locator('img')).not.toHaveAttribute('loading', 'lazy');

    await expect(page.getByRole('heading', { name: 'All Guides' })).toBeVisible();
    const cards = page.getByTestId('guide-card');
    await expect(cards.first()).toBeVisible();
    expectSameList(
      await cards.getByRole('heading').allTextContents(),
      (await getGuides(request)).map((g) => g.title),
    );
    const first = cards.first();
    await expect(first).toContainText(guides[0].excerpt);
    await expect(first).toContainText(`${guides[0].minutesToRead} min read`);
    if (guides[0].imageUrl)
      await expect(first.locator('img')).toHaveAttribute('src', guides[0].imageUrl);
    await screenshot(page, 'content', 'guides-list');

    await featuredCard.getByRole('link', { name: /Read Guide/ }).click();
    await expect(page).toHaveURL(new RegExp(`/guides/${featured.slug}$`));
  });
});

test.describe('/guides, a page at a time', () => {
  test('Next and Previous are links the server answers without script', async ({
    browser,
    request,
  }) => {
    const all = await getGuides(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // The seed's guides fit on one page: no pager there; a page past the end links back to it.
    await page.goto('/guides');
    await expect(page.getByTestId('guide-card')).toHaveCount(all.length);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
    await page.goto('/guides?page=3');
    await expect(page.getByRole('status').filter({ hasText: 'No guides' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: 'Previous' })
      .click();
    await expect(page).toHaveURL(/\/guides$/);
    await expect(page.getByTestId('guide-card')).toHaveCount(all.length);
    await context.close();
  });
});

test.describe('/guides/{slug}', () => {
  test('shows the guide and More Guides', async ({ page, request }) => {
    const guides = await getGuides(request);
    const guide = guides[1];
    await page.goto(`/guides/${guide.slug}`);
    await expectRemote(page, 'content');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.title);
    const article = page.locator('article').first();
    await expect(article).toContainText(guide.excerpt);
    await expect(article).toContainText(`By ${guide.authorName}`);
    // The publish date comes first; the byline's "Updated" date follows.
    await expect(article.locator('time').first()).toHaveText(longDate(guide.publishDate));
    await expect(article).toContainText(`${guide.minutesToRead} min read`);
    if (guide.imageUrl)
      await expect(article.locator('img').first()).toHaveAttribute('src', guide.imageUrl);
    await expect(page.getByTestId('prose').locator('h2').first()).toBeVisible();

    const more = page.locator('section', {
      has: page.getByRole('heading', { name: 'More Guides' }),
    });
    await expect(more.getByTestId('guide-card')).toHaveCount(Math.min(3, guides.length - 1));
    expect(
      await more.getByTestId('guide-card').getByRole('heading').allTextContents(),
    ).not.toContain(guide.title);
    await screenshot(page, 'content', 'guide-page');

    await page.getByRole('link', { name: /Back to Guides/ }).click();
    await expect(page).toHaveURL(/\/guides$/);
  });

  // 'Guide Not Found' (a missing guide, any failed call) and its way back: guides.test.tsx.
  test('has no horizontal scroll on a phone (390 px)', async ({ page, request }) => {
    const guides: Guide[] = await getGuides(request);
    await expectFitsPhone(
      page,
      `/guides/${guides[0].slug}`,
      page.getByRole('heading', { level: 1 }),
    );
    await screenshot(page, 'content', 'guide-page-390');
  });
});
