import mongoose from 'mongoose';
import {
  CHANGE_LOG_COLLECTION,
  CHANGES_COLLECTION,
  writeVersion,
  type ChangeDocument,
  type ChangeLogEntry,
} from '../models/writeVersions';

/** The collections the public read model is built from. */
export const PUBLIC_COLLECTIONS = [
  'casinos',
  'reviews',
  'guides',
  'faqs',
  'games',
  'pagecontents',
] as const;
export type PublicCollection = (typeof PUBLIC_COLLECTIONS)[number];

/** Where a collection stands: writes seen by this process and the database's change counter. */
export interface CollectionVersion {
  local: number;
  database: number;
}

export function isConnected(): boolean {
  return mongoose.connection.readyState === mongoose.ConnectionStates.connected;
}

/** This process's write counters (synchronous: the fast path asks on every request). */
export function localVersions(): Record<PublicCollection, number> {
  const out = {} as Record<PublicCollection, number>;
  for (const name of PUBLIC_COLLECTIONS) out[name] = writeVersion(name);
  return out;
}

/** The database's change counters, one small document per collection: a cheap read. */
export async function databaseVersions(): Promise<Record<PublicCollection, number>> {
  const out = {} as Record<PublicCollection, number>;
  for (const name of PUBLIC_COLLECTIONS) out[name] = 0;
  const db = mongoose.connection.db;
  if (!db) return out;
  const docs = await db
    .collection<ChangeDocument>(CHANGES_COLLECTION)
    .find({ _id: { $in: [...PUBLIC_COLLECTIONS] } })
    .toArray();
  for (const doc of docs) out[doc._id as PublicCollection] = doc.version;
  return out;
}

/** Beyond this many writes to catch up on, reloading the collection is cheaper than patching. */
const MAX_PATCH_WRITES = 500;

/**
 * The ids of the records written to `collection` between two of its versions, from the change
 * log; null when they cannot all be known (a write without ids, entries pruned, the database
 * reset): the caller then reloads the whole collection.
 */
export async function changedIds(
  collection: PublicCollection,
  from: number,
  to: number,
): Promise<string[] | null> {
  const db = mongoose.connection.db;
  if (!db || to < from || to - from > MAX_PATCH_WRITES) return null;
  if (to === from) return [];
  const entries = await db
    .collection<ChangeLogEntry>(CHANGE_LOG_COLLECTION)
    .find({ collection, version: { $gt: from, $lte: to } })
    .toArray();
  if (entries.length !== to - from || entries.some((entry) => entry.ids === null)) return null;
  return [...new Set(entries.flatMap((entry) => entry.ids ?? []))];
}
