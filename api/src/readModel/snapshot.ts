import { CasinoModel, type CasinoRecord } from '../features/casinos/model';
import { FaqModel, type FaqRecord } from '../features/faqs/model';
import { GameModel, type GameRecord } from '../features/games/model';
import { GuideModel, type GuideRecord } from '../features/guides/model';
import { PageContentModel, type PageContentRecord } from '../features/pages/model';
import { ReviewModel, type ReviewRecord } from '../features/reviews/model';
import { RatingMethodModel, type RatingMethodRecord } from '../features/ratingMethod/model';
import { AuthorModel, type AuthorRecord } from '../features/authors/model';
import { MatchupModel, type MatchupRecord } from '../features/headToHead/model';
import { UsStateModel, type UsStateRecord } from '../features/states/model';
import type { PublicationFields } from '../persistence';
import type { PatchedRecords, PublicCollection } from './changeSignal';
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
  usstates: ById<UsStateRecord>;
  ratingmethods: ById<RatingMethodRecord>;
  authors: ById<AuthorRecord>;
  matchups: ById<MatchupRecord>;
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
  usstates: UsStateModel as unknown as Loadable,
  ratingmethods: RatingMethodModel as unknown as Loadable,
  authors: AuthorModel as unknown as Loadable,
  matchups: MatchupModel as unknown as Loadable,
};

export const emptySnapshot = (): Snapshot => ({
  casinos: new Map(),
  reviews: new Map(),
  guides: new Map(),
  faqs: new Map(),
  games: new Map(),
  pagecontents: new Map(),
  usstates: new Map(),
  ratingmethods: new Map(),
  authors: new Map(),
  matchups: new Map(),
});

const byId = (records: AnyRecord[]) => new Map(records.map((r) => [String(r._id), r]));

/** What to read again: whole collections, or the records some writes touched. */
export type SnapshotChanges = Partial<Record<PublicCollection, PatchedRecords | 'all'>>;

/** More records than this to read one by one: reloading the collection (one scan) is cheaper. */
const MAX_POINT_READS = 20;

/**
 * A new snapshot from `previous` and the database: named collections reloaded whole, patched
 * ones updated from what the change log says (records as written, deletions) and the rest read
 * by id (a record gone from the database was deleted), the others kept as they are.
 */
export async function loadSnapshot(
  previous: Snapshot,
  changes: SnapshotChanges,
): Promise<Snapshot> {
  const next = { ...previous } as Record<PublicCollection, Map<string, AnyRecord>>;
  await Promise.all(
    (Object.entries(changes) as [PublicCollection, PatchedRecords | 'all'][]).map(
      async ([name, patch]) => {
        const model = MODELS[name];
        const unknown = patch === 'all' ? [] : [...patch].filter(([, r]) => r === undefined);
        if (patch === 'all' || unknown.length > MAX_POINT_READS) {
          next[name] = byId(await model.find().lean<AnyRecord[]>());
          return;
        }
        if (!patch.size) return;
        const read = byId(
          await findByIds<AnyRecord>(
            model,
            unknown.map(([id]) => id),
          ),
        );
        const patched = new Map(next[name]);
        for (const [id, written] of patch) {
          const record = written === undefined ? read.get(id) : (written as AnyRecord | null);
          if (record) patched.set(id, record);
          else patched.delete(id);
        }
        next[name] = patched;
      },
    ),
  );
  return next as unknown as Snapshot;
}
