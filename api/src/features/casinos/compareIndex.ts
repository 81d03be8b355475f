import {
  BONUS_TYPE_FILTERS,
  GAME_TYPE_FILTERS,
  PAYMENT_METHOD_FILTERS,
  redemptionMinimum,
  type CompareQuery,
  type Casino,
  type CompareRow,
  type CompareSort,
  type Page,
  type ValueFigures,
} from '@sweepscout/shared';
import type { CasinoRecord } from './model';
import { patchSorted } from '../../readModel/sortedList';
import { figuresOf } from '../value/projection';

/**
 * The compare table in memory: the visible casinos pre-sorted once per sort, each with a bit mask
 * of its filter labels. A query is one pass over the list of its sort (a few microseconds per
 * thousand casinos): a mask test and a rating test per casino, counting the total and keeping the
 * asked page. Every filter means "all selected labels", as the database query did ($all).
 */
const GROUPS = [
  { key: 'gameTypes', labels: GAME_TYPE_FILTERS },
  { key: 'bonusTypes', labels: BONUS_TYPE_FILTERS },
  { key: 'paymentMethods', labels: PAYMENT_METHOD_FILTERS },
] as const;
type GroupKey = (typeof GROUPS)[number]['key'];

const BIT = new Map<string, number>();
GROUPS.forEach((group, g) =>
  group.labels.forEach((label, i) => BIT.set(`${group.key}:${label}`, 1 << (g * 8 + i))),
);

function maskOf(tags: Partial<Record<GroupKey, readonly string[]>>): number {
  let mask = 0;
  for (const { key } of GROUPS) {
    for (const label of tags[key] ?? []) mask |= BIT.get(`${key}:${label}`) ?? 0;
  }
  return mask;
}

interface Entry {
  mask: number;
  rating: number;
  bonusRank: number;
  gamesCount: number;
  name: string;
  id: string;
  json: Casino;
  value: ValueFigures | null;
  /** Its newest offer history entry's date (ISO), or null. */
  changedAt: string | null;
}

/** Casinos without the figure a value sort orders by come after every casino with it. */
const lowFirst = (a: number | null | undefined, b: number | null | undefined) =>
  (a ?? Infinity) - (b ?? Infinity) || 0;

type Compare = (a: Entry, b: Entry) => number;
const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byNameThenId = (a: Entry, b: Entry) => text(a.name, b.name) || text(a.id, b.id);

/** The database sorts of the compare query, as comparators (ties by name, then id). */
const SORTS: Record<CompareSort, Compare> = {
  'rating-high': (a, b) => b.rating - a.rating || byNameThenId(a, b),
  'rating-low': (a, b) => a.rating - b.rating || byNameThenId(a, b),
  'bonus-value': (a, b) => b.bonusRank - a.bonusRank || b.rating - a.rating || byNameThenId(a, b),
  'games-count': (a, b) => b.gamesCount - a.gamesCount || b.rating - a.rating || byNameThenId(a, b),
  'best-value': (a, b) =>
    lowFirst(a.value?.bestCostPerSc, b.value?.bestCostPerSc) ||
    b.rating - a.rating ||
    byNameThenId(a, b),
  'free-sc': (a, b) =>
    lowFirst(a.value ? -a.value.freeScPerDay : null, b.value ? -b.value.freeScPerDay : null) ||
    b.rating - a.rating ||
    byNameThenId(a, b),
  'redemption-min': (a, b) =>
    lowFirst(a.value?.lowestRedemptionSc, b.value?.lowestRedemptionSc) ||
    b.rating - a.rating ||
    byNameThenId(a, b),
};

/**
 * The redemption filters: the casino pays out by the method (when one is asked) and its minimum
 * (for that method, or its lowest) is at most the asked maximum.
 */
