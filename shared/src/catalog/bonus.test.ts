import { bonusRank, compareBonuses, type BonusSortable } from './bonus';

const casinos: BonusSortable[] = [
  { name: 'Zeta Casino', rating: 4.1, bonusAmount: '$10 welcome credit' },
  { name: 'Alpha Casino', rating: 3.9, bonusAmount: '50,000 Gold Coins' },
  { name: 'Mid Casino', rating: 4.9, bonusAmount: '2 FREE Sweeps Coins' },
  { name: 'beta Casino', rating: 4.5, bonusAmount: '200% first purchase' },
];

describe('bonusRank', () => {
  it("ranks a bonus containing 'FREE' highest, then one containing 'Coins', then the rest", () => {
    expect(bonusRank('100,000 Crown Coins + 2 FREE Sweeps Coins')).toBe(2);
    expect(bonusRank('1.5M Gold Coins + 30 Sweep Coins')).toBe(1);
    expect(bonusRank('200% match')).toBe(0);
  });

  it('is case sensitive', () => {
    expect(bonusRank('free spins')).toBe(0);
    expect(bonusRank('coins')).toBe(0);
  });

  it('treats a missing bonus as the lowest rank', () => {
    expect(bonusRank(null)).toBe(0);
    expect(bonusRank(undefined)).toBe(0);
    expect(bonusRank('')).toBe(0);
  });
});

describe('compareBonuses', () => {
  const sorted = (sort: 'value' | 'rating' | 'name') =>
    [...casinos].sort(compareBonuses(sort)).map((c) => c.name);

  it('value: FREE first, then Coins, then the rest (stable inside a rank)', () => {
    expect(sorted('value')).toEqual(['Mid Casino', 'Alpha Casino', 'Zeta Casino', 'beta Casino']);
  });

  it('rating: descending', () => {
    expect(sorted('rating')).toEqual(['Mid Casino', 'beta Casino', 'Zeta Casino', 'Alpha Casino']);
  });

  it('name: ascending, ignoring case', () => {
    expect(sorted('name')).toEqual(['Alpha Casino', 'beta Casino', 'Mid Casino', 'Zeta Casino']);
  });
});
