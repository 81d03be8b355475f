import mongoose from 'mongoose';
import {
  CHANGE_LOG_COLLECTION,
  CHANGES_COLLECTION,
  writeVersion,
  type ChangeDocument,
  type ChangeLogEntry,
} from '../models/writeVersions';
import { mapInBatches } from '../db/findByIds';

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

export const isPublicCollection = (name: string): name is PublicCollection =>
  (PUBLIC_COLLECTIONS as readonly string[]).includes(name);

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
const MAX_PATCH_WRITES = 200;

/** A counter bump whose log entry has not appeared after this long will not: reload instead. */
const MISSING_ENTRY_GRACE_MS = 2000;
const missingSince = new Map<string, number>();

/**
 * What was written to `collection` after version `from`, from the change log: the ids of the
 * records to re-read and the version they bring the reader to. The counter is bumped just before
 * its log entry is written, so a reader may see a version whose entry is not there yet: it then
 * patches up to the entry before and takes the rest on its next look. null when the ids cannot
 * all be known (a write without ids, too many writes behind, the database reset, an entry that
 * never came): the caller reloads the whole collection.
 */
export async function changedIds(
  collection: PublicCollection,
  from: number,
  to: number,
): Promise<{ ids: string[]; upTo: number } | null> {
  const db = mongoose.connection.db;
  if (!db || to < from || to - from > MAX_PATCH_WRITES) return null;
  // One lookup by _id per version: the embedded database (FerretDB on SQLite) answers an _id
  // equality from its index but scans the whole collection for a range or an $in.
  const log = db.collection<ChangeLogEntry>(CHANGE_LOG_COLLECTION);
  const versions = Array.from({ length: to - from }, (_, i) => from + 1 + i);
  const entries = await mapInBatches(versions, (version) =>
    log.findOne({ _id: `${collection}:${version}` }),
  );
  const byVersion = new Map(
    entries.filter((entry) => entry !== null).map((entry) => [entry.version, entry]),
  );
  const ids = new Set<string>();
  let upTo = from;
  while (upTo < to) {
    const entry = byVersion.get(upTo + 1);
    if (!entry) break;
    if (entry.ids === null) return null;
    for (const id of entry.ids) ids.add(id);
    upTo += 1;
  }
  const gap = `${collection}:${upTo + 1}`;
  if (upTo < to) {
    const since = missingSince.get(gap) ?? Date.now();
    missingSince.set(gap, since);
    if (Date.now() - since > MISSING_ENTRY_GRACE_MS) return null;
  } else {
    missingSince.clear();
  }
  return { ids: [...ids], upTo };
}
