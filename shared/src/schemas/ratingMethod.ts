// zod configured before any schema is built (zodConfig.ts), whichever entry imports this.
import '../zodConfig';
import { z } from 'zod';
import { RATING_CRITERIA, type RatingCriterion } from '../catalog/ratingMethod';

const subScore = (label: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: `${label} must be a number from 0 to 10` })
      .min(0, `${label} must be from 0 to 10`)
      .max(10, `${label} must be from 0 to 10`)
      .nullable(),
  );

/** A casino's sub-scores: each criterion 0 to 10, or null (no evidence yet). */
export const subScoresSchema = z
  .object(
    Object.fromEntries(
      RATING_CRITERIA.map(({ key, label }) => [key, subScore(label).optional()]),
    ) as Record<RatingCriterion, z.ZodOptional<ReturnType<typeof subScore>>>,
  )
  .strict();

const weight = (label: string) =>
  z.coerce
    .number({ error: `${label} weight must be a whole number from 0 to 100` })
    .int(`${label} weight must be a whole number from 0 to 100`)
    .min(0, `${label} weight must be from 0 to 100`)
    .max(100, `${label} weight must be from 0 to 100`);

/** PUT /api/admin/rating-method body: the weights, whole percentages adding up to 100. */
export const ratingWeightsSchema = z
  .object(
    Object.fromEntries(RATING_CRITERIA.map(({ key, label }) => [key, weight(label)])) as Record<
      RatingCriterion,
      ReturnType<typeof weight>
    >,
  )
  .strict()
  .refine(
    (weights) => Object.values(weights).reduce((sum, w) => sum + w, 0) === 100,
    'The weights must add up to 100',
  );

export const ratingMethodInputSchema = z.object({
  weights: ratingWeightsSchema,
  /** As read: a save over a newer one is refused (409). */
  updatedAt: z.string().datetime({ offset: true }).nullable().optional(),
});
export type RatingMethodInput = z.output<typeof ratingMethodInputSchema>;
