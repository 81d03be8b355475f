import { act, fireEvent, screen, within } from '@testing-library/react';
import { PreloadedRemotesContext } from '@sweepscout/kit';
import type { Casino, RemoteModuleId } from '@sweepscout/shared';
import CasinoPage from './CasinoPage';
import { casinoFixture } from '../test/fixtures';
import { answerFetch, held, renderWithApp, type Answer } from '../test/render';

const CASINO_ERROR = 'Failed to load casino details';

/** A casino with every optional part: logo, banner, promo code, payments, terms, features. */
const full = casinoFixture({
  name: 'Crown Coins Casino',
  established: 2023,
  rating: 4.5,
  logoUrl: '/media/crown-logo.svg',
  bannerUrl: '/media/crown-banner.svg',
  bonusAmount: '2 FREE Sweeps Coins',
  bonusDescription: 'Sign up and get 2 Sweeps Coins free, no purchase needed.',
  promoCode: 'CROWN100',
  gamesCount: '450+ Games',
  gameTypes: 'Slots, Table Games, Live Dealer',
  features: { welcomeBonus: true, mobileApp: false, vipProgram: true },
  paymentMethods: ['Visa', 'PayPal'],
  termsUrl: 'https://crown-coins-casino.example.com/terms',
});

/** The games remote's previews stand-in: shows which casino the section gave it. */
function PreviewsStandIn(props: object) {
  return <p data-previews-of="">Previews of {(props as { casino: Casino }).casino.name}</p>;
}
const PREVIEWS = new Map<RemoteModuleId, typeof PreviewsStandIn>([
  ['games/GamePreviews', PreviewsStandIn],
]);

/**
 * /casino/{slug} with its casino's call answered by `reply` (the other reads of the page: nothing
 * to show), and the games remote's previews already loaded.
 */
function openCasino(reply: Answer | Promise<Answer>, slug = full.slug) {
  const api = answerFetch((url) =>
    url.pathname === `/api/casinos/slug/${slug}`
      ? reply
      : url.pathname === '/api/head-to-head'
        ? { status: 200, body: [] }
        : { status: 404, body: { message: 'Not found' } },
  );
  const view = renderWithApp(
    <PreloadedRemotesContext.Provider value={{ modules: PREVIEWS, server: false }}>
      <CasinoPage />
    </PreloadedRemotesContext.Provider>,
    {
      route: `/casino/${slug}`,
      path: '/casino/:slug',
      pages: { '/': <p>Home page</p>, '/compare': <p>Compare page</p> },
    },
  );
  return { ...api, ...view };
}

// Page-wide role queries skip the accessibility-tree check (`hidden: true`): it reads the computed
// style of every ancestor, which on this long page costs more than the rest of a test.
const card = (name: string) => document.querySelector<HTMLElement>(`[data-card="${name}"]`)!;
const link = (name: string | RegExp) =>
  screen.getByRole<HTMLAnchorElement>('link', { name, hidden: true });
const linkAttrs = (a: HTMLAnchorElement) => ['href', 'target', 'rel'].map((k) => a.getAttribute(k));
/** The texts of the list items in `box`. */
const texts = (box: HTMLElement) => Array.from(box.querySelectorAll('li'), (li) => li.textContent);

