import type { Query, Schema } from 'mongoose';
import { isPubliclyVisible, type PublicationFields } from '../persistence/publication';
import { purgeConfigured, purgeKeys } from './purge';
import { ALL_KEY, keysOfWrite, type KeyedCollection, type WrittenRecord } from './surrogateKeys';
import { QUERY_WRITE_HOOKS } from '../persistence/writeHooks';

/**
 * Purge on publish: every write to a public collection through its model (a save, an update, a
 * delete, a bulk publish) purges the keys of the records it touched, and a scheduled record
 * purges its keys when its publishAt passes. Nothing here runs without PURGE_URL.
 */

const WAS_FEATURED = Symbol('sweepscout.purge.wasFeatured');

type Stored = {
  _id?: unknown;
  casinoId?: unknown;
  page?: unknown;
  isFeatured?: unknown;
  /** Set before a save: the casino was featured, or its featured flag is changing. */
  [WAS_FEATURED]?: boolean;
} & PublicationFields;

/** The most records a query write looks up before it runs; beyond, everything is purged. */
const MAX_LOOKED_UP = 200;

function written(record: Stored): WrittenRecord {
  return {
    id: String(record._id),
    casinoId: record.casinoId ? String(record.casinoId) : undefined,
    page: typeof record.page === 'string' ? record.page : undefined,
    featured: record.isFeatured === true || record[WAS_FEATURED] === true,
  };
}

function purgeRecords(collection: KeyedCollection, records: readonly Stored[]): void {
  purgeKeys(records.flatMap((record) => keysOfWrite(collection, written(record))));
}

const LOOKED_UP = Symbol('sweepscout.purge.lookedUp');
type Marked = Query<unknown, unknown> & { [LOOKED_UP]?: Stored[] | null };

/** Registers the purge hooks on a public collection's schema (beside its change counting). */
export function purgeOnWrite(schema: Schema, collection: KeyedCollection): void {
  schema.pre('save', function (this: Stored & { isNew: boolean; isModified(p: string): boolean }) {
    // After the save the old value is gone: a casino leaving the featured list leaves the footer.
    if (purgeConfigured()) this[WAS_FEATURED] = !this.isNew && this.isModified('isFeatured');
  });
  schema.post('save', function (this: Stored) {
    purgeRecords(collection, [this]);
    this[WAS_FEATURED] = false;
  });
  schema.post('deleteOne', { document: true, query: false }, function (this: Stored) {
    purgeRecords(collection, [this]);
  });
  schema.post('insertMany', function (docs: unknown) {
    if (Array.isArray(docs)) purgeRecords(collection, docs as Stored[]);
  });
  schema.post('bulkWrite', () => purgeKeys([ALL_KEY]));

  for (const hook of QUERY_WRITE_HOOKS) {
    // Before: which records the filter names (their casino, their page name), as they were.
    schema.pre(hook, { document: false, query: true }, async function (this: Marked) {
      if (!purgeConfigured()) return;
      const found = await this.model
        .find(this.getFilter())
        .select({ _id: 1, casinoId: 1, page: 1, isFeatured: 1 })
        .limit(MAX_LOOKED_UP + 1)
        .lean<Stored[]>()
        .catch(() => null);
      this[LOOKED_UP] = found && found.length <= MAX_LOOKED_UP ? found : null;
    });
    schema.post(hook, { document: false, query: true }, function (this: Marked, result: unknown) {
      if (!purgeConfigured()) return;
      const before = this[LOOKED_UP];
      if (before === null || before === undefined) return purgeKeys([ALL_KEY]);
      // An update may have moved a record (a review to another casino): its new state too.
      const after =
        result && typeof result === 'object' && '_id' in result ? [result as Stored] : [];
      purgeRecords(collection, [...before, ...after]);
    });
  }
}

/** How often the next scheduled publication is looked at (in memory). */
export const PUBLICATION_CHECK_MS = 250;

export interface ScheduledPublications {
  /** When the next scheduled record becomes public (ms since epoch), or null. */
  nextPublishAt(): Promise<number | null>;
  /** Every stored record of a collection, drafts and scheduled ones included; null: unknown. */
  storedRecords(collection: KeyedCollection): Promise<{ values(): Iterable<Stored> } | null>;
  collections: readonly KeyedCollection[];
}

/**
 * Purges each scheduled record's keys when its publishAt passes (until then its answers showed
 * it missing). Looks at the stored records only when a publication came due. Returns a stop
 * function.
 */
export function purgeScheduledPublications(source: ScheduledPublications): () => void {
  let since = Date.now();
  let due: number | null = null;
  let checking = false;
  const sweep = async (now: number) => {
    for (const collection of source.collections) {
      const records = await source.storedRecords(collection);
      const live = [...(records?.values() ?? [])].filter((record) => {
        const at = record.publishAt ? new Date(record.publishAt).getTime() : 0;
        return at > since && at <= now && isPubliclyVisible(record, now);
      });
      purgeRecords(collection, live);
    }
    since = now;
  };
  const check = async () => {
    if (checking || !purgeConfigured()) return;
    checking = true;
    try {
      const now = Date.now();
      if (due !== null && now >= due) await sweep(now);
      due = await source.nextPublishAt();
    } catch {
      // The database is away: the same window is looked at again next time.
    } finally {
      checking = false;
    }
  };
  const timer = setInterval(() => void check(), PUBLICATION_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
