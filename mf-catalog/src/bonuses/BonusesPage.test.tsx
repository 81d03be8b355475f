import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  BONUS_PAGE_FILTERS,
  CASINO_LIST_MAX_PAGE_SIZE,
  noCasinoIn,
  type Casino,
} from '@sweepscout/shared';
import BonusesPage from './BonusesPage';
import { answerFetch, held, renderWithApp, type Answer } from '../test/render';
import { casinoFixture, NEW_JERSEY, pageOf, visitorIn } from '../test/fixtures';

/**
 * Four casinos whose three orders all differ: by bonus value (FREE, then Coins, then the rest),
 * by rating and by name; each offers other bonus types.
 */
const CASINOS: Casino[] = [
  casinoFixture({
    name: 'Zeta',
    rating: 4.1,
    bonusAmount: '$10 credit',
    features: { vipProgram: true },
  }),
  casinoFixture({
    name: 'Alpha',
    rating: 3.9,
    bonusAmount: '50,000 Gold Coins',
    features: { welcomeBonus: true, dailyLoginBonus: true },
    minimumAge: 21,
  }),
  casinoFixture({
    name: 'Mid',
    rating: 4.9,
    bonusAmount: '2 FREE Sweeps Coins',
    features: { welcomeBonus: true, noPurchaseRequired: true },
  }),
  casinoFixture({
    name: 'Beta',
    rating: 4.5,
    bonusAmount: '200% first purchase',
    features: { firstPurchaseBonus: true, vipProgram: true },
  }),
];
const slugs = (...names: string[]) => names.map((n) => n.toLowerCase());
const BY_VALUE = slugs('Mid', 'Alpha', 'Zeta', 'Beta');

/** The casinos offering each bonus type, in the default (value) order. */
const OFFERING: Record<string, string[]> = {
  all: BY_VALUE,
  welcome: slugs('Mid', 'Alpha'),
  'no-purchase': slugs('Mid'),
  'first-purchase': slugs('Beta'),
  'daily-login': slugs('Alpha'),
  vip: slugs('Zeta', 'Beta'),
};

const answered = (items: Casino[]) => (): Answer => ({
  status: 200,
  body: pageOf(items, 1, CASINO_LIST_MAX_PAGE_SIZE),
});

function renderBonuses(
  route = '/bonuses',
  answer: () => Answer | Promise<Answer> = answered(CASINOS),
) {
  const api = answerFetch(answer);
  return { ...api, ...renderWithApp(<BonusesPage />, { route }) };
}

const shownSlugs = () =>
  Array.from(document.querySelectorAll('tr[data-bonus-row]'), (el) =>
    el.getAttribute('data-bonus-row'),
  );
const expectShown = (expected: string[]) => waitFor(() => expect(shownSlugs()).toEqual(expected));
const select = (label: string) => screen.getByLabelText<HTMLSelectElement>(label);

