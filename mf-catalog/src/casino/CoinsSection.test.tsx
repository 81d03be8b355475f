import { render, screen, within } from '@testing-library/react';
import type { Casino, CasinoValue } from '@sweepscout/shared';
import { COINS_EMPTY, CoinsSection } from './CoinsSection';
import { OFFER_HISTORY_EMPTY } from './OfferHistory';

const unverified = { verifiedAt: null, verifiedBy: null, needsVerification: true };

const value: CasinoValue = {
  packages: [
    { priceUsd: 9.99, goldCoins: 200000, bonusSc: 20, firstPurchase: true, dailyLimit: 1 },
    { priceUsd: 4.99, goldCoins: 50000, bonusSc: 5, firstPurchase: false },
    { priceUsd: 20, goldCoins: 200000, bonusSc: 21, firstPurchase: false },
  ],
  packagesVerification: { verifiedAt: '2026-11-02', verifiedBy: 'Dana', needsVerification: false },
  offers: {
    signupSc: 2,
    dailySc: 1,
    dailyGc: 5000,
    streak: null,
    resetTime: '00:00',
    timeZone: 'America/New_York',
    amoe: null,
    verification: unverified,
  },
  redemption: {
    playthrough: 1,
    minimums: [
      { method: 'gift-card', minSc: 50 },
      { method: 'bank', minSc: 100 },
    ],
    processingTime: '1 to 3 business days',
    identityChecks: null,
    prizeCaps: [{ state: 'FL', maxUsd: 5000 }],
    verification: unverified,
  },
};

const casino = (v: CasinoValue | null) => ({ name: 'Crown', value: v }) as Casino;

describe('CoinsSection', () => {
  it('marks the best standard package in words, not colour alone', () => {
    render(<CoinsSection casino={casino(value)} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[2]).getByText('Best value')).toBeTruthy();
    expect(rows[2].textContent).toContain('$0.952 per SC');
    // The first-purchase offer is cheaper per SC but bought once: it is not the casino's rate.
    expect(within(rows[0]).queryByText('Best value')).toBeNull();
    expect(rows[0].textContent).toContain('First purchase only');
  });

  it('shows the daily offer, the days to reach the minimum and the redemption facts', () => {
    render(<CoinsSection casino={casino(value)} />);
    expect(screen.getByText('1 SC and 5,000 GC')).toBeTruthy();
    expect(screen.getByText('Daily at 00:00 (America/New_York time)')).toBeTruthy();
    expect(screen.getByText('30 SC free, claiming every day for 30 days')).toBeTruthy();
    // 50 SC minimum, 2 SC at sign-up, 1 SC a day: 48 days.
    expect(screen.getByText('48 days of daily claims to reach the 50 SC minimum.')).toBeTruthy();
    expect(screen.getByText('Gift card: 50 SC; Bank transfer: 100 SC')).toBeTruthy();
    expect(screen.getByText('Florida: $5,000.00 per prize')).toBeTruthy();
  });

  it('gives each group its verification: a date and name, or a warning', () => {
    render(<CoinsSection casino={casino(value)} />);
    expect(screen.getByText('Last verified 2026-11-02 by Dana.')).toBeTruthy();
    expect(screen.getAllByText(/Not yet verified by our team/)).toHaveLength(2);
  });

  it('shows the last 5 offer changes, newest first, each with its date', () => {
    const history = Array.from({ length: 7 }, (_, i) => ({
      at: `2026-11-${String(20 - i).padStart(2, '0')}T09:00:00.000Z`,
      changes: [`Daily SC: ${i} SC → ${i + 1} SC`],
    }));
    render(<CoinsSection casino={{ ...casino(value), valueHistory: history }} />);
    const entries = screen
      .getAllByRole('listitem')
      .filter((li) => li.hasAttribute('data-offer-change'));
    expect(entries.map((li) => li.textContent)).toEqual([
      '2026-11-20Daily SC: 0 SC → 1 SC',
      '2026-11-19Daily SC: 1 SC → 2 SC',
      '2026-11-18Daily SC: 2 SC → 3 SC',
      '2026-11-17Daily SC: 3 SC → 4 SC',
      '2026-11-16Daily SC: 4 SC → 5 SC',
    ]);
    expect(screen.getByRole('link', { name: 'RSS' }).getAttribute('href')).toBe(
      '/feeds/offer-changes.xml',
    );
  });

  it('says so when the casino has no value data', () => {
    render(<CoinsSection casino={casino(null)} />);
    expect(screen.getByText(COINS_EMPTY)).toBeTruthy();
    expect(screen.getByText(OFFER_HISTORY_EMPTY)).toBeTruthy();
  });
});
