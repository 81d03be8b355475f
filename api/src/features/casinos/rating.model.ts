import {
  computeRating,
  scoredCriteria,
  type RatingWeights,
  type SubScores,
} from '@sweepscout/shared';
import { Schema } from 'mongoose';

/** Adds the rating method's sub-scores (optional) to the casino schema. */
export function addRatingFields(schema: Schema): void {
  schema.add({ subScores: { type: Schema.Types.Mixed, default: undefined } });
}

/**
 * The stored sub-scores of an input or record: only the criteria with a score, null when none is
 * scored (the casino keeps its stored rating), nothing when the input has none (an older client's
 * save leaves them as they are).
 */
export function subScoreFields(source: { subScores?: SubScores | null }): {
  subScores?: SubScores | null;
} {
  const scores = source.subScores;
  if (scores === undefined) return {};
  const scored = scoredCriteria(scores);
  if (!scores || !scored.length) return { subScores: null };
  return { subScores: Object.fromEntries(scored.map((key) => [key, scores[key]])) };
}

/**
 * A casino's rating in the read model: computed from its sub-scores with the current weights, 0
 * and `rated: false` when they are too few; a casino without sub-scores keeps its stored rating.
 */
export function ratedFields(
  record: { rating: number; subScores?: SubScores | null },
  weights: RatingWeights,
): { rating: number; rated?: boolean } {
  if (!record.subScores) return { rating: record.rating };
  const rating = computeRating(record.subScores, weights);
  return rating === null ? { rating: 0, rated: false } : { rating, rated: true };
}
