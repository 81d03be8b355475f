import {
  BONUS_PAGE_FILTERS,
  BONUS_PAGE_SORTS,
  compareBonuses,
  parseFeatures,
  type BonusPageSort,
  type Casino,
} from '@sweepscout/shared';

export type BonusFilter = (typeof BONUS_PAGE_FILTERS)[number]['value'];
export type BonusTypeValue = Exclude<BonusFilter, 'all'>;

/** Each bonus type of the /bonuses filter and the casino feature flag that offers it. */
const FLAG_OF_TYPE: Record<BonusTypeValue, string> = {
  welcome: 'welcomeBonus',
  'no-purchase': 'noPurchaseRequired',
  'first-purchase': 'firstPurchaseBonus',
  'daily-login': 'dailyLoginBonus',
  vip: 'vipProgram',
};

export const DEFAULT_BONUS_FILTER: BonusFilter = 'all';
export const DEFAULT_BONUS_SORT: BonusPageSort = 'value';

/** The labels of the bonus types a casino offers, in the filter's order. */
export function bonusTypeLabels(casino: Pick<Casino, 'features'>): string[] {
  const flags = parseFeatures(casino.features);
  return BONUS_PAGE_FILTERS.filter(
    (f) => f.value !== 'all' && flags[FLAG_OF_TYPE[f.value as BonusTypeValue]],
  ).map((f) => f.label);
}

export function matchesBonusFilter(casino: Pick<Casino, 'features'>, filter: BonusFilter): boolean {
  if (filter === 'all') return true;
  return Boolean(parseFeatures(casino.features)[FLAG_OF_TYPE[filter]]);
}

/** The rows of the bonus table: filtered by type, then sorted. */
export function bonusRows<T extends Casino>(
  casinos: readonly T[],
  filter: BonusFilter,
  sort: BonusPageSort,
): T[] {
  return casinos.filter((c) => matchesBonusFilter(c, filter)).sort(compareBonuses(sort));
}

export function parseBonusFilter(value: string | null): BonusFilter {
  return BONUS_PAGE_FILTERS.some((f) => f.value === value)
    ? (value as BonusFilter)
    : DEFAULT_BONUS_FILTER;
}

export function parseBonusSort(value: string | null): BonusPageSort {
  return BONUS_PAGE_SORTS.some((s) => s.value === value)
    ? (value as BonusPageSort)
    : DEFAULT_BONUS_SORT;
}
