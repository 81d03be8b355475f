import {
  CasinoModel,
  FaqModel,
  GameModel,
  GuideModel,
  PageContentModel,
  ReviewModel,
  type CasinoRecord,
  type FaqRecord,
  type GameRecord,
  type GuideRecord,
  type PageContentRecord,
  type ReviewRecord,
} from '../models';
import type { PublicationFields } from '../models/publication';
import type { PublicCollection } from './changeSignal';
import { findByIds, type FindsById } from '../db/findByIds';

type Stored<T> = T & PublicationFields;
type ById<T> = Map<string, Stored<T>>;

/** Every record of the public collections as stored, drafts and scheduled ones included, by id. */
export interface Snapshot {
  casinos: ById<CasinoRecord>;
  reviews: ById<ReviewRecord>;
  guides: ById<GuideRecord>;
  faqs: ById<FaqRecord>;
  games: ById<GameRecord>;
  pagecontents: ById<PageContentRecord>;
}

type AnyRecord = { _id: unknown } & PublicationFields;

/** What loading needs of a model, whatever its record type. */
interface Loadable extends FindsById {
  find(filter?: Record<string, unknown>): { lean<T>(): Promise<T> };
}

const MODELS: Record<PublicCollection, Loadable> = {
  casinos: CasinoModel as unknown as Loadable,
  reviews: ReviewModel as unknown as Loadable,
  guides: GuideModel as unknown as Loadable,
  faqs: FaqModel as unknown as Loadable,
  games: GameModel as unknown as Loadable,
  pagecontents: PageContentModel as unknown as Loadable,
};

export const emptySnapshot = (): Snapshot => ({
  casinos: new Map(),
  reviews: new Map(),
  guides: new Map(),
  faqs: new Map(),
  games: new Map(),
  pagecontents: new Map(),
});

const byId = (records: AnyRecord[]) => new Map(records.map((r) => [String(r._id), r]));

/** What to read again: whole collections, or only the records some writes touched. */
export type SnapshotChanges = Partial<Record<PublicCollection, string[] | 'all'>>;

/**
 * A new snapshot from `previous` and the database: named collections reloaded whole, patched
 * ones re-read by id (a record gone from the database was deleted), the others kept as they are.
 */
export async function loadSnapshot(
  previous: Snapshot,
  changes: SnapshotChanges,
): Promise<Snapshot> {
  const next = { ...previous } as Record<PublicCollection, Map<string, AnyRecord>>;
  await Promise.all(
    (Object.entries(changes) as [PublicCollection, string[] | 'all'][]).map(async ([name, ids]) => {
      const model = MODELS[name];
      if (ids === 'all') {
        next[name] = byId(await model.find().lean<AnyRecord[]>());
        return;
      }
      if (!ids.length) return;
      const found = byId(await findByIds<AnyRecord>(model, ids));
      const patched = new Map(next[name]);
      for (const id of ids) {
        const record = found.get(id);
        if (record) patched.set(id, record);
        else patched.delete(id);
      }
      next[name] = patched;
    }),
  );
  return next as unknown as Snapshot;
}
