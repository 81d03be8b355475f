// zod configured before any schema is built (zodConfig.ts), whichever entry imports this.
import '../zodConfig';
import { z } from 'zod';
import { US_STATE_CODES } from '../constants/states';
import { REDEMPTION_METHOD_VALUES, type CasinoValue } from '../value/casinoValue';
import { MAX_SPEND_USD } from '../value/coinValue';
import { booleanish, numeric, optionalText } from './common';

/** A number from a form field or JSON, within bounds, with the field's name in every message. */
const amount = (label: string, min: number, max: number) =>
  numeric(label).pipe(
    z
      .number()
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max.toLocaleString('en-US')}`),
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

const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
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
  timeZone: z
    .string({ error: 'Time zone is required' })
    .trim()
    .min(1, 'Time zone is required')
    .max(60, 'Time zone must be at most 60 characters')
    .refine(isTimeZone, 'Time zone must be an IANA time zone such as America/New_York'),
  amoe: optionalText('Mail-in rules', 500).transform((v) => v ?? null),
  verification: verificationSchema,
});

export const redemptionFactsSchema = z.object({
  playthrough: amount('Playthrough', 0, 100),
  minimums: z
    .array(
      z.object({
        method: z.enum(REDEMPTION_METHOD_VALUES, {
          error: `Method must be one of: ${REDEMPTION_METHOD_VALUES.join(', ')}`,
        }),
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

/** GET /api/value/calculator: which casinos, and how much to spend. */
export const COIN_VALUE_MAX_CASINOS = 6;
export const coinValueQuerySchema = z.object({
  casinos: z.preprocess(
    (v) => {
      if (v == null || v === '') return [];
      const parts = (Array.isArray(v) ? v : [v]).flatMap((p) => String(p).split(','));
      return [...new Set(parts.map((p) => p.trim()).filter(Boolean))];
    },
    z
      .array(
        z
          .string()
          .max(120, 'A casino name in the link is too long')
          .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Casinos must be given by their link name'),
      )
      .min(1, 'Pick at least one casino')
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
});
export type CoinValueQuery = z.output<typeof coinValueQuerySchema>;
