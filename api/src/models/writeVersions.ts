import mongoose, { type Schema } from 'mongoose';

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

/** Tells every instance that `collection` changed (a no-op while disconnected). */
export async function signalChange(collection: string): Promise<void> {
  const db = mongoose.connection.db;
  if (!db || mongoose.connection.readyState !== mongoose.ConnectionStates.connected) return;
  await db
    .collection<ChangeDocument>(CHANGES_COLLECTION)
    .updateOne({ _id: collection }, { $inc: { version: 1 } }, { upsert: true })
    .catch((error: unknown) => {
      console.error(`Change signal for ${collection} failed:`, error);
    });
}

/**
 * For a write made around the models (straight through the driver, a migration script): tells
 * this process and every other instance that `collection` changed, as the model hooks do.
 */
export async function announceWrite(collection: string): Promise<void> {
  bumpLocal(collection);
  await signalChange(collection);
}

export function countWrites(schema: Schema, collection: string): void {
  // Before and after: a read that overlaps a write is never cached as current.
  for (const hook of WRITE_HOOKS) {
    const options = hook === 'deleteOne' || hook === 'updateOne' ? BOTH : {};
    schema.pre(hook as 'save', options, function () {
      bumpLocal(collection);
    });
    schema.post(hook as 'save', options, async function () {
      bumpLocal(collection);
      await signalChange(collection);
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
