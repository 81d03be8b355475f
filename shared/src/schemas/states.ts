// zod configured before any schema is built (zodConfig.ts), whichever entry imports this.
import '../zodConfig';
import { z } from 'zod';
import { STATE_STATUSES, US_STATE_CODES, stateBySlug } from '../constants/states';
import { ALL_STATES } from '../market/states';
import { booleanish, linesOf, oneOf, requiredText } from './common';
import { publicationInputFields } from './publication';

const legalStatus = (label: string) => oneOf(STATE_STATUSES, label);

const isoDay = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (yyyy-MM-dd)`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), `${label} must be a valid date`);

const optionalDay = (label: string) =>
  z.preprocess((v) => (v === '' || v == null ? null : v), isoDay(label).nullable()).default(null);

const sourceUrl = z
  .string()
  .trim()
  .max(2048, 'Source URL is too long')
  .regex(/^https?:\/\/[^\s]+$/i, 'Each source must be an http(s) URL');

/** A state record's create/update body (staff editor). The code names the state; one per state. */
export const stateInputSchema = z
  .object({
    code: z.enum(US_STATE_CODES, { error: 'State must be a US state code such as NJ' }),
    legalStatus: legalStatus('Status'),
    scheduledStatus: z
      .preprocess((v) => (v === '' ? null : v), legalStatus('Scheduled status').nullable())
      .default(null),
    effectiveDate: optionalDay('Effective date'),
    citation: z.string().trim().max(200, 'Citation must be at most 200 characters').default(''),
    billStage: z.string().trim().max(200, 'Bill stage must be at most 200 characters').default(''),
    summary: requiredText('Summary', 2000),
    // An array, or the editor's text with one URL per line.
    sources: z.preprocess(linesOf, z.array(sourceUrl).max(10, 'At most 10 sources')).default([]),
    reachesAffiliates: booleanish.default(false),
    markedInformationOnly: booleanish.default(false),
    verified: booleanish.default(false),
    changeLog: z
      .array(
        z.object({
          date: isoDay('Change date'),
          summary: z
            .string()
            .trim()
            .min(1, 'Change summary is required')
            .max(500, 'Change summary must be at most 500 characters'),
        }),
      )
      .max(50, 'At most 50 changes')
      .default([]),
    ...publicationInputFields,
  })
  .refine((v) => !v.scheduledStatus || v.effectiveDate, {
    message: 'A scheduled status needs an effective date',
    path: ['effectiveDate'],
  });
export type StateInput = z.output<typeof stateInputSchema>;

/** GET /api/states/:slug */
export const stateSlugParamsSchema = z.object({
  slug: z
    .string()
    .trim()
    .max(40)
    .refine((v) => stateBySlug(v) !== undefined, 'Unknown state'),
});

/** The header selector's GET form: the chosen state ('all' or empty for all) and the page to go back to. */
export const stateChoiceQuerySchema = z.object({
  state: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
      z.union([z.literal(ALL_STATES.toUpperCase()), z.literal(''), z.enum(US_STATE_CODES)], {
        error: 'State must be a US state code such as NJ, or all',
      }),
    )
    .default(''),
  back: z.string().max(2048).optional(),
});

/** POST /api/admin/preview/state: see the public site as a visitor from `state` ("all" ends it). */
export const statePreviewSchema = z.object({
  state: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.union([z.literal(ALL_STATES.toUpperCase()), z.enum(US_STATE_CODES)], {
      error: 'State must be a US state code such as CA, or all',
    }),
  ),
});