function redemptionMatches(entry: Entry, query: CompareQuery): boolean {
  const { redemptionMethod: method, maxRedemptionMin: max } = query;
  if (!method && max === undefined) return true;
  const figures = entry.value;
  if (!figures) return false;
  if (method && !figures.methods.includes(method)) return false;
  if (max === undefined) return true;
  const minimum = method ? redemptionMinimum(entry.json.value, method) : figures.lowestRedemptionSc;
  return minimum != null && minimum <= max;
}

/** The filter mask of a stored casino, made once per stored record. */
const masks = new WeakMap<CasinoRecord, number>();
function recordMask(record: CasinoRecord): number {
  let mask = masks.get(record);
  if (mask === undefined) {
    mask = maskOf(record.filterTags ?? {});
    masks.set(record, mask);
  }
  return mask;
}

export interface CompareLinks {
  /** Newest published review / guide slug per casino id. */
  reviews: { get(casinoId: string): string | undefined };
  guides: { get(casinoId: string): string | undefined };
}

type Casinos = readonly { record: CasinoRecord; json: Casino }[];

function entryOf({ record, json }: Casinos[number]): Entry {
  return {
    mask: recordMask(record),
    rating: record.rating,
    bonusRank: record.bonusRank ?? 0,
    gamesCount: record.gamesCountValue ?? 0,
    name: record.name,
    id: json.id,
    json,
    value: figuresOf(record),
    changedAt: record.valueHistory?.[0]?.at ?? null,
  };
}

const SORT_NAMES = Object.keys(SORTS) as CompareSort[];

export class CompareIndex {
  private readonly bySort: Record<CompareSort, Entry[]>;

  constructor(
    casinos: Casinos,
    private readonly links: CompareLinks,
    bySort?: Record<CompareSort, Entry[]>,
  ) {
    const entries = casinos.map(entryOf);
    this.bySort =
      bySort ??
      (Object.fromEntries(
        SORT_NAMES.map((sort) => [sort, [...entries].sort(SORTS[sort])]),
      ) as Record<CompareSort, Entry[]>);
  }

  /** This index with the `removed` casinos gone, the `added` ones in place in every sort. */
  patched(removed: Casinos, added: Casinos, links: CompareLinks): CompareIndex {
    const gone = removed.map(entryOf);
    const come = added.map(entryOf);
    const bySort = Object.fromEntries(
      SORT_NAMES.map((sort) => [
        sort,
        patchSorted(this.bySort[sort], gone, come, SORTS[sort], (entry) => entry.id),
      ]),
    ) as Record<CompareSort, Entry[]>;
    return new CompareIndex([], links, bySort);
  }

  /**
   * One page of the casinos the query keeps, in its sort. With `changed`, only those whose offers
   * changed since `changedSince` (an ISO date-time: the start of the window, offerChangesSince).
   * `accept`: a further test per casino (the states it is available in), O(1) each.
   */
  query(
    query: CompareQuery,
    changedSince = '',
    accept?: (casino: Casino) => boolean,
  ): Page<CompareRow> {
    const wanted = maskOf(query);
    const since = query.changed ? changedSince : null;
    const start = (query.page - 1) * query.pageSize;
    const end = start + query.pageSize;
    const items: CompareRow[] = [];
    let total = 0;
    for (const entry of this.bySort[query.sort]) {
      if ((entry.mask & wanted) !== wanted || entry.rating < query.minRating) continue;
      if (accept && !accept(entry.json)) continue;
      if (!redemptionMatches(entry, query)) continue;
      if (since !== null && (entry.changedAt === null || entry.changedAt < since)) continue;
      if (total >= start && total < end) items.push(this.row(entry));
      total += 1;
    }
    return {
      items,
      page: query.page,
      pageSize: query.pageSize,
      total,
      totalPages: Math.ceil(total / query.pageSize),
    };
  }

  private row(entry: Entry): CompareRow {
    return {
      ...entry.json,
      valueFigures: entry.value,
      offerChangedAt: entry.changedAt,
      reviewSlug: this.links.reviews.get(entry.id) ?? null,
      guideSlug: this.links.guides.get(entry.id) ?? null,
    };
  }
}
