import { expect, test, type APIRequestContext, type Page } from '../../support/test';
import type { Casino, Review } from '@sweepscout/shared';
import {
  expectFitsPhone,
  expectRemote,
  getJson,
  getReviews,
  openClientSide,
  recordRequests,
  screenshot,
} from '../../support/site';
import { expectSameList, fulfill, longDate } from './helpers';

type Request = APIRequestContext;

const cardTitles = (page: Page) =>
  page.getByTestId('review-card').getByRole('heading').allTextContents();

/** The page lists the API's reviews for the sort, in its order. */
async function expectReviewList(page: Page, request: Request, sort: string) {
  await expect(async () => {
    await expect(page.getByTestId('skeleton-card')).toHaveCount(0);
    const api = await getJson<Review[]>(request, `/api/reviews?sort=${sort}`);
    expectSameList(
      await cardTitles(page),
      api.map((r) => r.title),
    );
  }).toPass({ timeout: 10_000 });
}

test.describe('/reviews', () => {
  test('lists every review, newest first, and sorts by the URL and the sort choice', async ({
    page,
    request,
  }) => {
    await page.goto('/reviews');
    await expectRemote(page, 'content');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sweepstakes Casino Reviews');
    await expect(page.getByTestId('review-card').first()).toBeVisible();
    await expectReviewList(page, request, 'latest');
    const sort = page.getByLabel('Sort by');
    await expect(sort).toHaveValue('latest');
    expect(await sort.locator('option').allTextContents()).toEqual([
      'Newest First',
      'Highest Rated',
      'Lowest Rated',
    ]);

    const first = page.getByTestId('review-card').first();
    const firstTitle = (await cardTitles(page))[0];
    const firstReview = (await getReviews(request)).find((r) => r.title === firstTitle);
    if (!firstReview) throw new Error(`no review titled ${firstTitle}`);
    await expect(first).toContainText(firstReview.excerpt.slice(0, 30));
    await expect(first).toContainText(`By ${firstReview.authorName}`);
    await expect(first).toContainText(longDate(firstReview.publishDate));
    await screenshot(page, 'content', 'reviews-list');

    await sort.selectOption({ label: 'Highest Rated' });
    await expect(page).toHaveURL(/\/reviews\?sort=rating-high$/);
    await expectReviewList(page, request, 'rating-high');

    await sort.selectOption({ label: 'Lowest Rated' });
    await expect(page).toHaveURL(/\/reviews\?sort=rating-low$/);
    await expectReviewList(page, request, 'rating-low');

    // The sort lives in the URL: a fresh load keeps it.
    await page.goto('/reviews?sort=rating-high');
    await expect(page.getByLabel('Sort by')).toHaveValue('rating-high');
    await expectReviewList(page, request, 'rating-high');

    await sort.selectOption({ label: 'Newest First' });
    await expect(page).toHaveURL(/\/reviews\?sort=latest$/);
    await expectReviewList(page, request, 'latest');

    // A card opens its review.
    await page.getByTestId('review-card').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/reviews\/[a-z0-9-]+$/);
  });

  test('asks the API for the chosen sort (the sort is part of the query key)', async ({ page }) => {
    await page.goto('/reviews');
    await expect(page.getByTestId('review-card').first()).toBeVisible();
    const asked = page.waitForRequest((r) => r.url().includes('/api/reviews?sort=rating-low'));
    await page.getByLabel('Sort by').selectOption('rating-low');
    await asked;
    // Back to a sort already loaded: answered from the cache, no new request.
    const refetched = recordRequests(page, (r) => r.url().includes('/api/reviews?sort=latest'));
    await page.getByLabel('Sort by').selectOption('latest');
    await expect(page.getByTestId('review-card').first()).toBeVisible();
    expect(refetched).toEqual([]);
  });
});

