import { compareNames } from '../format/text';

/** Bonus ranking: 'FREE' first, then 'Coins', then the rest. */
export function bonusRank(bonusAmount: string | null | undefined): number {
  const text = bonusAmount ?? '';
  if (text.includes('FREE')) return 2;
  if (text.includes('Coins')) return 1;
  return 0;
}

export interface BonusSortable {
  name: string;
  rating: number;
  bonusAmount: string;
}

export type BonusPageSort = 'value' | 'rating' | 'name';

export function compareBonuses<T extends BonusSortable>(
  sort: BonusPageSort,
): (a: T, b: T) => number {
  switch (sort) {
    case 'value':
      return (a, b) => bonusRank(b.bonusAmount) - bonusRank(a.bonusAmount);
    case 'rating':
      return (a, b) => b.rating - a.rating;
    case 'name':
      return (a, b) => compareNames(a.name, b.name);
  }
}
