import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COMPARE_SORTS, noCasinoIn, type CompareRow, type Page } from '@sweepscout/shared';
import ComparePage from './ComparePage';
import { answerFetch, held, renderWithApp, type Answer } from '../test/render';
import { compareRowFixture, NEW_JERSEY, pageOf, visitorIn } from '../test/fixtures';

const EMPTY = 'No casinos match your current filters. Try adjusting your criteria.';
const ERROR = 'Failed to load casino data. Please try again later.';

const LIST_FILTERS = {
  gameTypes: ['Slots', 'Table Games', 'Live Dealer', 'Progressives'],
  bonusTypes: ['Free Coins', 'First Purchase', 'Daily Login', 'VIP Program'],
  paymentMethods: ['Credit Card', 'PayPal', 'Bank Transfer', 'Crypto'],
};
const CHECKBOXES = Object.entries(LIST_FILTERS).flatMap(([param, labels]) =>
  labels.map((label) => ({ label, param })),
);
const GROUPS = Object.entries(LIST_FILTERS);

/** 12 casinos: two pages of 10; each has every feature, so a row could show many badges. */
const ROWS: CompareRow[] = Array.from({ length: 12 }, (_, i) =>
  compareRowFixture({
    name: `Casino ${String.fromCharCode(65 + i)}`,
    rating: 5 - i * 0.25,
    features: { welcomeBonus: true, noPurchaseRequired: true, vipProgram: true },
  }),
);

const PAGING = ['sort', 'page', 'pageSize'];

/**
 * The API stand-in: the filters of the query choose a subset (a different one per query, none
 * at 5 stars), the sort rotates the order (the table must keep the API's order), the page slices.
 */
function compareAnswer(query: URLSearchParams): Page<CompareRow> {
  const filters = [...query].filter(([key]) => !PAGING.includes(key));
  const seed = [...new URLSearchParams(filters).toString()].reduce(
    (n, ch) => n + ch.charCodeAt(0),
    0,
  );
  const matching =
    query.get('minRating') === '5'
      ? []
      : filters.length
        ? ROWS.filter((_, i) => (i + seed) % 3 === 0)
        : ROWS;
  const turn = COMPARE_SORTS.findIndex((s) => s.value === query.get('sort'));
  const sorted = [...matching.slice(turn), ...matching.slice(0, turn)];
  const page = Number(query.get('page'));
  const size = Number(query.get('pageSize'));
  return pageOf(sorted.slice((page - 1) * size, page * size), page, size, sorted.length);
}

const ok = (url: URL): Answer => ({ status: 200, body: compareAnswer(url.searchParams) });

function renderCompare(route = '/compare', answer: (url: URL) => Answer | Promise<Answer> = ok) {
  const api = answerFetch(answer);
  const view = renderWithApp(<ComparePage />, { route });
  /** The query of the last API request, as an object. */
  const lastQuery = () => Object.fromEntries(api.requested().at(-1)?.searchParams ?? []);
  /** The page's own URL query parameter. */
  const urlParam = (name: string) => new URL(view.url(), 'http://localhost').searchParams.get(name);
  return { ...api, ...view, lastQuery, urlParam };
}

const shownSlugs = () =>
  Array.from(document.querySelectorAll('tr[data-casino-row]'), (el) =>
    el.getAttribute('data-casino-row'),
  );

/** Wait until the table shows exactly the rows the API answers for this query. */
async function expectAnswerShown(query: Record<string, string>): Promise<Page<CompareRow>> {
  const answered = compareAnswer(new URLSearchParams(query));
  await waitFor(() => expect(shownSlugs()).toEqual(answered.items.map((c) => c.slug)));
  return answered;
}

const DEFAULT_QUERY = { sort: 'rating-high', page: '1', pageSize: '10' };
const resultCount = () => document.querySelector('[data-result-count]')?.textContent;
// By role without the accessibility-tree check (`hidden: true`): that check reads the computed
// style of every ancestor, which on this page costs more than the rest of a test.
const checkbox = (name: string) =>
  screen.getByLabelText<HTMLInputElement>(name, { selector: 'input[type=checkbox]' });
const star = (n: number) =>
  screen.getByRole('button', { name: `${n} star${n > 1 ? 's' : ''} and up`, hidden: true });
const sortSelect = () => screen.getByLabelText<HTMLSelectElement>('Sort by');
const button = (name: string) =>
  screen.getByRole<HTMLButtonElement>('button', { name, hidden: true });

function expectChosen(chosen: boolean, sort: string) {
  expect(checkbox('Slots').checked).toBe(chosen);
  expect(checkbox('Daily Login').checked).toBe(chosen);
  expect(star(4).getAttribute('aria-pressed')).toBe(String(chosen));
  expect(sortSelect().value).toBe(sort);
}

// jsdom lays nothing out, so it has no scrolling: the page scrolls to the results on a new page.
beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

