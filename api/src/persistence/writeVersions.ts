import mongoose, { type Schema } from 'mongoose';
import { purgeOnWrite } from '../cdn/purgeOnWrite';
import { isKeyedCollection } from '../cdn/surrogateKeys';
import { isDuplicateKeyError } from '../db/duplicateKey';
import { WRITE_HOOKS } from './writeHooks';

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

/** Both kinds: `doc.deleteOne()` / `doc.updateOne()` and `Model.deleteOne()` / `Model.updateOne()`. */
const BOTH = { document: true, query: true } as const;

function bumpLocal(collection: string): void {
  versions.set(collection, (versions.get(collection) ?? 0) + 1);
  total += 1;
}

/** What a write did to the records it names, when the writer knows. */
export interface WrittenRecords {
  /** The records as stored after the write (a document save, an insertMany). */
  records?: Record<string, unknown>[];
  /** The write removed every record it names. */
  deleted?: boolean;
}

/**
 * One write: which records of a collection it touched (null: unknown, reload them all), and what
 * became of them when known. Readers patch from `records` and `deleted` without reading the
 * collection. FerretDB 1.24 on SQLite finds a single `_id` from its key (about 6 ms at 10,000
 * casinos) but scans and decodes the whole table for any other filter, `$in` included: readers
 * fetch recent entries one by one by `_id` (changeLogEntryId), records they lack by `_id` too.
 */
export interface ChangeLogEntry extends WrittenRecords {
  _id: string;
  collection: string;
  version: number;
  ids: string[] | null;
}

export const CHANGE_LOG_COLLECTION = 'changelog';
/** An entry's _id: its collection and the change number, unique across instances. */
export const changeLogEntryId = (collection: string, version: number): string =>
  `${collection}:${version}`;
/**
 * Entries kept per collection; an instance further behind reloads the whole collection. Small,
 * because the embedded database scans the log on every look.
 */
export const CHANGE_LOG_KEPT = 200;
/**
 * Entries that keep their records (older ones keep only their ids: a reader that far behind reads
 * those records). Every look scans the whole log, and the records are nearly all of its bytes: a
 * casino is several kilobytes, so 200 full entries made each look cost 100 to 350 ms at 10,000
 * casinos; an instance polls every 100 ms, so it is never that far behind but after a pause.
 */
export const CHANGE_LOG_RECORDS_KEPT = 20;
const PRUNE_EVERY = 10;
/** Beyond this many records a write logs only their ids. */
const MAX_LOGGED_RECORDS = 50;

/** Attempts at a log entry of its own when another instance's write took the same number. */
const MAX_SIGNAL_ATTEMPTS = 5;
const signalsInFlight = new Map<string, Promise<void>>();
/** Collections with a write whose signal failed: their next signal makes readers reload them. */
const unsignalled = new Set<string>();
const REPAIR_DELAY_MS = 1000;
let repairTimer: NodeJS.Timeout | null = null;

/**
 * Tells every instance that `collection` changed: bumps its counter and logs the ids the write
 * touched, so that readers patch those records instead of reloading the collection. One signal at
 * a time per collection in this process: FerretDB 1.24 on SQLite can hand the same `$inc` result
 * to two concurrent writers (no atomic update), and a lost log entry would leave the other
 * instances without that write's ids. A signal that fails (the database went away between the
 * write and its signal) is not lost: the collection's next signal, or a repair signal a second
 * later, tells every reader to reload the collection.
 */
export function signalChange(
  collection: string,
  ids: string[] | null = null,
  written: WrittenRecords = {},
): Promise<void> {
  const previous = signalsInFlight.get(collection) ?? Promise.resolve();
  const signal = previous.then(async () => {
    const lost = unsignalled.has(collection);
    const sent = await writeSignal(collection, lost ? null : ids, lost ? {} : written);
    if (sent) unsignalled.delete(collection);
    else {
      unsignalled.add(collection);
      scheduleRepair();
    }
  });
  signalsInFlight.set(collection, signal);
  void signal.then(() => {
    if (signalsInFlight.get(collection) === signal) signalsInFlight.delete(collection);
  });
  return signal;
}

function scheduleRepair(): void {
  if (repairTimer) return;
  repairTimer = setTimeout(() => {
    repairTimer = null;
    for (const collection of unsignalled) void signalChange(collection, null);
  }, REPAIR_DELAY_MS);
  repairTimer.unref();
}

