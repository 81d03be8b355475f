import mongoose, { type Schema } from 'mongoose';
import { isDuplicateKeyError } from '../db/duplicateKey';

/**
 * Counts the writes to each collection made through its model, in two places:
 * - in this process (`writeVersion`), read synchronously, so that this process's in-memory answers
 *   know at once that they are stale (an admin edit shows on the very next request);
 * - in the database (`changes` collection, one `{ _id: <collection>, version }` document per
 *   collection), so that every other API instance on the same database learns of the write by
 *   polling it (FerretDB has no change streams). The database bump is awaited by the write's post
 *   hook: once the admin API answers, other instances can see the change.
 */
const versions = new Map<string, number>();
let total = 0;

export const CHANGES_COLLECTION = 'changes';

export interface ChangeDocument {
  _id: string;
  version: number;
}

const WRITE_HOOKS = [
  'save',
  'insertMany',
  'bulkWrite',
  'updateOne',
  'updateMany',
  'findOneAndUpdate',
  'findOneAndReplace',
  'findOneAndDelete',
  'replaceOne',
  'deleteOne',
  'deleteMany',
] as const;

/** Both kinds: `doc.deleteOne()` / `doc.updateOne()` and `Model.deleteOne()` / `Model.updateOne()`. */
const BOTH = { document: true, query: true } as const;

function bumpLocal(collection: string): void {
  versions.set(collection, (versions.get(collection) ?? 0) + 1);
  total += 1;
}

/** One write: which records of a collection it touched (null: unknown, reload them all). */
export interface ChangeLogEntry {
  _id: string;
  collection: string;
  version: number;
  ids: string[] | null;
}

export const CHANGE_LOG_COLLECTION = 'changelog';
/** Entries kept per collection; an instance further behind reloads the whole collection. */
export const CHANGE_LOG_KEPT = 1000;
const PRUNE_EVERY = 100;

/** Attempts at a log entry of its own when another instance's write took the same number. */
const MAX_SIGNAL_ATTEMPTS = 5;
const signalsInFlight = new Map<string, Promise<void>>();

/**
 * Tells every instance that `collection` changed: bumps its counter and logs the ids the write
 * touched, so that readers patch those records instead of reloading the collection. A no-op while
 * disconnected. One signal at a time per collection in this process: FerretDB 1.24 on SQLite can
 * hand the same `$inc` result to two concurrent writers (no atomic update), and a lost log entry
 * would leave the other instances without that write's ids.
 */
export function signalChange(collection: string, ids: string[] | null = null): Promise<void> {
  const previous = signalsInFlight.get(collection) ?? Promise.resolve();
  const signal = previous.then(() => writeSignal(collection, ids));
  signalsInFlight.set(collection, signal);
  void signal.then(() => {
    if (signalsInFlight.get(collection) === signal) signalsInFlight.delete(collection);
  });
  return signal;
}

async function writeSignal(collection: string, ids: string[] | null): Promise<void> {
  const db = mongoose.connection.db;
  if (!db || mongoose.connection.readyState !== mongoose.ConnectionStates.connected) return;
  try {
    const log = db.collection<ChangeLogEntry>(CHANGE_LOG_COLLECTION);
    for (let attempt = 1; ; attempt += 1) {
      const counter = await db
        .collection<ChangeDocument>(CHANGES_COLLECTION)
        .findOneAndUpdate(
          { _id: collection },
          { $inc: { version: 1 } },
          { upsert: true, returnDocument: 'after' },
        );
      const version = counter?.version;
      if (!version) return;
      try {
        await log.insertOne({ _id: `${collection}:${version}`, collection, version, ids });
      } catch (error) {
        // Another instance's write got the same number at the same moment: take the next one.
        if (isDuplicateKeyError(error) && attempt < MAX_SIGNAL_ATTEMPTS) continue;
        throw error;
      }
      if (version % PRUNE_EVERY === 0) {
        await log.deleteMany({ collection, version: { $lte: version - CHANGE_LOG_KEPT } });
      }
      return;
    }
  } catch (error) {
    console.error(`Change signal for ${collection} failed:`, error);
  }
}

/**
 * For a write made around the models (straight through the driver, a migration script): tells
 * this process and every other instance that `collection` changed, as the model hooks do.
 */
export async function announceWrite(
  collection: string,
  ids: string[] | null = null,
): Promise<void> {
  bumpLocal(collection);
  await signalChange(collection, ids);
}

type IdLike = { toString(): string };
const isId = (value: unknown): value is IdLike =>
  typeof value === 'string' || value instanceof mongoose.Types.ObjectId;

/** The ids a query's filter names: `{ _id: x }` or `{ _id: { $in: [...] } }`, else unknown. */
function idsOfFilter(filter: Record<string, unknown> | undefined): string[] | null {
  const id = filter?._id;
  if (isId(id)) return [String(id)];
  const list = (id as { $in?: unknown } | undefined)?.$in;
  if (Array.isArray(list) && list.every(isId)) return list.map(String);
  return null;
}

/** The ids a write touched, from the hook's `this` (document or query) and its result. */
function touchedIds(self: unknown, result: unknown): string[] | null {
  if (self instanceof mongoose.Document) return [String(self._id)];
  if (Array.isArray(result)) {
    return result.every((doc) => doc && isId((doc as { _id?: unknown })._id))
      ? result.map((doc) => String((doc as { _id: IdLike })._id))
      : null;
  }
  if (self instanceof mongoose.Query) {
    const doc = result as { _id?: unknown } | null;
    if (doc && typeof doc === 'object' && isId(doc._id)) return [String(doc._id)];
    return idsOfFilter(self.getFilter() as Record<string, unknown>);
  }
  return null;
}

export function countWrites(schema: Schema, collection: string): void {
  // Before and after: a read that overlaps a write is never cached as current.
  for (const hook of WRITE_HOOKS) {
    const options = hook === 'deleteOne' || hook === 'updateOne' ? BOTH : {};
    schema.pre(hook as 'save', options, function () {
      bumpLocal(collection);
    });
    schema.post(hook as 'save', options, async function (this: unknown, result: unknown) {
      bumpLocal(collection);
      await signalChange(collection, touchedIds(this, result));
    });
  }
}

export function writeVersion(collection: string): number {
  return versions.get(collection) ?? 0;
}

/** Writes counted in this process over all collections: one number to compare, per request. */
export function totalWrites(): number {
  return total;
}