describe('CasinoPage', () => {
  it('asks for the casino by its slug and shows every section from its data', async () => {
    const api = openCasino({ status: 200, body: full });
    expect((await screen.findByRole('heading', { level: 1, hidden: true })).textContent).toBe(
      full.name,
    );
    expect(api.requested().map((url) => url.pathname)).toContain(
      '/api/casinos/slug/crown-coins-casino',
    );
    expect(screen.getByText('Established 2023')).toBeTruthy();
    expect(
      screen.getAllByRole('img', { name: 'Rated 4.5 out of 5', hidden: true }).length,
    ).toBeGreaterThan(0);
    expect(document.querySelector(`img[src="${full.logoUrl}"]`)).not.toBeNull();
    expect(document.querySelector('[data-banner]')).not.toBeNull();
    expect(linkAttrs(link(/^Visit Site/))).toEqual([
      '/go/crown-coins-casino?from=casino-header',
      '_blank',
      'sponsored noopener',
    ]);
    expect(screen.getByRole('heading', { name: 'Overview', hidden: true })).toBeTruthy();
    expect(screen.getByText(full.description)).toBeTruthy();

    const bonus = within(card('bonus'));
    expect(bonus.getByRole('heading', { name: 'Welcome Bonus' })).toBeTruthy();
    expect(bonus.getByText('2 FREE Sweeps Coins')).toBeTruthy();
    expect(bonus.getByText(full.bonusDescription!)).toBeTruthy();
    expect(bonus.getByText('CROWN100', { exact: true })).toBeTruthy();
    expect(bonus.getByRole('link', { name: /Claim Bonus/ }).getAttribute('href')).toBe(
      '/go/crown-coins-casino?from=casino-bonus',
    );

    const games = within(card('games'));
    expect(games.getByRole('heading', { name: 'Games Selection' })).toBeTruthy();
    expect(games.getByText('450+ Games')).toBeTruthy();
    expect(texts(card('games'))).toEqual(['Slots', 'Table Games', 'Live Dealer']);

    expect(within(card('features')).getByRole('heading', { name: 'Key Features' })).toBeTruthy();
    expect(texts(card('features'))).toEqual(['Welcome Bonus', 'Vip Program']);
    expect(texts(card('payments'))).toEqual(['Visa', 'PayPal']);

    expect(
      screen.getByText(/^You must be 18 or older to play at Crown Coins Casino\./),
    ).toBeTruthy();
    expect(linkAttrs(link(/Terms & Conditions Apply/)).slice(0, 2)).toEqual([
      full.termsUrl,
      '_blank',
    ]);
    const footerVisit = link(/^Visit Crown Coins Casino/);
    expect(footerVisit.getAttribute('href')).toBe('/go/crown-coins-casino?from=casino-footer');
    expect(footerVisit.getAttribute('rel')).toBe('sponsored noopener');
    // The previews section mounts the games remote's module, given this casino.
    expect(document.querySelector('[data-game-previews] [data-previews-of]')?.textContent).toBe(
      'Previews of Crown Coins Casino',
    );
  });

  it("copies the promo code: 'Copied!' and the announcement", async () => {
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    openCasino({ status: 200, body: full });
    await screen.findByText('CROWN100', { exact: true });
    const bonus = within(card('bonus'));
    await act(async () => fireEvent.click(bonus.getByRole('button', { name: 'Copy Code' })));
    expect(writeText).toHaveBeenCalledWith('CROWN100');
    expect(bonus.getByRole('button', { name: 'Copied!' })).toBeTruthy();
    expect(bonus.getByRole('status').textContent).toBe(
      'Promo code CROWN100 copied to the clipboard.',
    );
  });

  it('without payment methods, terms link or promo code it says so; 21+ and the restricted states in the header', async () => {
    const bare = casinoFixture({
      name: 'Maple Ridge Sweeps',
      paymentMethods: [],
      termsUrl: null,
      promoCode: null,
      minimumAge: 21,
      restrictedStates: ['WA', 'ID'],
    });
    openCasino({ status: 200, body: bare }, bare.slug);
    const heading = await screen.findByRole('heading', { level: 1, hidden: true });
    expect(card('payments').textContent).toContain(
      'Please visit the casino website for payment method information.',
    );
    expect(screen.getByText('Terms & Conditions Apply. 21+ to play.')).toBeTruthy();
    expect(card('bonus').querySelector('[data-promo-code]')).toBeNull();
    // The age badge reads '21+ to play' (the words after 21+ are for screen readers).
    expect(heading.closest('header')?.querySelector('[data-compliance]')?.textContent).toBe(
      '21+ to playNot available in WA, ID',
    );
  });

  it('accepts features and payment methods delivered as JSON strings', async () => {
    openCasino({
      status: 200,
      body: {
        ...full,
        features: JSON.stringify(['vipProgram', 'mobileApp']),
        paymentMethods: JSON.stringify(['Visa', 'Bitcoin']),
      },
    });
    await screen.findByRole('heading', { level: 1, hidden: true });
    expect(texts(card('features'))).toEqual(['Vip Program', 'Mobile App']);
    expect(texts(card('payments'))).toEqual(['Visa', 'Bitcoin']);
  });

  it('Back to Compare goes to /compare', async () => {
    const { url } = openCasino({ status: 200, body: full });
    await screen.findByRole('heading', { level: 1, hidden: true });
    await act(async () =>
      fireEvent.click(screen.getAllByRole('link', { name: /Back to Compare/, hidden: true })[0]),
    );
    expect(url()).toBe('/compare');
  });

  it.each([
    ['an unknown slug (404)', { status: 404, body: { message: 'Casino not found' } }],
    ['a failed call (500)', { status: 500, body: 'down' }],
  ])(
    `shows the loading state, then '${CASINO_ERROR}' for %s, with Return to Home`,
    async (_, answer) => {
      const reply = held<Answer>();
      const { url } = openCasino(reply.promise);
      expect(screen.getByLabelText('Loading casino details').getAttribute('aria-busy')).toBe(
        'true',
      );
      await act(async () => reply.release(answer));
      const alert = await screen.findByRole('alert', { hidden: true });
      expect(within(alert).getByRole('heading').textContent).toBe(CASINO_ERROR);
      expect(screen.queryByLabelText('Loading casino details')).toBeNull();
      const home = within(alert).getByRole('link', { name: 'Return to Home' });
      expect(home.getAttribute('href')).toBe('/');
      await act(async () => fireEvent.click(home));
      expect(url()).toBe('/');
    },
  );
});