describe('ComparePage', () => {
  it('shows 4 skeleton rows while loading, the error text when the API fails, and Apply Filters fetches again', async () => {
    const first = held<Answer>();
    let failing = true;
    const view = renderCompare('/compare', (url) => (failing ? first.promise : ok(url)));
    expect(document.querySelectorAll('tr[data-skeleton="row"]')).toHaveLength(4);
    expect(shownSlugs()).toEqual([]);
    await act(async () =>
      first.release({ status: 500, body: { message: 'Internal server error' } }),
    );
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toBe(ERROR);
    expect(document.querySelectorAll('tr[data-casino-row], tr[data-skeleton]')).toHaveLength(0);

    failing = false;
    fireEvent.click(button('Apply Filters'));
    await expectAnswerShown(DEFAULT_QUERY);
    expect(view.requested()).toHaveLength(2);
  });

  it('starts with no filter, any rating and the default sort, and shows the first page the API answered', async () => {
    const view = renderCompare();
    for (const { label } of CHECKBOXES) expect(checkbox(label).checked).toBe(false);
    for (let n = 1; n <= 5; n += 1) expect(star(n).getAttribute('aria-pressed')).toBe('false');
    expect(sortSelect().value).toBe('rating-high');
    expect(sortSelect().selectedOptions[0].textContent).toBe('Rating High to Low');

    await expectAnswerShown(DEFAULT_QUERY);
    expect(view.lastQuery()).toEqual(DEFAULT_QUERY);
    expect(view.requested()[0].pathname).toBe('/api/casinos/compare');
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(button('Previous').disabled).toBe(true);
    expect(button('Next').disabled).toBe(false);
    expect(resultCount()).toBe('Showing 1–10 of 12 casinos');

    const table = screen.getByRole('table', { hidden: true });
    for (const header of ['Casino', 'Rating', 'Bonus', 'Games', 'Features', 'Action']) {
      expect(within(table).getByRole('columnheader', { name: header, hidden: true })).toBeTruthy();
    }
    for (const row of document.querySelectorAll<HTMLElement>('tr[data-casino-row]')) {
      const badges = within(row).getByRole('list', { name: 'Features', hidden: true });
      expect(within(badges).getAllByRole('listitem', { hidden: true })).toHaveLength(1);
    }
  });

  // One test per group: a group's four re-renders stay well inside a test's time on a busy machine.
  it.each(GROUPS)(
    'each %s checkbox refetches at once with its label, shows the answer and is kept in the URL',
    async (param, labels) => {
      const view = renderCompare();
      await expectAnswerShown(DEFAULT_QUERY);
      for (const label of labels) {
        fireEvent.click(checkbox(label));
        expect(checkbox(label).checked).toBe(true);
        const query = { ...DEFAULT_QUERY, [param]: label };
        expect(view.lastQuery()).toEqual(query);
        expect(view.urlParam(param)).toBe(label);
        const answered = await expectAnswerShown(query);
        expect(answered.total).toBeGreaterThan(0);
        expect(resultCount()).toBe(`Showing 1–${answered.total} of ${answered.total} casinos`);
        fireEvent.click(checkbox(label));
        await waitFor(() => expect(view.url()).toBe('/compare'));
      }
    },
  );

  it('clicking star N sets the minimum rating in the URL and the API query', async () => {
    const view = renderCompare();
    await expectAnswerShown(DEFAULT_QUERY);
    for (const n of [4, 3]) {
      fireEvent.click(star(n));
      expect(star(n).getAttribute('aria-pressed')).toBe('true');
      const query = { ...DEFAULT_QUERY, minRating: String(n) };
      expect(view.lastQuery()).toEqual(query);
      await waitFor(() => expect(view.urlParam('minRating')).toBe(String(n)));
      const answered = await expectAnswerShown(query);
      expect(shownSlugs()).toHaveLength(answered.total);
    }
    expect(star(4).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Rated 3 or more')).toBeTruthy();
  });

  it('a filter the API answers with nothing shows the empty text', async () => {
    renderCompare();
    await expectAnswerShown(DEFAULT_QUERY);
    fireEvent.click(star(5));
    expect(await screen.findByText(EMPTY)).toBeTruthy();
    expect(shownSlugs()).toEqual([]);
    expect(resultCount()).toBe('No casinos found');
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
  });

  it("a list empty without any filter names the visitor's state that left it empty, with the way back to every state", async () => {
    // What the API answers a visitor whose state no casino takes players from.
    renderCompare('/compare?sort=name', (url) =>
      url.pathname === '/api/visitor'
        ? visitorIn(NEW_JERSEY)
        : { status: 200, body: pageOf([], 1, Number(url.searchParams.get('pageSize')), 0) },
    );
    expect(await screen.findByText(noCasinoIn('New Jersey'), { exact: false })).toBeTruthy();
    expect(screen.queryByText(EMPTY)).toBeNull();
    expect(screen.getByRole('link', { name: 'Show all states' }).getAttribute('href')).toBe(
      '/choose-state?state=all&back=%2Fcompare%3Fsort%3Dname',
    );
  });

  it("the same empty list for a visitor of all states keeps the filters' empty text", async () => {
    renderCompare('/compare', (url) =>
      url.pathname === '/api/visitor'
        ? visitorIn(null)
        : { status: 200, body: pageOf([], 1, Number(url.searchParams.get('pageSize')), 0) },
    );
    expect(await screen.findByText(EMPTY)).toBeTruthy();
  });

  it("each sort asks the API for it, keeps the API's order and is kept in the URL (but the default)", async () => {
    const view = renderCompare();
    await expectAnswerShown(DEFAULT_QUERY);
    for (const { value } of COMPARE_SORTS.slice(1)) {
      fireEvent.change(sortSelect(), { target: { value } });
      const query = { ...DEFAULT_QUERY, sort: value };
      expect(view.lastQuery()).toEqual(query);
      await expectAnswerShown(query);
      await waitFor(() => expect(view.urlParam('sort')).toBe(value));
    }
    // Back to the default: a clean URL, and the first answer again (from the cache).
    fireEvent.change(sortSelect(), { target: { value: 'rating-high' } });
    await waitFor(() => expect(view.url()).toBe('/compare'));
    await expectAnswerShown(DEFAULT_QUERY);
    expect(view.requested()).toHaveLength(COMPARE_SORTS.length);
  });

  it('filters and sort combine in the URL and the API query; Reset clears them all', async () => {
    const view = renderCompare();
    await expectAnswerShown(DEFAULT_QUERY);
    fireEvent.click(checkbox('Slots'));
    fireEvent.click(checkbox('Daily Login'));
    fireEvent.click(star(4));
    fireEvent.change(sortSelect(), { target: { value: 'games-count' } });
    const query = {
      gameTypes: 'Slots',
      bonusTypes: 'Daily Login',
      minRating: '4',
      sort: 'games-count',
      page: '1',
      pageSize: '10',
    };
    expect(view.lastQuery()).toEqual(query);
    await expectAnswerShown(query);
    await waitFor(() =>
      expect(view.url()).toBe(
        '/compare?gameTypes=Slots&bonusTypes=Daily+Login&minRating=4&sort=games-count',
      ),
    );
    expectChosen(true, 'games-count');

    fireEvent.click(screen.getByRole('link', { name: 'Reset', hidden: true }));
    await waitFor(() => expect(view.url()).toBe('/compare'));
    expectChosen(false, 'rating-high');
    await expectAnswerShown(DEFAULT_QUERY);
  });

  it("'Apply Filters' logs the filters to the console and fetches again", async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const view = renderCompare('/compare?paymentMethods=PayPal');
    const query = { ...DEFAULT_QUERY, paymentMethods: 'PayPal' };
    await expectAnswerShown(query);
    expect(view.requested()).toHaveLength(1);
    fireEvent.click(button('Apply Filters'));
    expect(log).toHaveBeenCalledWith(
      'Applying filters:',
      expect.objectContaining({ paymentMethods: ['PayPal'], sort: 'rating-high' }),
    );
    await waitFor(() => expect(view.requested()).toHaveLength(2));
    expect(view.lastQuery()).toEqual(query);
    log.mockRestore();
  });

  it('Next and Previous ask for the page, are disabled at the ends and kept in the URL; a filter goes back to page 1', async () => {
    const view = renderCompare();
    await expectAnswerShown(DEFAULT_QUERY);
    fireEvent.click(button('Next'));
    const second = { ...DEFAULT_QUERY, page: '2' };
    expect(view.lastQuery()).toEqual(second);
    await expectAnswerShown(second);
    await waitFor(() => expect(view.urlParam('page')).toBe('2'));
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(button('Next').disabled).toBe(true);
    expect(button('Previous').disabled).toBe(false);
    expect(resultCount()).toBe('Showing 11–12 of 12 casinos');

    fireEvent.click(button('Previous'));
    await expectAnswerShown(DEFAULT_QUERY);
    await waitFor(() => expect(view.url()).toBe('/compare'));

    fireEvent.click(button('Next'));
    await expectAnswerShown(second);
    fireEvent.click(checkbox('Crypto'));
    expect(view.lastQuery()).toEqual({ ...DEFAULT_QUERY, paymentMethods: 'Crypto' });
    expect(await screen.findByText('Page 1 of 1')).toBeTruthy();
    expect(button('Previous').disabled).toBe(true);
    expect(button('Next').disabled).toBe(true);
    expect(view.urlParam('page')).toBeNull();
  });

  it('bad values in a shared URL fall back to the defaults', async () => {
    const view = renderCompare('/compare?gameTypes=Bingo&minRating=12&sort=cheapest&page=-1');
    await expectAnswerShown(DEFAULT_QUERY);
    expect(view.requested().map((url) => Object.fromEntries(url.searchParams))).toEqual([
      DEFAULT_QUERY,
    ]);
    expect(sortSelect().value).toBe('rating-high');
    expect(checkbox('Slots').checked).toBe(false);
    expect(screen.getByText('Any rating')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
  });
});
