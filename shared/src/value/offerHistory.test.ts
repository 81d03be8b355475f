import type { CasinoValue } from './casinoValue';
import { describeValueChanges, nextOfferHistory, OFFER_HISTORY_MAX } from './offerHistory';

const unverified = { verifiedAt: null, verifiedBy: null, needsVerification: true };
const base: CasinoValue = {
  packages: [{ priceUsd: 20, goldCoins: 200000, bonusSc: 21, firstPurchase: false }],
  packagesVerification: unverified,
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
    minimums: [{ method: 'bank', minSc: 100 }],
    processingTime: null,
    identityChecks: null,
    prizeCaps: [],
    verification: unverified,
  },
};
const edit = (change: (value: CasinoValue) => void): CasinoValue => {
  const copy = JSON.parse(JSON.stringify(base)) as CasinoValue;
  change(copy);
  return copy;
};

describe('describeValueChanges', () => {
  it('names what changed: daily SC 1 → 1.5, bank minimum 100 → 75, a new crypto minimum', () => {
    const after = edit((v) => {
      v.offers.dailySc = 1.5;
      v.redemption.minimums = [
        { method: 'bank', minSc: 75 },
        { method: 'crypto', minSc: 50 },
      ];
    });
    expect(describeValueChanges(base, after)).toEqual([
      'Daily SC: 1 SC → 1.5 SC',
      'Bank transfer minimum: 100 SC → 75 SC',
      'Crypto minimum: none → 50 SC',
    ]);
  });

  it('a package at $20 for 21 SC becoming 25 SC: best value $0.952 → $0.800 per SC', () => {
    const after = edit((v) => {
      v.packages[0].bonusSc = 25;
    });
    expect(describeValueChanges(base, after)).toEqual([
      'Best value: $0.952 per SC → $0.800 per SC',
      'Coin packages updated',
    ]);
  });

  it('says nothing for an unchanged value and names an added or removed one', () => {
    expect(
      describeValueChanges(
        base,
        edit(() => {}),
      ),
    ).toEqual([]);
    expect(describeValueChanges(null, base)).toEqual([
      'Coin packages, free offers and redemption facts added',
    ]);
    expect(describeValueChanges(base, null)).toEqual([
      'Coin packages, free offers and redemption facts removed',
    ]);
  });
});

describe('nextOfferHistory', () => {
  const at = new Date('2026-11-25T10:00:00Z');

  it('puts a change first with its date and keeps the newest 20', () => {
    const old = Array.from({ length: OFFER_HISTORY_MAX }, (_, i) => ({
      at: `2026-10-${String(i + 1).padStart(2, '0')}T00:00:00.000Z`,
      changes: ['x'],
    }));
    const next = nextOfferHistory(
      old,
      base,
      edit((v) => (v.offers.dailyGc = 6000)),
      at,
    );
    expect(next).toHaveLength(OFFER_HISTORY_MAX);
    expect(next[0]).toEqual({
      at: '2026-11-25T10:00:00.000Z',
      changes: ['Daily GC: 5,000 GC → 6,000 GC'],
    });
    expect(next[1]).toBe(old[0]);
  });

  it('adds nothing when the value data did not change', () => {
    expect(
      nextOfferHistory(
        [],
        base,
        edit(() => {}),
        at,
      ),
    ).toEqual([]);
  });
});
