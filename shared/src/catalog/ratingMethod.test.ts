import {
  computeRating,
  DEFAULT_RATING_WEIGHTS,
  type RatingWeights,
  type SubScores,
} from './ratingMethod';

const all = (score: number): SubScores => ({
  bonuses: score,
  games: score,
  redemption: score,
  trust: score,
  support: score,
  responsiblePlay: score,
});

describe('computeRating', () => {
  it('six sub-scores of 9.6 under any weights give 4.8', () => {
    expect(computeRating(all(9.6), DEFAULT_RATING_WEIGHTS)).toBe(4.8);
  });

  it('bonuses 10, games 8, redemption 9, trust 9, support 7, responsible play 8 under the default weights (20/15/20/25/10/10) give (200+120+180+225+70+80)/100/2 = 4.4', () => {
    const scores = {
      bonuses: 10,
      games: 8,
      redemption: 9,
      trust: 9,
      support: 7,
      responsiblePlay: 8,
    };
    expect(computeRating(scores, DEFAULT_RATING_WEIGHTS)).toBe(4.4);
  });

  it('a missing criterion shares its weight: bonuses 10, games 6, trust 8, support 4 under the defaults give (200+90+200+40)/70/2 = 3.8', () => {
    expect(
      computeRating({ bonuses: 10, games: 6, trust: 8, support: 4 }, DEFAULT_RATING_WEIGHTS),
    ).toBe(3.8);
  });

  it('all weight on trust: trust 7 and anything else gives 3.5', () => {
    const weights: RatingWeights = {
      bonuses: 0,
      games: 0,
      redemption: 0,
      trust: 100,
      support: 0,
      responsiblePlay: 0,
    };
    expect(computeRating({ ...all(2), trust: 7 }, weights)).toBe(3.5);
  });

  it('rounds half up: a weighted average of 8.5 gives 4.3 (4.25 rounded), and 8.1 gives 4.1 (4.05 rounded)', () => {
    expect(computeRating(all(8.5), DEFAULT_RATING_WEIGHTS)).toBe(4.3);
    expect(computeRating({ ...all(8), bonuses: 8.5 }, DEFAULT_RATING_WEIGHTS)).toBe(4.1);
  });

  it('three sub-scores are too little evidence: unrated (null)', () => {
    expect(computeRating({ bonuses: 9, games: 9, trust: 9 }, DEFAULT_RATING_WEIGHTS)).toBeNull();
    expect(computeRating(undefined, DEFAULT_RATING_WEIGHTS)).toBeNull();
  });

  it('null, out-of-range and non-numbers do not count as evidence', () => {
    const scores = { bonuses: 9, games: null, redemption: 11, trust: Number.NaN, support: 9 };
    expect(computeRating(scores, DEFAULT_RATING_WEIGHTS)).toBeNull();
  });

  it('scored criteria that all weigh 0 leave the casino unrated', () => {
    const weights = { ...DEFAULT_RATING_WEIGHTS, bonuses: 0, games: 0, redemption: 0, trust: 0 };
    expect(computeRating({ bonuses: 9, games: 9, redemption: 9, trust: 9 }, weights)).toBeNull();
  });
});