describe('BonusesPage', () => {
  it('asks for one page of casinos and lists them by bonus value, with offer, types, age and a tracked Claim Bonus', async () => {
    const view = renderBonuses();
    await expectShown(BY_VALUE);
    expect(view.requested().map((url) => url.pathname + url.search)).toEqual([
      `/api/casinos?page=1&pageSize=${CASINO_LIST_MAX_PAGE_SIZE}`,
    ]);
    const table = screen.getByRole('table', { name: 'Bonus comparison', hidden: true });
    for (const header of ['Casino', 'Bonus Offer', 'Bonus Type', 'Rating', 'Action']) {
      expect(within(table).getByRole('columnheader', { name: header, hidden: true })).toBeTruthy();
    }
    const row = document.querySelector<HTMLElement>('tr[data-bonus-row="alpha"]')!;
    expect(within(row).getByText('50,000 Gold Coins')).toBeTruthy();
    expect(row.querySelector('td[data-col="type"]')?.textContent).toBe(
      'Welcome BonusDaily Login Bonus',
    );
    expect(within(row).getByTitle('You must be 21 or older to play').textContent).toBe(
      '21+ to play',
    );
    const claim = within(row).getByRole('link', { name: /Claim Bonus at Alpha/, hidden: true });
    expect(claim.getAttribute('href')).toBe('/go/alpha?from=bonuses-table');
    expect(claim.getAttribute('target')).toBe('_blank');
    expect(claim.getAttribute('rel')).toBe('sponsored noopener');
    expect(document.querySelector('[data-result-count]')?.textContent).toBe('4 bonuses shown');
    expect(
      screen.getByRole('heading', {
        name: 'Understanding Sweepstakes Casino Bonuses',
        hidden: true,
      }),
    ).toBeTruthy();
    for (const type of [
      'Welcome Bonus',
      'No Purchase Bonus',
      'First Purchase Bonus',
      'Daily Login Bonus',
      'VIP Program',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: type, hidden: true })).toBeTruthy();
    }
  });

  it('shows 3 skeleton rows while loading', async () => {
    const answer = held<Answer>();
    renderBonuses('/bonuses', () => answer.promise);
    expect(document.querySelectorAll('tr[data-skeleton="row"]')).toHaveLength(3);
    await act(async () => answer.release(answered(CASINOS)()));
    await expectShown(BY_VALUE);
  });

  it('sorts by Bonus Value (default), Casino Rating and Casino Name, kept in the URL', async () => {
    const view = renderBonuses();
    expect(select('Sort By').value).toBe('value');
    await expectShown(BY_VALUE);
    fireEvent.change(select('Sort By'), { target: { value: 'rating' } });
    await expectShown(slugs('Mid', 'Beta', 'Zeta', 'Alpha'));
    expect(view.url()).toBe('/bonuses?sort=rating');
    fireEvent.change(select('Sort By'), { target: { value: 'name' } });
    await expectShown(slugs('Alpha', 'Beta', 'Mid', 'Zeta'));
    expect(view.url()).toBe('/bonuses?sort=name');
    fireEvent.change(select('Sort By'), { target: { value: 'value' } });
    await expectShown(BY_VALUE);
    expect(view.url()).toBe('/bonuses');
    // Sorting is the page's own: one request.
    expect(view.requested()).toHaveLength(1);
  });

  it("each 'Bonus Type' keeps the casinos offering it, labelled with the type", async () => {
    const view = renderBonuses();
    await expectShown(BY_VALUE);
    expect(Array.from(select('Bonus Type').options, (o) => o.textContent)).toEqual(
      BONUS_PAGE_FILTERS.map((f) => f.label),
    );
    for (const { value, label } of BONUS_PAGE_FILTERS) {
      fireEvent.change(select('Bonus Type'), { target: { value } });
      await expectShown(OFFERING[value]);
      expect(view.url()).toBe(value === 'all' ? '/bonuses' : `/bonuses?type=${value}`);
      if (value === 'all') continue;
      for (const cell of document.querySelectorAll('tr[data-bonus-row] td[data-col="type"]')) {
        expect(cell.textContent).toContain(label);
      }
    }
  });

  it('a shared link chooses the type and the sort', async () => {
    renderBonuses('/bonuses?type=vip&sort=name');
    await expectShown(slugs('Beta', 'Zeta'));
    expect(select('Bonus Type').value).toBe('vip');
    expect(select('Sort By').value).toBe('name');
  });

  it('falls back to all bonuses by value for unknown URL values', async () => {
    renderBonuses('/bonuses?type=cashback&sort=cheapest');
    await expectShown(BY_VALUE);
    expect(select('Bonus Type').value).toBe('all');
    expect(select('Sort By').value).toBe('value');
  });

  it('shows the empty text when no casino offers the chosen type', async () => {
    const noVip = CASINOS.map((c) => ({ ...c, features: { ...c.features, vipProgram: false } }));
    renderBonuses('/bonuses?type=vip', answered(noVip));
    expect(
      await screen.findByText('No bonuses match your current filter. Try a different bonus type.'),
    ).toBeTruthy();
    expect(shownSlugs()).toEqual([]);
  });

  it("with no casino at all in the visitor's state, names the state, with the way back to every state", async () => {
    const fetch = answerFetch((url) =>
      url.pathname === '/api/visitor' ? visitorIn(NEW_JERSEY) : { status: 200, body: pageOf([]) },
    );
    renderWithApp(<BonusesPage />, { route: '/bonuses?type=vip' });
    expect(await screen.findByText(noCasinoIn('New Jersey'), { exact: false })).toBeTruthy();
    expect(
      screen.queryByText('No bonuses match your current filter. Try a different bonus type.'),
    ).toBeNull();
    expect(screen.getByRole('link', { name: 'Show all states' }).getAttribute('href')).toBe(
      '/choose-state?state=all&back=%2Fbonuses%3Ftype%3Dvip',
    );
    expect(fetch.requested().map((url) => url.pathname)).toContain('/api/visitor');
  });

  it('shows the error text when the call fails', async () => {
    renderBonuses('/bonuses', () => ({ status: 500, body: 'down' }));
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toBe(
      'Failed to load bonus data. Please try again later.',
    );
    expect(shownSlugs()).toEqual([]);
  });
});
