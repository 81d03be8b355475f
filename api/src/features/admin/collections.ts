import type { Router } from 'express';
import { AUTHORS } from '../authors/admin.collection';
import { CASINOS } from '../casinos/admin.collection';
import { collectionRouter, type EditorialCollection, type EditorialInput } from './collection';
import { FAQS } from '../faqs/admin.collection';
import { GAMES } from '../games/admin.collection';
import { GUIDES } from '../guides/admin.collection';
import { MATCHUPS } from '../headToHead/admin.collection';
import { PAGE_CONTENTS } from '../pages/admin.collection';
import { REVIEWS } from '../reviews/admin.collection';
import { STATES } from '../states/admin.collection';

/** A collection's admin API, ready to mount at its path. */
interface MountableCollection {
  path: string;
  router(): Router;
}

const mountable = <T, Input extends EditorialInput>(
  collection: EditorialCollection<T, Input>,
): MountableCollection => ({ path: collection.path, router: () => collectionRouter(collection) });

/**
 * Every editorial collection, each declared once in its own file: the admin router serves each
 * at its path with the shared editorial routes. A new collection is one more line here.
 */
export const EDITORIAL_COLLECTIONS: readonly MountableCollection[] = [
  mountable(CASINOS),
  mountable(REVIEWS),
  mountable(GUIDES),
  mountable(AUTHORS),
  mountable(MATCHUPS),
  mountable(FAQS),
  mountable(GAMES),
  mountable(PAGE_CONTENTS),
  mountable(STATES),
];
