import type { Casino } from '@sweepscout/shared';
import {
  bonusRows,
  bonusTypeLabels,
  matchesBonusFilter,
  parseBonusFilter,
  parseBonusSort,
} from './bonusFilter';

const casino = (
  name: string,
  rating: number,
  bonusAmount: string,
  features: Casino['features'],
): Casino =>
  ({ id: name, name, slug: name.toLowerCase(), rating, bonusAmount, features }) as Casino;

const list = [
  casino('Zeta', 4.1, '$10 credit', { vipProgram: true }),
  casino('Alpha', 3.9, '50,000 Gold Coins', { welcomeBonus: true, dailyLoginBonus: true }),
  casino('Mid', 4.9, '2 FREE Sweeps Coins', { noPurchaseRequired: true, welcomeBonus: true }),
  casino('Beta', 4.5, '200% first purchase', { firstPurchaseBonus: true, vipProgram: false }),
];

describe('/bonuses filter and sort', () => {
  it.each([
    ['all', ['Mid', 'Alpha', 'Zeta', 'Beta']],
    ['welcome', ['Mid', 'Alpha']],
    ['no-purchase', ['Mid']],
    ['first-purchase', ['Beta']],
    ['daily-login', ['Alpha']],
    ['vip', ['Zeta']],
  ] as const)('type %s keeps the casinos offering it', (filter, names) => {
    expect(bonusRows(list, filter, 'value').map((c) => c.name)).toEqual(names);
  });

  it('sorts by value (FREE, then Coins, then the rest), rating (desc) and name (asc)', () => {
    expect(bonusRows(list, 'all', 'value').map((c) => c.name)).toEqual([
      'Mid',
      'Alpha',
      'Zeta',
      'Beta',
    ]);
    expect(bonusRows(list, 'all', 'rating').map((c) => c.name)).toEqual([
      'Mid',
      'Beta',
      'Zeta',
      'Alpha',
    ]);
    expect(bonusRows(list, 'all', 'name').map((c) => c.name)).toEqual([
      'Alpha',
      'Beta',
      'Mid',
      'Zeta',
    ]);
  });

  it('does not reorder the list it was given', () => {
    bonusRows(list, 'all', 'name');
    expect(list.map((c) => c.name)).toEqual(['Zeta', 'Alpha', 'Mid', 'Beta']);
  });

  it('reads features given as a JSON string', () => {
    const stringly = { features: '{"vipProgram":true}' as unknown as Casino['features'] };
    expect(matchesBonusFilter(stringly, 'vip')).toBe(true);
    expect(bonusTypeLabels(stringly)).toEqual(['VIP Program']);
  });

  it('labels the bonus types with the filter names', () => {
    expect(bonusTypeLabels(list[2])).toEqual(['Welcome Bonus', 'No Purchase']);
  });

  it('falls back to all / value for unknown URL values', () => {
    expect(parseBonusFilter('cashback')).toBe('all');
    expect(parseBonusFilter('vip')).toBe('vip');
    expect(parseBonusSort(null)).toBe('value');
    expect(parseBonusSort('name')).toBe('name');
  });
});