/** One counter bump and its log entry; false when the database did not take them. */
async function writeSignal(
  collection: string,
  ids: string[] | null,
  written: WrittenRecords,
): Promise<boolean> {
  const db = mongoose.connection.db;
  if (!db || mongoose.connection.readyState !== mongoose.ConnectionStates.connected) return false;
  const log = db.collection<ChangeLogEntry>(CHANGE_LOG_COLLECTION);
  let version = 0;
  try {
    for (let attempt = 1; ; attempt += 1) {
      const counter = await db
        .collection<ChangeDocument>(CHANGES_COLLECTION)
        .findOneAndUpdate(
          { _id: collection },
          { $inc: { version: 1 } },
          { upsert: true, returnDocument: 'after' },
        );
      version = counter?.version ?? 0;
      if (!version) return false;
      try {
        await log.insertOne({
          _id: changeLogEntryId(collection, version),
          collection,
          version,
          ids,
          ...written,
        });
        break;
      } catch (error) {
        // Another instance's write got the same number at the same moment: take the next one.
        if (isDuplicateKeyError(error) && attempt < MAX_SIGNAL_ATTEMPTS) continue;
        throw error;
      }
    }
  } catch (error) {
    console.error(`Change signal for ${collection} failed:`, error);
    return false;
  }
  if (version % PRUNE_EVERY === 0) {
    // Housekeeping only: a failed prune is retried by the next one.
    await log
      .deleteMany({ collection, version: { $lte: version - CHANGE_LOG_KEPT } })
      .catch(() => undefined);
    await log
      .updateMany(
        {
          collection,
          version: { $lte: version - CHANGE_LOG_RECORDS_KEPT },
          records: { $exists: true },
        },
        { $unset: { records: '' } },
      )
      .catch(() => undefined);
  }
  return true;
}

/**
 * For a write made around the models (straight through the driver, a migration script): tells
 * this process and every other instance that `collection` changed, as the model hooks do.
 */
export async function announceWrite(
  collection: string,
  ids: string[] | null = null,
): Promise<void> {
  try {
    await signalChange(collection, ids);
  } finally {
    // After the database's counter, as the model hooks do (see countWrites).
    bumpLocal(collection);
  }
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

/** What a write touched, from the hook's name, its `this` (document or query) and its result. */
function touched(
  hook: (typeof WRITE_HOOKS)[number],
  self: unknown,
  result: unknown,
): { ids: string[] | null; written: WrittenRecords } {
  const stored = (doc: unknown) =>
    doc instanceof mongoose.Document
      ? (doc.toObject({ depopulate: true }) as Record<string, unknown>)
      : (doc as Record<string, unknown>);
  if (self instanceof mongoose.Document) {
    const ids = [String(self._id)];
    if (hook === 'save') return { ids, written: { records: [stored(self)] } };
    return { ids, written: hook === 'deleteOne' ? { deleted: true } : {} };
  }
  if (Array.isArray(result)) {
    if (!result.every((doc) => doc && isId((doc as { _id?: unknown })._id)))
      return { ids: null, written: {} };
    const ids = result.map((doc) => String((doc as { _id: IdLike })._id));
    const small = result.length <= MAX_LOGGED_RECORDS;
    return { ids, written: hook === 'insertMany' && small ? { records: result.map(stored) } : {} };
  }
  if (self instanceof mongoose.Query) {
    const doc = result as { _id?: unknown } | null;
    const known = doc && typeof doc === 'object' && isId(doc._id);
    if (hook === 'findOneAndDelete')
      return known
        ? { ids: [String(doc._id)], written: { deleted: true } }
        : { ids: [], written: {} };
    if (known) {
      const options = self.getOptions() as { new?: boolean; returnDocument?: string };
      // The answer is the whole record as now stored only when asked for "after", unprojected.
      const projection = (self.projection() ?? {}) as Record<string, unknown>;
      const after =
        (options.new === true || options.returnDocument === 'after') &&
        Object.keys(projection).length === 0;
      return { ids: [String(doc._id)], written: after ? { records: [stored(doc)] } : {} };
    }
    const filter = self.getFilter() as Record<string, unknown>;
    const ids = idsOfFilter(filter);
    // A delete by ids alone removed exactly those records (with more conditions, maybe not all).
    const byIdsOnly = Object.keys(filter).length === 1;
    const deletes = hook === 'deleteOne' || hook === 'deleteMany';
    return { ids, written: deletes && byIdsOnly && ids ? { deleted: true } : {} };
  }
  return { ids: null, written: {} };
}

export function countWrites(schema: Schema, collection: string): void {
  // The cache in front of the site drops the answers that showed what a write changed.
  if (isKeyedCollection(collection)) purgeOnWrite(schema, collection);
  // Before and after: a read that overlaps a write is never cached as current.
  for (const hook of WRITE_HOOKS) {
    const options = hook === 'deleteOne' || hook === 'updateOne' ? BOTH : {};
    schema.pre(hook as 'save', options, function () {
      bumpLocal(collection);
    });
    schema.post(hook as 'save', options, async function (this: unknown, result: unknown) {
      const { ids, written } = touched(hook, this, result);
      try {
        await signalChange(collection, ids, written);
      } finally {
        // Only once the database's counter counts the write: a build that starts after this bump
        // reads a counter that includes it. Bumped before, a build (the change poll's) could read
        // the old counter, record this write as seen and serve the old record as fresh.
        bumpLocal(collection);
      }
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
