import { findByIds } from '../../db/findByIds';
import { CasinoModel } from '../casinos/model';
import { readModel } from '../../readModel/readModel';

/** What a review's or game's admin JSON shows of its casino. */
export interface CasinoLabel {
  name: string;
  slug: string;
}

/**
 * The name and slug of each of these casinos, by id (an id with no casino is absent). Read from
 * the read model's snapshot, which is in memory and brought up to the database first (never
 * stale); point reads by id only when the snapshot cannot catch up. So a list of reviews or games
 * shows its casinos' names without the admin client loading every casino.
 */
export async function casinoLabels(ids: Iterable<unknown>): Promise<Map<string, CasinoLabel>> {
  const wanted = [...new Set([...ids].map(String))];
  const labels = new Map<string, CasinoLabel>();
  if (wanted.length === 0) return labels;
  const stored = await readModel.storedRecords('casinos');
  if (stored) {
    for (const id of wanted) {
      const casino = stored.get(id);
      if (casino) labels.set(id, { name: casino.name, slug: casino.slug });
    }
    return labels;
  }
  const found = await findByIds<{ _id: unknown } & CasinoLabel>(CasinoModel, wanted, {
    name: 1,
    slug: 1,
  });
  for (const casino of found) labels.set(String(casino._id), casino);
  return labels;
}