test.describe('/reviews, a page at a time', () => {
  test('Previous and Next move through the pages the API answers, in the sort of the URL', async ({
    page,
    request,
  }) => {
    const all = await getJson<Review[]>(request, '/api/reviews?sort=rating-high');
    // The seed's reviews answered as two pages, as the API pages a list longer than a page.
    const pages = [all.slice(0, 5), all.slice(5)];
    const asked: string[] = [];
    await page.route('**/api/reviews?sort=rating-high&page=*', (route) => {
      const query = new URL(route.request().url()).searchParams;
      asked.push(`${query.get('page')}/${query.get('pageSize')}`);
      const n = Number(query.get('page'));
      return fulfill(200, {
        items: pages[n - 1] ?? [],
        page: n,
        pageSize: 24,
        total: all.length,
        totalPages: 2,
      })(route);
    });
    await openClientSide(page, '/reviews?sort=rating-high');
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager).toContainText('Page 1 of 2');
    expect(await cardTitles(page)).toEqual(pages[0].map((r) => r.title));
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/reviews\?sort=rating-high&page=2$/);
    await expect(pager).toContainText('Page 2 of 2');
    await expect(async () =>
      expect(await cardTitles(page)).toEqual(pages[1].map((r) => r.title)),
    ).toPass();
    await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
    await screenshot(page, 'content', 'reviews-page-2');
    // A new sort starts from its first page.
    await page.getByLabel('Sort by').selectOption('latest');
    await expect(page).toHaveURL(/\/reviews\?sort=latest$/);
    expect(asked).toEqual(['1/24', '2/24']);
  });

  test('a page past the end, served without script, says so and links back to the last page', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/reviews?sort=rating-low&page=9');
    await expect(page.getByRole('status').filter({ hasText: 'No reviews' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: 'Previous' })
      .click();
    // The seed's reviews fit on one page: back on it, in the same sort.
    await expect(page).toHaveURL(/\/reviews\?sort=rating-low$/);
    await expect(page.getByTestId('review-card').first()).toBeVisible();
    await context.close();
  });
});

