import mongoose from 'mongoose';
import { CHANGES_COLLECTION, writeVersion, type ChangeDocument } from '../models/writeVersions';

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
