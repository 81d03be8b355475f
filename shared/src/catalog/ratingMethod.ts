import { optionValues } from '../constants/options';

/**
 * The published rating method: each casino gets sub-scores (0 to 10, or none) on six criteria,
 * and its rating (out of 5) is their weighted average halved, with the weights staff set (whole
 * percentages adding up to 100). A criterion without a score leaves the average, and its weight is
 * shared by the others; with fewer than MIN_SUB_SCORES scores the casino is unrated.
 */
export const RATING_CRITERIA = [
  { key: 'bonuses', label: 'Bonuses and value' },
  { key: 'games', label: 'Game library' },
  { key: 'redemption', label: 'Redemption' },
  { key: 'trust', label: 'Trust and licensing' },
  { key: 'support', label: 'Support' },
  { key: 'responsiblePlay', label: 'Responsible play' },
] as const;

export type RatingCriterion = (typeof RATING_CRITERIA)[number]['key'];
export const RATING_CRITERION_KEYS: [RatingCriterion, ...RatingCriterion[]] = optionValues(
  RATING_CRITERIA,
  'key',
);

/** Sub-scores of one casino: 0 to 10, a criterion left out has no evidence yet. */
export type SubScores = Partial<Record<RatingCriterion, number | null>>;
/** Weight of each criterion, in percent (the weights add up to 100). */
export type RatingWeights = Record<RatingCriterion, number>;

export const DEFAULT_RATING_WEIGHTS: RatingWeights = {
  bonuses: 20,
  games: 15,
  redemption: 20,
  trust: 25,
  support: 10,
  responsiblePlay: 10,
};

export const MAX_SUB_SCORE = 10;
/** Fewer sub-scores than this: too little evidence, the casino shows "Unrated". */
export const MIN_SUB_SCORES = 4;
export const UNRATED_LABEL = 'Unrated';

/** The sub-scores that count: present, finite, within 0 to 10. */
export function scoredCriteria(scores: SubScores | null | undefined): RatingCriterion[] {
  if (!scores) return [];
  return RATING_CRITERION_KEYS.filter((key) => {
    const value = scores[key];
    return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 10;
  });
}

/**
 * The rating out of 5 (one decimal) that `scores` earn under `weights`, or null (unrated) when
 * fewer than MIN_SUB_SCORES criteria are scored or the scored ones weigh nothing.
 */
export function computeRating(
  scores: SubScores | null | undefined,
  weights: RatingWeights,
): number | null {
  const scored = scoredCriteria(scores);
  if (scored.length < MIN_SUB_SCORES) return null;
  let weighted = 0;
  let total = 0;
  for (const key of scored) {
    const weight = Math.max(0, weights[key] ?? 0);
    weighted += weight * (scores?.[key] as number);
    total += weight;
  }
  if (total === 0) return null;
  // Rounded once, at the end; the 1e-9 keeps 4.25 (stored as 4.2499...) rounding up.
  return Math.round((weighted / total / 2) * 10 + 1e-9) / 10;
}
