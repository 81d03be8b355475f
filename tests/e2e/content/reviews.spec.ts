import { expect, test, type APIRequestContext, type Page } from '../../support/test';
import type { Casino, Review } from '@sweepscout/shared';
import { expectFitsPhone, expectRemote, getJson, getReviews, screenshot } from '../../support/site';
import { expectSameList, longDate } from './helpers';

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
  // The sort choice, its URL and its request: ReviewsPage.test.tsx.
  test('lists every review, newest first, and keeps the sort of the URL on a fresh load', async ({
    page,
    request,
  }) => {
    await page.goto('/reviews');
    await expectRemote(page, 'content');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sweepstakes Casino Reviews');
    await expect(page.getByTestId('review-card').first()).toBeVisible();
    await expectReviewList(page, request, 'latest');
    await expect(page.getByLabel('Sort by')).toHaveValue('latest');

    const first = page.getByTestId('review-card').first();
    const firstTitle = (await cardTitles(page))[0];
    const firstReview = (await getReviews(request)).find((r) => r.title === firstTitle);
    if (!firstReview) throw new Error(`no review titled ${firstTitle}`);
    await expect(first).toContainText(firstReview.excerpt.slice(0, 30));
    await expect(first).toContainText(`By ${firstReview.authorName}`);
    await expect(first).toContainText(longDate(firstReview.publishDate));
    await screenshot(page, 'content', 'reviews-list');

    // The sort lives in the URL: a fresh load keeps it.
    await page.goto('/reviews?sort=rating-high');
    await expect(page.getByLabel('Sort by')).toHaveValue('rating-high');
    await expectReviewList(page, request, 'rating-high');

    // A card opens its review.
    await page.getByTestId('review-card').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/reviews\/[a-z0-9-]+$/);
  });
});

// Previous and Next in the app, with the URL and the requests: ReviewsPage.test.tsx.
test.describe('/reviews, a page at a time', () => {
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

  // Previous, next and the dots, and the keys as jsdom sends them: reviews.test.tsx.
  test('moves through the images with the keyboard once the carousel has focus', async ({
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

  // No images, a failed or unknown review, a failed casino call: ReviewPage.test.tsx.
  test('reads well on a phone (390 px)', async ({ page, request }) => {
    const [review] = await getReviews(request);
    await expectFitsPhone(page, `/reviews/${review.slug}`, page.getByTestId('sticky-bar'));
    await expect(page.getByTestId('sticky-bar')).toBeInViewport();
    await screenshot(page, 'content', 'review-page-390');
  });
});
