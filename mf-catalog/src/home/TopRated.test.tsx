import { act, fireEvent, screen, within } from '@testing-library/react';
import HomeHero from './HomeHero';
import TopRated from './TopRated';
import { casinoFixture } from '../test/fixtures';
import { answerFetch, held, renderWithApp, type Answer } from '../test/render';

/** Three featured casinos, in the API's order (not alphabetical). */
const FEATURED = [
  casinoFixture({
    name: 'Crown Coins Casino',
    rating: 4.5,
    logoUrl: '/media/crown-logo.svg',
    bonusAmount: '2 FREE Sweeps Coins',
    features: { welcomeBonus: true, mobileApp: false, vipProgram: true, dailyBonus: true },
    minimumAge: 21,
    restrictedStates: ['WA', 'ID'],
  }),
  casinoFixture({ name: 'Pulsz', rating: 4.2, features: { dailyBonus: true } }),
  casinoFixture({ name: 'Maple Ridge Sweeps', rating: 3.8, bonusAmount: '5,000 Gold Coins' }),
];

/** The home page's top-rated grid with GET /api/casinos/featured answered by `reply`. */
function openTopRated(reply: Answer | Promise<Answer>) {
  const api = answerFetch((url) =>
    url.pathname === '/api/casinos/featured' ? reply : { status: 404, body: {} },
  );
  return { ...api, ...renderWithApp(<TopRated />) };
}

const cards = () => Array.from(document.querySelectorAll<HTMLElement>('[data-casino-card]'));

async function followLink(name: string | RegExp, url: () => string): Promise<string> {
  await act(async () => fireEvent.click(screen.getByRole('link', { name })));
  return url();
}

describe('TopRated', () => {
  it('shows 3 skeleton cards while loading, then the error text when the call fails', async () => {
    const reply = held<Answer>();
    const { url } = openTopRated(reply.promise);
    expect(document.querySelectorAll('#top-rated [data-skeleton="card"]')).toHaveLength(3);
    await act(async () => reply.release({ status: 500, body: 'boom' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load casinos. Please try again later.',
    );
    expect(document.querySelectorAll('[data-skeleton="card"]')).toHaveLength(0);
    expect(await followLink('View All Top-Rated Casinos', url)).toBe('/compare');
  });

  it('shows a card per featured casino, in the API’s order, each with its own details', async () => {
    const { requested } = openTopRated({ status: 200, body: FEATURED });
    expect((await screen.findAllByRole('heading', { level: 3 })).map((h) => h.textContent)).toEqual(
      FEATURED.map((c) => c.name),
    );
    expect(requested().map((u) => u.pathname)).toEqual(['/api/casinos/featured']);
    expect(cards().map((c) => c.getAttribute('data-casino-card'))).toEqual([
      'crown-coins-casino',
      'pulsz',
      'maple-ridge-sweeps',
    ]);
    const [crown, pulsz, maple] = cards().map((c) => within(c));
    expect(crown.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(crown.getByText('2 FREE Sweeps Coins')).toBeTruthy();
    expect(cards()[0].querySelector('img[src="/media/crown-logo.svg"]')).not.toBeNull();
    // At most 2 of the enabled features, in their order.
    expect(crown.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Welcome Bonus',
      'Vip Program',
    ]);
    expect(cards()[0].querySelector('[data-compliance]')?.textContent).toBe(
      '21+ to playNot available in WA, ID',
    );
    expect(pulsz.getByRole('img', { name: 'Rated 4.2 out of 5' })).toBeTruthy();
    expect(pulsz.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Daily Bonus']);
    expect(cards()[1].querySelector('[data-compliance]')?.textContent).toBe('18+ to play');
    expect(maple.getByText('5,000 Gold Coins')).toBeTruthy();
    expect(cards()[2].querySelector('img')).toBeNull();
    for (const [i, casino] of FEATURED.entries()) {
      const claim = within(cards()[i]).getByRole('link', { name: /Claim Bonus/ });
      expect(['href', 'target', 'rel'].map((k) => claim.getAttribute(k))).toEqual([
        `/go/${casino.slug}?from=home-top-rated`,
        '_blank',
        'sponsored noopener',
      ]);
    }
  });

  it('says so when no featured casino is listed', async () => {
    openTopRated({ status: 200, body: [] });
    expect((await screen.findByRole('status')).textContent).toBe(
      'None of our top-rated casinos accepts players in your state.',
    );
    expect(cards()).toHaveLength(0);
  });
});

describe('HomeHero', () => {
  it("'Compare Casinos' goes to /compare and 'View Top Rated' to the top-rated grid", async () => {
    const { url } = renderWithApp(<HomeHero />);
    expect(screen.getByRole('link', { name: 'View Top Rated' }).getAttribute('href')).toBe(
      '#top-rated',
    );
    expect(await followLink('Compare Casinos', url)).toBe('/compare');
  });
});
