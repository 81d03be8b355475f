import { escapeRegExp, type AdminListQuery, type PublicationState } from '@sweepscout/shared';
import type { SortOrder } from 'mongoose';
import { isPubliclyVisible, type PublicationFields } from '../../persistence';
import { sortFieldOf, type ListRules } from './listRules';

type Stored = Record<string, unknown> & PublicationFields & { _id: unknown };

/** A stored field by its dotted path ('features.liveChat'). */
function fieldOf(record: Stored, path: string): unknown {
  let value: unknown = record;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Publication state as the admin tables show it (the same rule as `stateFilter`). */
function stateOf(record: Stored, now: number): PublicationState {
  if (record.status === 'draft') return 'draft';
  return isPubliclyVisible(record, now) ? 'published' : 'scheduled';
}

function matchesText(value: unknown, pattern: RegExp): boolean {
  if (typeof value === 'string') return pattern.test(value);
  return Array.isArray(value) && value.some((item) => matchesText(item, pattern));
}

/** MongoDB's order of types in a sort: missing and null first, then numbers, strings, ids, booleans, dates. */
function typeRank(value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number') return 1;
  if (typeof value === 'string') return 2;
  if (typeof value === 'boolean') return 5;
  if (value instanceof Date) return 6;
  if (typeof value === 'object' && 'toHexString' in value) return 4;
  return 3;
}

/** Compares two stored values as MongoDB sorts them (strings by code unit, without collation). */
function compareStored(a: unknown, b: unknown): number {
  const rankA = typeRank(a);
  const rankB = typeRank(b);
  if (rankA !== rankB) return rankA - rankB;
  if (rankA === 0) return 0;
  const x = a instanceof Date ? a.getTime() : rankA === 4 ? String(a) : a;
  const y = b instanceof Date ? b.getTime() : rankB === 4 ? String(b) : b;
  if (typeof x === 'boolean' || typeof x === 'number' || typeof x === 'string')
    return x < (y as typeof x) ? -1 : x > (y as typeof x) ? 1 : 0;
  return 0;
}

function sortKeys(query: AdminListQuery, rules: ListRules): [string, number][] {
  const field = sortFieldOf(rules, query.sort);
  const direction = (order: SortOrder) => (order === -1 || order === 'desc' ? -1 : 1);
  if (!field)
    return [
      ...Object.entries(rules.defaultSort).map(([key, order]): [string, number] => [
        key,
        direction(order),
      ]),
      ['_id', 1],
    ];
  const dir = query.dir === 'desc' ? -1 : 1;
  return [
    [field, dir],
    ['_id', dir],
  ];
}

/** Matching records in order, per snapshot of a collection and per search, filter and sort. */
const orderedLists = new WeakMap<object, Map<string, Stored[]>>();
const LISTS_KEPT_PER_SNAPSHOT = 50;

/**
 * Every record matching the query's search and state, in the query's order (ties broken by id).
 * Sort keys are read once per record, not per comparison, and the result is kept for the same
 * snapshot (a new snapshot is a new Map): paging through a list sorts it once.
 */
function orderedMatches(
  records: Iterable<Stored>,
  owner: object | null,
  query: AdminListQuery,
  rules: ListRules,
  now: number,
): Stored[] {
  const cacheKey = JSON.stringify([query.q, query.state, query.sort, query.dir, rules]);
  // A scheduled record's state changes with the clock: only lists without a state filter keep.
  const cache = query.state ? null : owner;
  const kept = cache ? orderedLists.get(cache)?.get(cacheKey) : undefined;
  if (kept) return kept;

  const pattern = query.q ? new RegExp(escapeRegExp(query.q), 'i') : null;
  const keys = sortKeys(query, rules);
  const decorated: { record: Stored; values: unknown[] }[] = [];
  for (const record of records) {
    if (pattern && !rules.search.some((field) => matchesText(fieldOf(record, field), pattern)))
      continue;
    if (query.state && stateOf(record, now) !== query.state) continue;
    decorated.push({ record, values: keys.map(([field]) => fieldOf(record, field)) });
  }
  decorated.sort((a, b) => {
    for (let i = 0; i < keys.length; i += 1) {
      const order = compareStored(a.values[i], b.values[i]);
      if (order) return order * keys[i][1];
    }
    return 0;
  });
  const ordered = decorated.map(({ record }) => record);
  if (cache) {
    const lists = orderedLists.get(cache) ?? new Map<string, Stored[]>();
    if (lists.size >= LISTS_KEPT_PER_SNAPSHOT) lists.clear();
    lists.set(cacheKey, ordered);
    orderedLists.set(cache, lists);
  }
  return ordered;
}

/**
 * One page of an admin list from records held in memory, answering exactly what `findListPage`'s
 * database query answers: the same search, state filter, order (ties broken by id) and page.
 * `records` is the snapshot's Map of a collection (or any iterable of stored records).
 */
export function listFromMemory<T>(
  records: Map<string, T> | Iterable<T>,
  query: AdminListQuery,
  rules: ListRules,
  now = Date.now(),
): { page: T[]; total: number } {
  const isMap = records instanceof Map;
  const matching = orderedMatches(
    (isMap ? records.values() : records) as Iterable<Stored>,
    isMap ? records : null,
    query,
    rules,
    now,
  );
  const total = matching.length;
  const page = query.page
    ? matching.slice((query.page - 1) * query.pageSize, query.page * query.pageSize)
    : matching;
  return { page: page as T[], total };
}
