import type { Casino } from '../types';
import {
  headToHeadPath,
  headToHeadRows,
  PROMO_CODE_WITHHELD_LABEL,
  splitHeadToHead,
} from './headToHead';

const base: Casino = {
  id: '1',
  name: 'A',
  slug: 'a',
  description: '',
  logoUrl: null,
  bannerUrl: null,
  websiteUrl: 'https://a.example',
  termsUrl: null,
  established: 2021,
  rating: 4.5,
  rated: true,
  subScores: { bonuses: 9, games: 8, redemption: 9, trust: 9 },
  bonusAmount: '5 SC',
  bonusDescription: null,
  promoCode: null,
  gamesCount: '500+ Games',
  gameTypes: 'Slots',
  isFeatured: false,
  paymentMethods: ['Visa', 'PayPal'],
  features: { dailyBonus: true },
  minPurchase: null,
  minimumAge: 18,
  restrictedStates: ['WA'],
};

const winners = (a: Casino, b: Casino) =>
  Object.fromEntries(headToHeadRows(a, b).map((row) => [row.key, row.winner]));

describe('head-to-head', () => {
  it('the path joins the two slugs with -vs-, and a pair splits at each -vs-', () => {
    expect(headToHeadPath('crown-coins', 'neon')).toBe('/compare/crown-coins-vs-neon');
    expect(splitHeadToHead('crown-coins-vs-neon')).toEqual([['crown-coins', 'neon']]);
    expect(splitHeadToHead('a-vs-b-vs-c')).toEqual([
      ['a', 'b-vs-c'],
      ['a-vs-b', 'c'],
    ]);
    expect(splitHeadToHead('crown-coins')).toEqual([]);
  });

  it('rating 4.5 beats 4.2; 500+ games beat 300+; 2 payment methods beat 1; 1 restricted state beats 3; 18+ beats 21+', () => {
    const b: Casino = {
      ...base,
      rating: 4.2,
      gamesCount: '300+ Games',
      paymentMethods: ['Visa'],
      restrictedStates: ['WA', 'ID', 'NV'],
      minimumAge: 21,
    };
    expect(winners(base, b)).toMatchObject({
      rating: 'a',
      games: 'a',
      payments: 'a',
      states: 'a',
      age: 'a',
      bonus: null,
    });
    expect(winners(b, base)).toMatchObject({ rating: 'b', games: 'b', states: 'b' });
  });

  it('a scored criterion beats an unscored one; equal scores tie; an unrated casino loses the rating row', () => {
    const b: Casino = {
      ...base,
      rating: 0,
      rated: false,
      subScores: { bonuses: 9, games: 7 },
    };
    const rows = headToHeadRows(base, b);
    const row = (key: string) => rows.find((r) => r.key === key);
    expect(row('rating')).toMatchObject({ a: '4.5 / 5', b: 'Unrated', winner: 'a' });
    expect(row('score-bonuses')?.winner).toBe('tie');
    expect(row('score-games')?.winner).toBe('a');
    expect(row('score-redemption')).toMatchObject({ b: 'Not scored', winner: 'a' });
    expect(row('score-support')?.winner).toBeNull();
  });
});

describe('the promo code row', () => {
  const promo = (a: Casino, b: Casino) => headToHeadRows(a, b).find((row) => row.key === 'promo');

  it("shows each casino's code, or None when it has none", () => {
    expect(promo({ ...base, promoCode: 'NEON30' }, base)).toMatchObject({
      a: 'NEON30',
      b: 'None',
      winner: null,
    });
  });

  it('says the code is not shown, not that there is none, where the visitor’s state allows no promotion', () => {
    // The server leaves the code out of an information-only answer.
    const withheld = { ...base, promoCode: null, informationOnly: true };
    expect(promo(withheld, withheld)).toMatchObject({
      a: PROMO_CODE_WITHHELD_LABEL,
      b: PROMO_CODE_WITHHELD_LABEL,
    });
  });
});
