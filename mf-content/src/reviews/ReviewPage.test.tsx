import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { contentApi } from '../api/contentApi';
import ReviewPage from './ReviewPage';
import ReviewsPage from './ReviewsPage';
import { aCasino, aPage, aReview } from '../test/fixtures';
import { renderWithApp, routeFetch, type Reply } from '../test/render';

const review = aReview(1);
const casino = aCasino(review.casinoId);

/** Answers the review page's calls: the review by its slug, its casino, the list; else 404. */
function answerReviewPage(replies: { review?: Reply; casino?: Reply } = {}) {
  return routeFetch((url) => {
    if (url === `/api/reviews/slug/${review.slug}`)
      return replies.review ?? { status: 200, body: review };
    if (url === `/api/casinos/${review.casinoId}`)
      return replies.casino ?? { status: 200, body: casino };
    if (url.startsWith('/api/reviews?')) return { status: 200, body: aPage([review]) };
    return { status: 404, body: { message: 'Not found' } };
  });
}

const openReview = (slug = review.slug) =>
  renderWithApp(<ReviewPage />, {
    route: `/reviews/${slug}`,
    path: '/reviews/:slug',
    pages: { '/reviews': <ReviewsPage /> },
  });

describe('ReviewPage', () => {
  it('shows the review with its casino in a sidebar and a sticky bar', async () => {
    const fetch = answerReviewPage();
    openReview();
    expect((await screen.findByTestId('about-casino')).textContent).toContain('About Lucky Coast');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(review.title);
    expect(screen.getByTestId('sticky-bar').textContent).toContain('Start Playing Now');
    expect(fetch.urls()).toContain(`/api/casinos/${review.casinoId}`);
  });

  it("still shows the review when its casino's call fails, without the casino parts", async () => {
    answerReviewPage({ casino: { status: 500, body: { message: 'boom' } } });
    const { store } = openReview();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(review.title);
    expect(screen.getByTestId('prose')).toBeTruthy();
    // The casino parts are looked for once the casino's call has failed, not before it answers.
    const casinoRead = contentApi.endpoints.getReviewCasino.select(review.casinoId);
    await waitFor(() => expect(casinoRead(store.getState()).isError).toBe(true));
    expect(screen.queryByTestId('sticky-bar')).toBeNull();
    expect(screen.queryByTestId('about-casino')).toBeNull();
    expect(screen.queryByTestId('promo-card')).toBeNull();
  });

  it('shows the article once the authors its byline names are in: no name moves it afterwards', async () => {
    let answerAuthors: (reply: Reply) => void = () => undefined;
    const authorsAnswered = new Promise<Reply>((resolve) => (answerAuthors = resolve));
    const bylined = aReview(1, { authorId: 'author-1', factCheckerId: 'author-2' });
    routeFetch((url) => {
      if (url === `/api/reviews/slug/${review.slug}`) return { status: 200, body: bylined };
      if (url === '/api/authors') return authorsAnswered;
      if (url === `/api/casinos/${review.casinoId}`) return { status: 200, body: casino };
      return { status: 404, body: { message: 'Not found' } };
    });
    const { store } = openReview();
    const reviewRead = contentApi.endpoints.getReviewBySlug.select(review.slug);
    await waitFor(() => expect(reviewRead(store.getState()).isSuccess).toBe(true));
    // The review is in, the authors are not: still the loading state, no article yet.
    expect(screen.getByLabelText('Loading review')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    const author = (id: string, name: string) => ({
      id,
      name,
      slug: id,
      role: 'Editor',
      photoUrl: null,
      credentials: null,
      bio: '',
      links: [],
    });
    await act(async () =>
      answerAuthors({
        status: 200,
        body: [author('author-1', 'Jordan Reyes'), author('author-2', 'Sam Lee')],
      }),
    );
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(review.title);
    const byline = document.querySelector('[data-byline]');
    expect(byline?.textContent).toMatch(/^By Jordan Reyes · Fact-checked by Sam Lee · Updated /);
  });

  it('shows the article with the names it has when the authors cannot be read', async () => {
    answerReviewPage();
    openReview();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(review.title);
    expect(document.querySelector('[data-byline]')?.textContent).toContain(
      `By ${review.authorName} · Updated `,
    );
  });

  it("says 'No images available' for a review without images", async () => {
    answerReviewPage({ review: { status: 200, body: aReview(1, { reviewImages: [] }) } });
    openReview();
    expect(await screen.findByText('No images available')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull();
  });

  it.each([
    ['for an unknown slug (404)', 'no-such-review-here', {}],
    [
      'when the call fails',
      review.slug,
      { review: { status: 500, body: { message: 'Internal server error' } } },
    ],
  ])(
    "shows 'Error Loading Review' %s, with a back button to the list",
    async (_, slug, replies) => {
      answerReviewPage(replies);
      const { url } = openReview(slug);
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByRole('heading').textContent).toBe('Error Loading Review');
      const back = within(alert).getByRole('link', { name: /Back to Reviews/ });
      await act(async () => fireEvent.click(back));
      expect(url()).toBe('/reviews');
      expect(await screen.findAllByTestId('review-card')).toHaveLength(1);
    },
  );
});
