import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { casinoRecord, reviewRecord } from '../../test/fixtures';
import { queryOf } from '../../test/listServer';
import * as admin from '../../test/renderAdmin';

jest.mock('@sweepscout/kit', () => jest.requireActual('../../test/kitWithPreviewStub').kit);

const CROWN = casinoRecord({ name: 'Crown Coins Casino' });
const REVIEW = reviewRecord({
  title: 'Admin Test Review',
  rating: 4.4,
  publishDate: '2026-03-07T00:00:00.000Z',
});

/** The reviews list with one review; the casino search finds the casinos whose name holds `q`. */
function reviewsApi() {
  return admin.answerApi({
    'GET /api/admin/reviews': () => ({ body: [REVIEW] }),
    'GET /api/admin/casinos': ({ url }) => {
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      return { body: [CROWN].filter((casino) => casino.name.toLowerCase().includes(q)) };
    },
  });
}

const openAdd = () => admin.openAddDialog('/admin/reviews', REVIEW.title, 'Review');

describe('the reviews screen', () => {
  it('lists the reviews under their columns: casino, rating as n.n/5, the publish date', async () => {
    reviewsApi();
    await admin.renderListed('/admin/reviews', REVIEW.title);
    expect(screen.getByRole('heading', { name: 'Manage Reviews' })).toBeTruthy();
    expect(admin.columnHeaders()).toBe(
      'Title | Casino | Rating | Author | Published | Featured | Status | Actions',
    );
    expect(admin.rowLine(REVIEW.title, 6)).toBe(
      'Admin Test Review | Crown Coins Casino | 4.4/5 | E2E Author | Mar 7, 2026 | No',
    );
  });
});

describe("the review form's casino field", () => {
  it('searches the server for what is typed, the first 20 by name, and a click chooses', async () => {
    const api = reviewsApi();
    const dialog = await openAdd();
    // A new review is rated 4.0.
    expect(admin.control('Rating').value).toBe('4.0');
    const casino = admin.control('Casino');
    expect(casino.getAttribute('role')).toBe('combobox');
    expect(casino.getAttribute('aria-expanded')).toBe('false');

    admin.type('Casino', 'Crown Coins');
    // Once typing pauses, one search for what was typed.
    const searches = () =>
      api.requests('GET', '/api/admin/casinos').filter((r) => r.url.searchParams.has('q'));
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(queryOf(searches()[0])).toEqual({
      q: 'Crown Coins',
      page: '1',
      pageSize: '20',
      sort: 'name',
    });
    expect(casino.getAttribute('aria-expanded')).toBe('true');
    const option = await within(dialog).findByRole('option', { name: 'Crown Coins Casino' });
    expect(within(dialog).getAllByRole('option')[0]).toBe(option);

    fireEvent.click(option);
    expect(casino.value).toBe('Crown Coins Casino');
    expect(casino.getAttribute('aria-expanded')).toBe('false');
    expect(admin.dialogNamed('Add Review')).toBe(dialog);
  });

  it('typing something else drops the choice: nothing matches, and the form asks for a casino', async () => {
    const api = reviewsApi();
    const dialog = await openAdd();
    admin.type('Casino', 'Crown');
    fireEvent.click(await within(dialog).findByRole('option', { name: 'Crown Coins Casino' }));
    expect(admin.control('Casino').value).toBe('Crown Coins Casino');

    admin.type('Casino', 'No such casino anywhere');
    expect((await within(dialog).findByText('No casinos match.')).textContent).toBe(
      'No casinos match.',
    );
    admin.click('Add Review', dialog);
    expect((await within(dialog).findByText('Please select a casino')).textContent).toBe(
      'Please select a casino',
    );
    expect(admin.control('Casino').getAttribute('aria-invalid')).toBe('true');
    expect(api.requests('POST', '/api/admin/reviews')).toEqual([]);
  });
});
