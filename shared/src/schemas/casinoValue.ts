// zod configured before any schema is built (zodConfig.ts), whichever entry imports this.
import '../zodConfig';
import { z } from 'zod';
import { US_STATE_CODES } from '../constants/states';
import { REDEMPTION_METHOD_VALUES, type CasinoValue } from '../value/casinoValue';
import { MAX_SPEND_USD } from '../value/coinValue';
import { booleanish, listOf, numeric, oneOf, optionalText, requiredText } from './common';
import { formatCount } from '../format/numbers';
import { pageNumberSchema, pageSizeSchema } from './paging';

/** A number from a form field or JSON, within bounds, with the field's name in every message. */
const amount = (label: string, min: number, max: number) =>
  numeric(label).pipe(
    z
      .number()
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${formatCount(max)}`),
  );

/** An optional whole number of purchases ('' and null: no limit). */
const limit = (label: string) =>
  z.preprocess(
    (v) => (v === '' || v == null ? null : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: `${label} must be a whole number` })
      .int(`${label} must be a whole number`)
      .min(1, `${label} must be at least 1`)
      .max(1000, `${label} must be at most 1000`)
      .nullable()
      .optional(),
  );

/**
 * Zones found valid (a few hundred at most): each DateTimeFormat loads ICU's zone data again, and
 * a seed or a list check validates hundreds of records. Invalid names are not kept (any text).
 */
const validTimeZones = new Set<string>();

const isTimeZone = (zone: string): boolean => {
  if (validTimeZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    return false;
  }
  validTimeZones.add(zone);
  return true;
};

const verificationSchema = z.object({
  verifiedAt: z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Verified date must be a date (yyyy-mm-dd)')
      .refine((d) => !Number.isNaN(Date.parse(d)), 'Verified date must be a valid date')
      .nullable()
      .default(null),
  ),
  verifiedBy: optionalText('Verified by', 80).transform((v) => v ?? null),
  needsVerification: booleanish.default(true),
});

export const coinPackageSchema = z.object({
  priceUsd: amount('Price', 0.01, 10000),
  goldCoins: amount('Gold Coins', 0, 1e9),
  bonusSc: amount('Bonus SC', 0, 1e6),
  firstPurchase: booleanish.default(false),
  dailyLimit: limit('Daily limit'),
  weeklyLimit: limit('Weekly limit'),
});

export const freeOffersSchema = z.object({
  signupSc: amount('Sign-up SC', 0, 10000),
  dailySc: amount('Daily SC', 0, 10000),
  dailyGc: amount('Daily GC', 0, 1e9),
  streak: optionalText('Streak rules', 300).transform((v) => v ?? null),
  resetTime: z
    .string({ error: 'Reset time is required' })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Reset time must be a time such as 00:00 or 17:30'),
  timeZone: requiredText('Time zone', 60).refine(
    isTimeZone,
    'Time zone must be an IANA time zone such as America/New_York',
  ),
  amoe: optionalText('Mail-in rules', 500).transform((v) => v ?? null),
  verification: verificationSchema,
});

export const redemptionFactsSchema = z.object({
  playthrough: amount('Playthrough', 0, 100),
  minimums: z
    .array(
      z.object({
        method: oneOf(REDEMPTION_METHOD_VALUES, 'Method'),
        minSc: amount('Minimum SC', 1, 1e6),
      }),
    )
    .max(REDEMPTION_METHOD_VALUES.length)
    .refine(
      (list) => new Set(list.map((m) => m.method)).size === list.length,
      'Each redemption method may be listed once',
    ),
  processingTime: optionalText('Processing time', 120).transform((v) => v ?? null),
  identityChecks: optionalText('Identity checks', 300).transform((v) => v ?? null),
  prizeCaps: z
    .array(
      z.object({
        state: z.enum(US_STATE_CODES, { error: 'State must be a US state code such as FL' }),
        maxUsd: amount('Prize cap', 1, 1e9),
      }),
    )
    .max(US_STATE_CODES.length)
    .refine(
      (list) => new Set(list.map((c) => c.state)).size === list.length,
      'Each state may have one prize cap',
    ),
  verification: verificationSchema,
});

/** The casino's optional value group: packages, free offers and redemption facts. */
export const casinoValueSchema = z.object({
  packages: z.array(coinPackageSchema).max(20, 'At most 20 coin packages'),
  packagesVerification: verificationSchema,
  offers: freeOffersSchema,
  redemption: redemptionFactsSchema,
});
export type CasinoValueFormValues = z.input<typeof casinoValueSchema>;

/** What the schema lets through: a record the pages can read (tsc checks it is a CasinoValue). */
type ReadableBy<Output extends CasinoValue> = Output;
export type ParsedCasinoValue = ReadableBy<z.output<typeof casinoValueSchema>>;

/** The optional field of the casino input ('' or null: the casino has no value data). */
export const casinoValueField = z.preprocess(
  (v) => (v === '' ? null : v),
  casinoValueSchema.nullable().optional(),
);

/**
 * GET /api/value/casinos: one page of the casinos with value data, by name (the tracker) or best
 * rated first (the calculator's picker). Paged like GET /api/casinos: at most
 * VALUE_CASINOS_MAX_PAGE_SIZE a page, so an answer stays small at any number of casinos.
 */
export const VALUE_CASINOS_PAGE_SIZE = 50;
export const VALUE_CASINOS_MAX_PAGE_SIZE = 100;
export const VALUE_CASINO_SORTS = ['name', 'rating'] as const;
export type ValueCasinoSort = (typeof VALUE_CASINO_SORTS)[number];
export const valueCasinosQuerySchema = z.object({
  page: pageNumberSchema.default(1),
  pageSize: pageSizeSchema(VALUE_CASINOS_MAX_PAGE_SIZE).default(VALUE_CASINOS_PAGE_SIZE),
  sort: oneOf(VALUE_CASINO_SORTS, 'sort').default('name'),
});
export type ValueCasinosQuery = z.output<typeof valueCasinosQuerySchema>;

/** How many casinos the calculator offers as checkboxes (the best rated); others are typed. */
export const COIN_VALUE_PICKER_SIZE = 12;

/** GET /api/value/calculator: which casinos, and how much to spend. */
export const COIN_VALUE_MAX_CASINOS = 6;
export const coinValueQuerySchema = z
  .object({
    casinos: z.preprocess(
      listOf,
      z
        .array(
          z
            .string()
            .max(120, 'A casino name in the link is too long')
            .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Casinos must be given by their link name'),
        )
        .max(COIN_VALUE_MAX_CASINOS, `Pick at most ${COIN_VALUE_MAX_CASINOS} casinos`),
    ),
    /** Casinos typed by the visitor: names ("Crown Coins Casino") or link names, comma-separated. */
    more: z.preprocess(
      listOf,
      z
        .array(
          z
            .string()
            .max(120, 'A typed casino name must be at most 120 characters')
            .regex(
              /^[\p{L}\p{N} '&.!-]+$/u,
              "Typed casino names may use letters, digits, spaces and ' & . ! -",
            ),
        )
        .max(COIN_VALUE_MAX_CASINOS, `Pick at most ${COIN_VALUE_MAX_CASINOS} casinos`),
    ),
    spend: z.preprocess(
      (v) => (v === '' || v == null ? undefined : typeof v === 'string' ? Number(v) : v),
      z
        .number({ error: 'Amount to spend must be a number of dollars' })
        .refine(Number.isFinite, 'Amount to spend must be a number of dollars')
        .min(1, 'Amount to spend must be at least $1')
        .max(MAX_SPEND_USD, `Amount to spend must be at most $${MAX_SPEND_USD}`),
    ),
  })
  .refine((q) => q.casinos.length + q.more.length >= 1, 'Pick at least one casino')
  .refine(
    (q) => q.casinos.length + q.more.length <= COIN_VALUE_MAX_CASINOS,
    `Pick at most ${COIN_VALUE_MAX_CASINOS} casinos`,
  );
export type CoinValueQuery = z.output<typeof coinValueQuerySchema>;
