import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReviewSort } from '@sweepscout/shared';
import ReviewsPage from './ReviewsPage';
import { aPage, aReview, reviews } from '../test/fixtures';
import { renderWithApp, routeFetch } from '../test/render';

// Plain DOM queries where role queries would only add time (each card's title is its one link).
const cardTitles = () =>
  screen.queryAllByTestId('review-card').map((card) => card.querySelector('a')?.textContent);

// Each sort answers its own reviews, so a list shows which request it came from.
const SORTED: Record<ReviewSort, number[]> = {
  latest: [1, 2, 3],
  'rating-high': [3, 1, 2],
  'rating-low': [2, 1, 3],
};
const titlesOf = (sort: ReviewSort) => SORTED[sort].map((n) => `Review ${n}`);

/** Answers GET /api/reviews?sort=…&page=… with its sort's reviews, as one page. */
function answerSorts() {
  return routeFetch((url) => {
    const sort = new URLSearchParams(url.split('?')[1]).get('sort') as ReviewSort;
    return { status: 200, body: aPage(SORTED[sort].map((n) => aReview(n))) };
  });
}

const sortBy = () => screen.getByLabelText('Sort by') as HTMLSelectElement;

async function choose(sort: ReviewSort) {
  await act(async () => fireEvent.change(sortBy(), { target: { value: sort } }));
  await waitFor(() => expect(cardTitles()).toEqual(titlesOf(sort)));
}

describe('ReviewsPage, sorted', () => {
  it('offers the three sorts, Newest First by default', async () => {
    answerSorts();
    renderWithApp(<ReviewsPage />, { route: '/reviews' });
    expect(Array.from(sortBy().options, (o) => o.textContent)).toEqual([
      'Newest First',
      'Highest Rated',
      'Lowest Rated',
    ]);
    expect(sortBy().value).toBe('latest');
    await waitFor(() => expect(cardTitles()).toEqual(titlesOf('latest')));
  });

  it('puts the sort choice in the URL and in the request, and lists its answer', async () => {
    const fetch = answerSorts();
    const { url } = renderWithApp(<ReviewsPage />, { route: '/reviews' });
    await waitFor(() => expect(cardTitles()).toEqual(titlesOf('latest')));
    await choose('rating-high');
    expect(url()).toBe('/reviews?sort=rating-high');
    await choose('rating-low');
    expect(url()).toBe('/reviews?sort=rating-low');
    await choose('latest');
    expect(url()).toBe('/reviews?sort=latest');
    // Back to a sort already loaded: answered from the cache, no new request.
    expect(fetch.urls()).toEqual([
      '/api/reviews?sort=latest&page=1&pageSize=24',
      '/api/reviews?sort=rating-high&page=1&pageSize=24',
      '/api/reviews?sort=rating-low&page=1&pageSize=24',
    ]);
  });

  it('reads the sort from the URL', async () => {
    const fetch = answerSorts();
    renderWithApp(<ReviewsPage />, { route: '/reviews?sort=rating-high' });
    expect(sortBy().value).toBe('rating-high');
    await waitFor(() => expect(cardTitles()).toEqual(titlesOf('rating-high')));
    expect(fetch.urls()).toEqual(['/api/reviews?sort=rating-high&page=1&pageSize=24']);
  });

  it('shows each card with its excerpt, author and date, linking to its review', async () => {
    answerSorts();
    renderWithApp(<ReviewsPage />, { route: '/reviews' });
    const [first] = await screen.findAllByTestId('review-card');
    expect(first.textContent).toContain('The short take of review 1.');
    expect(first.textContent).toContain('By Jamie Rivera');
    expect(first.textContent).toContain('March 1, 2026');
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/reviews/review-1');
  });
});

describe('ReviewsPage, a page at a time', () => {
  // Five reviews, answered as two pages (as the API pages a list longer than a page).
  const all = reviews(5);
  const pages = [all.slice(0, 3), all.slice(3)];

  function answerPages() {
    return routeFetch((url) => {
      const query = new URLSearchParams(url.split('?')[1]);
      const n = Number(query.get('page'));
      const items = query.get('sort') === 'rating-high' ? (pages[n - 1] ?? []) : all;
      const totalPages = query.get('sort') === 'rating-high' ? 2 : 1;
      return { status: 200, body: aPage(items, { page: n, total: all.length, totalPages }) };
    });
  }

  const pager = () => {
    const nav = document.querySelector<HTMLElement>('nav[aria-label="Pagination"]');
    if (!nav) throw new Error('no Pagination navigation');
    return nav;
  };
  const titles = (list: typeof all) => list.map((r) => r.title);

  it('a page past the last says so (not "check back later"), and Previous leads to the last page', async () => {
    answerPages();
    renderWithApp(<ReviewsPage />, { route: '/reviews?sort=rating-high&page=9' });
    expect(await screen.findByText('No reviews on this page: the list has 2 pages.')).toBeTruthy();
    expect(screen.queryByText('No reviews found. Please check back later.')).toBeNull();
    expect(within(pager()).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/reviews?sort=rating-high&page=2',
    );
  });

  it('Previous and Next move through the pages the API answers, in the sort of the URL', async () => {
    const fetch = answerPages();
    const { url } = renderWithApp(<ReviewsPage />, { route: '/reviews?sort=rating-high' });
    await waitFor(() => expect(cardTitles()).toEqual(titles(pages[0])));
    expect(pager().textContent).toContain('Page 1 of 2');
    expect(within(pager()).getByRole('button', { name: 'Previous' })).toHaveProperty(
      'disabled',
      true,
    );

    await act(async () => fireEvent.click(within(pager()).getByRole('link', { name: 'Next' })));
    expect(url()).toBe('/reviews?sort=rating-high&page=2');
    await waitFor(() => expect(cardTitles()).toEqual(titles(pages[1])));
    expect(pager().textContent).toContain('Page 2 of 2');
    expect(within(pager()).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);

    await act(async () => fireEvent.click(within(pager()).getByRole('link', { name: 'Previous' })));
    expect(url()).toBe('/reviews?sort=rating-high');
    await waitFor(() => expect(cardTitles()).toEqual(titles(pages[0])));

    // A new sort starts from its first page.
    await act(async () => fireEvent.click(within(pager()).getByRole('link', { name: 'Next' })));
    await waitFor(() => expect(cardTitles()).toEqual(titles(pages[1])));
    await act(async () => fireEvent.change(sortBy(), { target: { value: 'latest' } }));
    expect(url()).toBe('/reviews?sort=latest');
    await waitFor(() => expect(cardTitles()).toEqual(titles(all)));
    expect(document.querySelector('nav[aria-label="Pagination"]')).toBeNull();
    expect(fetch.urls()).toEqual([
      '/api/reviews?sort=rating-high&page=1&pageSize=24',
      '/api/reviews?sort=rating-high&page=2&pageSize=24',
      '/api/reviews?sort=latest&page=1&pageSize=24',
    ]);
  });
});
