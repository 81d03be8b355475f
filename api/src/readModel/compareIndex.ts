import {
  BONUS_TYPE_FILTERS,
  GAME_TYPE_FILTERS,
  PAYMENT_METHOD_FILTERS,
  type CompareQuery,
  type CompareRow,
  type CompareSort,
  type Page,
} from '@sweepscout/shared';
import type { CasinoRecord } from '../models';

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
  row: CompareRow;
  record: CasinoRecord;
}

type Compare = (a: Entry, b: Entry) => number;
const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byNameThenId: Compare = (a, b) =>
  text(a.record.name, b.record.name) || text(a.row.id, b.row.id);
const desc =
  (pick: (e: Entry) => number): Compare =>
  (a, b) =>
    pick(b) - pick(a);

/** The database sorts of the compare query, as comparators (ties by name, then id). */
const SORTS: Record<CompareSort, Compare> = {
  'rating-high': (a, b) => desc((e) => e.rating)(a, b) || byNameThenId(a, b),
  'rating-low': (a, b) => a.rating - b.rating || byNameThenId(a, b),
  'bonus-value': (a, b) =>
    desc((e) => e.record.bonusRank ?? 0)(a, b) || desc((e) => e.rating)(a, b) || byNameThenId(a, b),
  'games-count': (a, b) =>
    desc((e) => e.record.gamesCountValue ?? 0)(a, b) ||
    desc((e) => e.rating)(a, b) ||
    byNameThenId(a, b),
};

export class CompareIndex {
  private readonly bySort: Record<CompareSort, Entry[]>;

  constructor(rows: { record: CasinoRecord; row: CompareRow }[]) {
    const entries = rows.map(({ record, row }) => ({
      mask: maskOf(record.filterTags ?? {}),
      rating: record.rating,
      row,
      record,
    }));
    this.bySort = Object.fromEntries(
      (Object.keys(SORTS) as CompareSort[]).map((sort) => [sort, [...entries].sort(SORTS[sort])]),
    ) as Record<CompareSort, Entry[]>;
  }

  query(query: CompareQuery): Page<CompareRow> {
    const wanted = maskOf(query);
    const start = (query.page - 1) * query.pageSize;
    const end = start + query.pageSize;
    const items: CompareRow[] = [];
    let total = 0;
    for (const entry of this.bySort[query.sort]) {
      if ((entry.mask & wanted) !== wanted || entry.rating < query.minRating) continue;
      if (total >= start && total < end) items.push(entry.row);
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
}
