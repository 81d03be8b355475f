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

type Published<T> = T & PublicationFields;

/** Every record of the public collections as stored, drafts and scheduled ones included. */
export interface Snapshot {
  casinos: Published<CasinoRecord>[];
  reviews: Published<ReviewRecord>[];
  guides: Published<GuideRecord>[];
  faqs: Published<FaqRecord>[];
  games: Published<GameRecord>[];
  pagecontents: Published<PageContentRecord>[];
}

const LOADERS: { [K in PublicCollection]: () => Promise<Snapshot[K]> } = {
  casinos: () => CasinoModel.find().lean<Snapshot['casinos']>(),
  reviews: () => ReviewModel.find().lean<Snapshot['reviews']>(),
  guides: () => GuideModel.find().lean<Snapshot['guides']>(),
  faqs: () => FaqModel.find().lean<Snapshot['faqs']>(),
  games: () => GameModel.find().lean<Snapshot['games']>(),
  pagecontents: () => PageContentModel.find().lean<Snapshot['pagecontents']>(),
};

export const emptySnapshot = (): Snapshot => ({
  casinos: [],
  reviews: [],
  guides: [],
  faqs: [],
  games: [],
  pagecontents: [],
});

/** Reloads the named collections into a copy of `previous` (the others are kept as they were). */
export async function loadSnapshot(
  previous: Snapshot,
  collections: readonly PublicCollection[],
): Promise<Snapshot> {
  const next: Snapshot = { ...previous };
  const loaded = await Promise.all(collections.map((name) => LOADERS[name]()));
  collections.forEach((name, index) => {
    (next as unknown as Record<PublicCollection, unknown>)[name] = loaded[index];
  });
  return next;
}
