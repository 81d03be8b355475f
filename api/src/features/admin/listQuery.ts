import {
  adminListQuerySchema,
  escapeRegExp,
  TOTAL_COUNT_HEADER,
  type AdminListQuery,
  type PublicationState,
} from '@sweepscout/shared';
import type { Response } from 'express';
import type { QueryFilter, Model, SortOrder } from 'mongoose';
import { validate } from '../../http/validate';
import { isPublicCollection } from '../../readModel/changeSignal';
import { readModel } from '../../readModel/readModel';
import type { ListRules } from './listRules';
import { listFromMemory } from './memoryList';

export type { ListRules };

export const listInput = () => validate({ query: adminListQuerySchema });

/** The stored-field filter of a Draft / Scheduled / Published choice at `now`. */
export function stateFilter(state: PublicationState, now = new Date()): QueryFilter<unknown> {
  if (state === 'draft') return { status: 'draft' };
  if (state === 'scheduled') return { status: { $ne: 'draft' }, publishAt: { $gt: now } };
  return {
    status: { $ne: 'draft' },
    $or: [{ publishAt: null }, { publishAt: { $lte: now } }],
  };
}

function filterOf(query: AdminListQuery, rules: ListRules): QueryFilter<unknown> {
  const parts: QueryFilter<unknown>[] = [];
  if (query.q) {
    const pattern = new RegExp(escapeRegExp(query.q), 'i');
    parts.push({ $or: rules.search.map((field) => ({ [field]: pattern })) });
  }
  if (query.state) parts.push(stateFilter(query.state));
  if (!parts.length) return {};
  return parts.length === 1 ? parts[0] : { $and: parts };
}

function sortOf(query: AdminListQuery, rules: ListRules): Record<string, SortOrder> {
  const field = query.sort ? rules.sorts[query.sort] : undefined;
  if (!field) return { ...rules.defaultSort, _id: 1 };
  const dir = query.dir === 'desc' ? -1 : 1;
  return { [field]: dir, _id: dir };
}

/** One page of an admin list and the number of matching records, from the database. */
export async function findPageInDatabase<T>(
  model: Model<T>,
  query: AdminListQuery,
  rules: ListRules,
): Promise<{ page: T[]; total: number }> {
  const filter = filterOf(query, rules) as QueryFilter<T>;
  let find = model.find(filter).sort(sortOf(query, rules));
  if (query.page) find = find.skip((query.page - 1) * query.pageSize).limit(query.pageSize);
  const [page, total] = await Promise.all([
    find.lean<T[]>(),
    query.page ? model.countDocuments(filter) : Promise.resolve(-1),
  ]);
  return { page, total: total >= 0 ? total : page.length };
}

/**
 * One page of an admin list, searched, filtered and sorted: in memory from the read model's
 * snapshot of the collection (brought up to the database's change counters first, so never
 * stale), or in the database when the snapshot cannot catch up. The embedded database scans and
 * decodes the whole collection for every sorted or counted query, too slow at 10,000 records.
 * Without `page` every matching record is answered (older clients read whole lists). Sets
 * X-Total-Count.
 */
export async function findListPage<T>(
  res: Response,
  model: Model<T>,
  query: AdminListQuery,
  rules: ListRules,
): Promise<T[]> {
  const collection = model.collection.collectionName;
  const stored = isPublicCollection(collection) ? await readModel.storedRecords(collection) : null;
  const { page, total } = stored
    ? listFromMemory(stored as unknown as Map<string, T>, query, rules)
    : await findPageInDatabase(model, query, rules);
  res.set(TOTAL_COUNT_HEADER, String(total));
  return page;
}
