import type { CasinoRecord } from '../casinos/model';
import { ratingWeightsOf, type RatingMethodRecord } from './model';
import { ratedFields } from '../casinos/rating.model';

/** The stored rating method record (there is one at most), or undefined before any save. */
export function currentRatingMethod(
  records: ReadonlyMap<string, RatingMethodRecord>,
): RatingMethodRecord | undefined {
  return records.values().next().value;
}

const DEFAULT_KEY = {};
const raters = new WeakMap<object, WeakMap<CasinoRecord, CasinoRecord>>();

/**
 * A casino as the public sees it under the rating method `method`: its rating computed from its
 * sub-scores (casinos/rating.model.ts's ratedFields). Memoised per stored record and method
 * record, so that a record nobody wrote stays the same object from one patch to the next.
 */
export function casinoRater(
  method: RatingMethodRecord | undefined,
): (record: CasinoRecord | undefined) => CasinoRecord | undefined {
  const key = method ?? DEFAULT_KEY;
  let memo = raters.get(key);
  if (!memo) raters.set(key, (memo = new WeakMap()));
  const cache = memo;
  const weights = ratingWeightsOf(method);
  return (record) => {
    if (!record) return undefined;
    if (!record.subScores) return record;
    let rated = cache.get(record);
    if (!rated) {
      rated = { ...record, ...ratedFields(record, weights) };
      cache.set(record, rated);
    }
    return rated;
  };
}