test.describe('/reviews/{slug}', () => {
  test('shows the review, its casino in a sidebar and a sticky bar, with tracked casino links', async ({
    page,
    request,
  }) => {
    const reviews = await getReviews(request);
    const review = reviews.find((r) => r.reviewImages.length > 1) ?? reviews[0];
    const casino = await getJson<Casino>(request, `/api/casinos/${review.casinoId}`);

    await page.goto(`/reviews/${review.slug}`);
    await expectRemote(page, 'content');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(review.title);
    const article = page.locator('article').first();
    await expect(
      article.getByRole('img', { name: `Rated ${review.rating.toFixed(1)} out of 5` }),
    ).toBeVisible();
    await expect(article).toContainText(`By ${review.authorName}`);
    // The publish date comes first; the byline's "Updated" date follows.
    await expect(article.locator('time').first()).toHaveText(longDate(review.publishDate));
    await expect(article.locator('blockquote')).toHaveText(review.excerpt);
    // The HTML content is rendered as HTML (headings and lists), inside the prose container.
    const prose = page.getByTestId('prose');
    await expect(prose.locator('h2').first()).toBeVisible();
    await expect(prose.locator('ul li').first()).toBeVisible();

    // Breadcrumb back to the reviews.
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Casino Reviews' })).toHaveAttribute(
      'href',
      '/reviews',
    );
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(review.title);

    // Sidebar: promo card and About {casino}.
    const about = page.getByTestId('about-casino');
    await expect(about.getByRole('heading', { name: `About ${casino.name}` })).toBeVisible();
    await expect(about).toContainText(`${casino.rating.toFixed(1)}/5`);
    await expect(about).toContainText(casino.description.slice(0, 40));
    await expect(about).toContainText(casino.bonusAmount);
    await expect(about).toContainText(casino.gamesCount);
    await expect(about).toContainText(casino.gameTypes);
    await expect(about.getByRole('link', { name: 'View Full Details' })).toHaveAttribute(
      'href',
      `/casino/${casino.slug}`,
    );
    const promo = page.getByTestId('promo-card');
    await expect(promo).toContainText(casino.bonusAmount);
    const claim = promo.getByRole('link', { name: 'Claim Bonus' });
    await expect(claim).toHaveAttribute('href', `/go/${casino.slug}?from=review-sidebar`);
    await expect(claim).toHaveAttribute('rel', 'sponsored noopener');
    await expect(claim).toHaveAttribute('target', '_blank');

    // The sticky green bar stays on screen while the page scrolls.
    const bar = page.getByTestId('sticky-bar');
    await expect(bar).toContainText(casino.name);
    await expect(bar).toContainText(casino.bonusAmount);
    await expect(bar).toHaveCSS('background-color', 'rgb(22, 101, 52)');
    await expect(bar).toHaveCSS('position', 'sticky');
    const start = bar.getByRole('link', { name: 'Start Playing Now' });
    await expect(start).toHaveAttribute('href', `/go/${casino.slug}?from=review-sticky-bar`);
    await expect(start).toHaveAttribute('rel', 'sponsored noopener');
    await page.mouse.wheel(0, 1500);
    await expect(bar).toBeInViewport();
    await screenshot(page, 'content', 'review-page');

    // A click fires its analytics event and opens the tracked redirect in a new tab.
    const event = page.waitForRequest(
      (r) => r.url().endsWith('/api/events') && (r.postData() ?? '').includes('visit_casino'),
    );
    const popup = page.waitForEvent('popup');
    await start.click();
    expect((await event).postData()).toContain(casino.name);
    await (await popup).close();

    // View Full Details opens the casino page and is tracked as a casino click.
    const casinoClick = page.waitForRequest(
      (r) => r.url().endsWith('/api/events') && (r.postData() ?? '').includes('casino_click'),
    );
    await about.getByRole('link', { name: 'View Full Details' }).click();
    await expect(page).toHaveURL(new RegExp(`/casino/${casino.slug}$`));
    expect((await casinoClick).postData()).toContain(casino.name);

    await page.goBack();
    await breadcrumb.getByRole('link', { name: 'Casino Reviews' }).click();
    await expect(page).toHaveURL(/\/reviews$/);
  });

  test('moves through the images with previous, next, dots and the keyboard', async ({
    page,
    request,
  }) => {
    const review = (await getReviews(request)).find((r) => r.reviewImages.length > 1);
    if (!review) throw new Error('the seed has a review with several images');
    const count = review.reviewImages.length;
    await page.goto(`/reviews/${review.slug}`);
    const carousel = page.getByRole('region', { name: `${review.title} images` });
    const image = carousel.locator('img');
    await expect(image).toHaveAttribute('src', review.reviewImages[0]);
    await carousel.getByRole('button', { name: 'Next image' }).click();
    await expect(image).toHaveAttribute('src', review.reviewImages[1]);
    await carousel.getByRole('button', { name: 'Previous image' }).click();
    await carousel.getByRole('button', { name: 'Previous image' }).click();
    await expect(image).toHaveAttribute('src', review.reviewImages[count - 1]);
    await carousel.getByRole('button', { name: 'Go to image 1' }).click();
    await expect(image).toHaveAttribute('src', review.reviewImages[0]);
    await expect(carousel.getByRole('button', { name: 'Go to image 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await carousel.focus();
    await page.keyboard.press('ArrowRight');
    await expect(image).toHaveAttribute('src', review.reviewImages[1]);
    await page.keyboard.press('End');
    await expect(image).toHaveAttribute('src', review.reviewImages[count - 1]);
    await page.keyboard.press('ArrowRight');
    await expect(image).toHaveAttribute('src', review.reviewImages[0]);
    await page.keyboard.press('ArrowLeft');
    await expect(image).toHaveAttribute('src', review.reviewImages[count - 1]);
  });

  test("says 'No images available' for a review without images", async ({ page, request }) => {
    const review = (await getReviews(request)).find((r) => r.reviewImages.length === 0);
    if (!review) throw new Error('the seed has a review without images');
    await page.goto(`/reviews/${review.slug}`);
    await expect(page.getByText('No images available')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next image' })).toHaveCount(0);
  });

  test("shows 'Error Loading Review' with a back button for an unknown slug", async ({ page }) => {
    await page.goto('/reviews/no-such-review-here');
    await expect(page.getByRole('heading', { name: 'Error Loading Review' })).toBeVisible();
    await screenshot(page, 'content', 'review-error');
    await page.getByRole('link', { name: /Back to Reviews/ }).click();
    await expect(page).toHaveURL(/\/reviews$/);
    await expect(page.getByTestId('review-card').first()).toBeVisible();
  });

  test("shows 'Error Loading Review' when the call fails", async ({ page, request }) => {
    const [review] = await getReviews(request);
    await page.route('**/api/reviews/slug/**', fulfill(500, { message: 'Internal server error' }));
    await openClientSide(page, `/reviews/${review.slug}`);
    await expect(page.getByRole('alert')).toContainText('Error Loading Review');
    await expect(page.getByRole('link', { name: /Back to Reviews/ })).toBeVisible();
  });

  test("still shows the review when its casino's call fails, without the casino parts", async ({
    page,
    request,
  }) => {
    const [review] = await getReviews(request);
    await page.route(`**/api/casinos/${review.casinoId}`, fulfill(500, { message: 'boom' }));
    await openClientSide(page, `/reviews/${review.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(review.title);
    await expect(page.getByTestId('prose')).toBeVisible();
    await expect(page.getByTestId('sticky-bar')).toHaveCount(0);
    await expect(page.getByTestId('about-casino')).toHaveCount(0);
  });

  test('reads well on a phone (390 px)', async ({ page, request }) => {
    const [review] = await getReviews(request);
    await expectFitsPhone(page, `/reviews/${review.slug}`, page.getByTestId('sticky-bar'));
    await expect(page.getByTestId('sticky-bar')).toBeInViewport();
    await screenshot(page, 'content', 'review-page-390');
  });
});
