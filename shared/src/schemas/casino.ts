// zod configured before any schema is built (zodConfig.ts), whichever entry imports this.
import '../zodConfig';
import { z } from 'zod';
import {
  BONUS_TYPE_FILTERS,
  CASINO_LIST_MAX_PAGE_SIZE,
  COMPARE_MAX_PAGE_SIZE,
  COMPARE_PAGE_SIZE,
  COMPARE_SORTS,
  GAME_TYPE_FILTERS,
  MINIMUM_AGES,
  PAYMENT_METHOD_FILTERS,
} from '../constants/catalog';
import { optionValues } from '../constants/options';
import { US_STATE_CODES } from '../constants/states';
import { parseStateNoteLines } from '../market/stateNotes';
import { pageQueryFields } from './paging';
import { publicationInputFields } from './publication';
import { subScoresSchema } from './ratingMethod';
import { changeNoteField } from './trust';
import { casinoValueField } from './casinoValue';
import { REDEMPTION_METHOD_VALUES } from '../value/casinoValue';
import { OFFER_CHANGE_PERIODS } from '../value/offerHistory';
import { parseFeatures, parsePaymentMethods } from '../catalog/parse';
import {
  booleanish,
  listParam,
  numeric,
  oneOf,
  optionalText,
  optionalUrlOrPath,
  requiredText,
  slugSchema,
  urlOrPath,
} from './common';

const sortValues = optionValues(COMPARE_SORTS, 'value');

/** GET /api/casinos/compare query: filters and sort plus real pagination. */
export const compareQuerySchema = z.object({
  gameTypes: listParam(GAME_TYPE_FILTERS, 'gameTypes'),
  bonusTypes: listParam(BONUS_TYPE_FILTERS, 'bonusTypes'),
  paymentMethods: listParam(PAYMENT_METHOD_FILTERS, 'paymentMethods'),
  minRating: z.coerce
    .number({ error: 'minRating must be a number from 0 to 5' })
    .int('minRating must be a whole number from 0 to 5')
    .min(0, 'minRating must be a number from 0 to 5')
    .max(5, 'minRating must be a number from 0 to 5')
    .default(0),
  redemptionMethod: z.preprocess(
    (v) => (v === '' ? undefined : v),
    oneOf(REDEMPTION_METHOD_VALUES, 'redemptionMethod').optional(),
  ),
  maxRedemptionMin: z.preprocess(
    (v) => (v === '' || v == null ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: 'maxRedemptionMin must be a number of SC' })
      .positive('maxRedemptionMin must be more than 0')
      .max(1e6, 'maxRedemptionMin must be at most 1000000')
      .optional(),
  ),
  changed: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(OFFER_CHANGE_PERIODS, { error: "changed must be 'week'" }).optional(),
  ),
  sort: oneOf(sortValues, 'sort').default('rating-high'),
  page: z.coerce
    .number()
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(10000)
    .default(1),
  pageSize: z.coerce
    .number()
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be 1 or more')
    .max(COMPARE_MAX_PAGE_SIZE, `pageSize must be at most ${COMPARE_MAX_PAGE_SIZE}`)
    .default(COMPARE_PAGE_SIZE),
  /** Only casinos available in this state (a two-letter code; empty: any). */
  availableIn: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() || undefined : v),
    z.enum(US_STATE_CODES, { error: 'availableIn must be a US state code such as NJ' }).optional(),
  ),
});
export type CompareQuery = z.output<typeof compareQuerySchema>;
export type CompareQueryInput = z.input<typeof compareQuerySchema>;

/**
 * GET /api/casinos query (contract 1.3): one page of the casinos, best rated first. Both fields
 * are optional: a request with neither is a client of 1.2, answered with the bounded array.
 */
export const casinoListQuerySchema = z.object(pageQueryFields(CASINO_LIST_MAX_PAGE_SIZE));
export type CasinoListQuery = z.output<typeof casinoListQuerySchema>;

const featuresField = z.preprocess(
  (v) => parseFeatures(v),
  z
    .record(z.string().max(60), z.boolean())
    .refine((f) => Object.keys(f).length <= 40, 'Too many features'),
);
const paymentMethodsField = z.preprocess(
  (v) => parsePaymentMethods(v),
  z.array(z.string().max(60, 'Payment method names must be at most 60 characters')).max(30),
);

/** Casino create/update body. */
/**
 * Per-casino notes on its state exclusions ("Excluded since March 2025 by the operator's terms"),
 * entered one line per state as `WA: note`; at most one note per state.
 */
const casinoStateNotesField = z.preprocess(
  parseStateNoteLines,
  z
    .array(
      z.object({
        state: z.enum(US_STATE_CODES, {
          error: 'Each state note starts with a US state code, as in "WA: note"',
        }),
        note: z
          .string()
          .trim()
          .min(1, 'Each state note needs text after the state code')
          .max(300, 'A state note is at most 300 characters'),
      }),
    )
    .max(US_STATE_CODES.length)
    .refine(
      (notes) => new Set(notes.map((n) => n.state)).size === notes.length,
      'One note per state',
    )
    .default([]),
);

export const casinoInputSchema = z.object({
  name: requiredText('Name', 120),
  slug: slugSchema,
  description: requiredText('Description', 5000),
  rating: numeric('Rating').pipe(
    z.number().min(1, 'Rating must be between 1 and 5').max(5, 'Rating must be between 1 and 5'),
  ),
  bonusAmount: requiredText('Bonus amount', 200),
  bonusDescription: optionalText('Bonus description', 1000),
  gamesCount: requiredText('Games count', 60),
  gameTypes: requiredText('Game types', 300),
  features: featuresField.default({}),
  websiteUrl: urlOrPath('Website URL'),
  termsUrl: optionalUrlOrPath('Terms URL'),
  logoUrl: optionalUrlOrPath('Logo URL'),
  bannerUrl: optionalUrlOrPath('Banner URL'),
  promoCode: optionalText('Promo code', 60),
  paymentMethods: paymentMethodsField.default([]),
  minPurchase: optionalText('Minimum purchase', 60),
  isFeatured: booleanish.default(false),
  established: z.preprocess(
    (v) => (v === '' || v == null ? null : typeof v === 'string' ? Number(v) : v),
    z
      .number()
      .int('Established must be a year')
      .min(1990, 'Established must be a year from 1990')
      .max(2100, 'Established must be a year')
      .nullable()
      .optional(),
  ),
  minimumAge: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .union(MINIMUM_AGES.map((a) => z.literal(a)) as [z.ZodLiteral<18>, z.ZodLiteral<21>], {
        error: 'Minimum age must be 18 or 21',
      })
      .default(18),
  ),
  restrictedStates: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim().toUpperCase())
            .filter(Boolean)
        : v,
    z
      .array(
        z.enum(US_STATE_CODES, { error: 'Restricted states must be US state codes such as WA' }),
      )
      .max(US_STATE_CODES.length)
      .default([]),
  ),
  stateNotes: casinoStateNotesField,
  subScores: subScoresSchema.optional(),
  ...changeNoteField,
  value: casinoValueField,
  ...publicationInputFields,
});
export type CasinoInput = z.output<typeof casinoInputSchema>;
export type CasinoFormValues = z.input<typeof casinoInputSchema>;
