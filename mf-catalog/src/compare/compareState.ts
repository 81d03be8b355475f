import {
  BONUS_TYPE_FILTERS,
  COMPARE_PAGE_SIZE,
  COMPARE_SORTS,
  DEFAULT_COMPARE_SORT,
  GAME_TYPE_FILTERS,
  PAYMENT_METHOD_FILTERS,
  stateByCode,
  REDEMPTION_METHOD_VALUES,
  type BonusTypeFilter,
  type CompareQueryParam,
  type CompareSort,
  type GameTypeFilter,
  type PaymentMethodFilter,
  type RedemptionMethod,
} from '@sweepscout/shared';

/** The compare filter state plus the page being shown. */
export interface CompareState {
  gameTypes: GameTypeFilter[];
  bonusTypes: BonusTypeFilter[];
  paymentMethods: PaymentMethodFilter[];
  minRating: number;
  /** Only casinos that pay out this way ('' for any method). */
  redemptionMethod: RedemptionMethod | '';
  /** Only casinos whose redemption minimum is at most this many SC (null for any). */
  maxRedemptionMin: number | null;
  /** Only casinos whose offers changed in the last 7 days. */
  changedThisWeek: boolean;
  sort: CompareSort;
  page: number;
  /** "Available in": a state's two-letter code, '' for any state. */
  availableIn: string;
}

export type ListFilterKey = Extract<
  CompareQueryParam,
  'gameTypes' | 'bonusTypes' | 'paymentMethods'
>;

/** The filters form: the sort select and the paging buttons outside it belong to it too. */
export const COMPARE_FORM_ID = 'compare-filters';

/**
 * A field name of the compare GET form: one of the query parameters the route table says
 * /compare reads (the server's page cache keys on exactly those), so the two cannot drift.
 */
export const compareField = <P extends CompareQueryParam>(param: P): P => param;

export const LIST_FILTERS: readonly {
  key: ListFilterKey;
  legend: string;
  values: readonly string[];
}[] = [
  { key: 'gameTypes', legend: 'Game Types', values: GAME_TYPE_FILTERS },
  { key: 'bonusTypes', legend: 'Bonus Types', values: BONUS_TYPE_FILTERS },
  { key: 'paymentMethods', legend: 'Payment Methods', values: PAYMENT_METHOD_FILTERS },
];

/** Filters start empty with minRating 0 and sort 'rating-high'. */
export const INITIAL_COMPARE_STATE: CompareState = {
  gameTypes: [],
  bonusTypes: [],
  paymentMethods: [],
  minRating: 0,
  redemptionMethod: '',
  maxRedemptionMin: null,
  changedThisWeek: false,
  sort: DEFAULT_COMPARE_SORT,
  page: 1,
  availableIn: '',
};

/** The fields that narrow the list (the sort and the page only order and cut it). */
const FILTER_KEYS = (Object.keys(INITIAL_COMPARE_STATE) as (keyof CompareState)[]).filter(
  (key) => key !== 'sort' && key !== 'page',
);

/** Whether any filter narrows the list. */
export const filtersApplied = (state: CompareState): boolean =>
  FILTER_KEYS.some(
    (key) => JSON.stringify(state[key]) !== JSON.stringify(INITIAL_COMPARE_STATE[key]),
  );

const MAX_PAGE = 10000;

/** Values of a list parameter that are known labels, in the constant's order, without repeats. */
function readList<T extends string>(
  params: URLSearchParams,
  key: string,
  allowed: readonly T[],
): T[] {
  const given = new Set(
    params
      .getAll(key)
      .flatMap((v) => v.split(','))
      .map((v) => v.trim()),
  );
  return allowed.filter((value) => given.has(value));
}

function readInt(
  params: URLSearchParams,
  key: string,
  min: number,
  max: number,
  fallback: number,
): number {
  const raw = params.get(key);
  if (raw === null || !/^\d+$/.test(raw.trim())) return fallback;
  const value = Number(raw);
  return value >= min && value <= max ? value : fallback;
}

/** The redemption filters of a URL; unknown or malformed values mean "any". */
function readRedemption(
  params: URLSearchParams,
): Pick<CompareState, 'redemptionMethod' | 'maxRedemptionMin'> {
  const method = params.get('redemptionMethod');
  const max = Number(params.get('maxRedemptionMin') ?? '');
  return {
    redemptionMethod: REDEMPTION_METHOD_VALUES.find((m) => m === method) ?? '',
    maxRedemptionMin: params.get('maxRedemptionMin') && max > 0 && max <= 1e6 ? max : null,
  };
}

/** The state a URL describes; unknown or malformed values fall back to the defaults. */
export function parseCompareParams(params: URLSearchParams): CompareState {
  const sort = params.get('sort');
  return {
    gameTypes: readList(params, 'gameTypes', GAME_TYPE_FILTERS),
    bonusTypes: readList(params, 'bonusTypes', BONUS_TYPE_FILTERS),
    paymentMethods: readList(params, 'paymentMethods', PAYMENT_METHOD_FILTERS),
    minRating: readInt(params, 'minRating', 0, 5, 0),
    ...readRedemption(params),
    changedThisWeek: params.get('changed') === 'week',
    sort: COMPARE_SORTS.some((s) => s.value === sort)
      ? (sort as CompareSort)
      : DEFAULT_COMPARE_SORT,
    page: readInt(params, 'page', 1, MAX_PAGE, 1),
    availableIn: stateByCode(params.get('availableIn') ?? '')?.code ?? '',
  };
}

/** The URL query of a state: only what differs from the defaults, so a plain /compare stays clean. */
export function compareSearchParams(state: CompareState): URLSearchParams {
  const params = new URLSearchParams();
  for (const { key } of LIST_FILTERS) {
    if (state[key].length) params.set(key, state[key].join(','));
  }
  if (state.minRating > 0) params.set('minRating', String(state.minRating));
  if (state.redemptionMethod) params.set('redemptionMethod', state.redemptionMethod);
  if (state.maxRedemptionMin !== null) {
    params.set('maxRedemptionMin', String(state.maxRedemptionMin));
  }
  if (state.changedThisWeek) params.set('changed', 'week');
  if (state.sort !== DEFAULT_COMPARE_SORT) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.availableIn) params.set('availableIn', state.availableIn);
  return params;
}

/** The API query of GET /api/casinos/compare: lists comma-separated, always with the page size. */
export function compareQueryString(state: CompareState): string {
  const params = compareSearchParams(state);
  params.set('sort', state.sort);
  params.set('page', String(state.page));
  params.set('pageSize', String(COMPARE_PAGE_SIZE));
  return params.toString();
}

/** Add or remove one value of a list filter (toggling a checkbox); back to page 1. */
export function toggleListValue(
  state: CompareState,
  key: ListFilterKey,
  value: string,
): CompareState {
  const current = state[key] as readonly string[];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const order = LIST_FILTERS.find((f) => f.key === key)?.values ?? [];
  return { ...state, [key]: order.filter((v) => next.includes(v)), page: 1 };
}
