// zod configured before any schema is built (zodConfig.ts), whichever entry imports this.
import '../zodConfig';
import { z } from 'zod';
import { textLines } from '../format/text';

export const OBJECT_ID_PATTERN = /^[a-f0-9]{24}$/i;
export const objectIdSchema = z.string().regex(OBJECT_ID_PATTERN, 'Must be a valid id');
export const slugSchema = z
  .string()
  .trim()
  .min(1, 'Slug is required')
  .max(120, 'Slug must be at most 120 characters')
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'Slug may contain only lowercase letters, numbers and hyphens',
  );

export const idParamsSchema = z.object({ id: objectIdSchema });
export const slugParamsSchema = z.object({ slug: slugSchema });

/**
 * Trimmed text of `min` to `max` characters: `missing` when absent or too short, `tooLong` (zod's
 * own message when not given) when too long.
 */
export const trimmedText = (missing: string, min: number, max: number, tooLong?: string) =>
  z.string({ error: missing }).trim().min(min, missing).max(max, tooLong);

/** A required text field with a bound, trimmed. */
export const requiredText = (label: string, max: number) =>
  trimmedText(`${label} is required`, 1, max, `${label} must be at most ${max} characters`);

/** Trimmed text of `min` to `max` characters, each bound named in its message. */
export const textOfLength = (label: string, min: number, max: number) =>
  trimmedText(
    `${label} must be at least ${min} characters`,
    min,
    max,
    `${label} must be at most ${max} characters`,
  );

/** Optional text: '' and null become null. */
export const optionalText = (label: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(max, `${label} must be at most ${max} characters`).nullable().optional(),
  );

/** An http(s) URL or a site-relative path such as /media/logo.svg. */
export const urlOrPath = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(2048, `${label} is too long`)
    .refine(
      (v) => /^https?:\/\/[^\s]+$/i.test(v) || /^\/[^\s/][^\s]*$/.test(v),
      `${label} must be a valid URL`,
    );

export const optionalUrlOrPath = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    urlOrPath(label).nullable().optional(),
  );

/** A boolean that also accepts 'true'/'false' from forms and query strings. */
export const booleanish = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v),
  z.boolean(),
);

/** A number that also accepts numeric text (ratings and RTP are sent as text). */
export const numeric = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ error: `${label} must be a number` })
      .refine(Number.isFinite, `${label} must be a number`),
  );

/** A Date that holds a time: `message` for anything else, an Invalid Date included. */
export const validDate = (message: string) =>
  z.date({ error: message }).refine((d) => !Number.isNaN(d.getTime()), message);

/** A calendar date from 'yyyy-MM-dd', an ISO string or a timestamp. */
export const dateInput = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' || typeof v === 'number' ? new Date(v) : v),
    validDate(`${label} must be a valid date`),
  );

/**
 * Reads a date a form or query may leave blank: '' and null become `blank`, text is parsed as a
 * date, anything else is left for the schema to judge.
 */
export const parseFormDate =
  (blank: null | undefined) =>
  (v: unknown): unknown =>
    v === '' || v == null ? blank : typeof v === 'string' ? new Date(v) : v;

/** One of `values`; anything else is refused with a message that lists them. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });

/** An editor's text with one item a line as the list of its lines; anything else passes through. */
export const linesOf = (v: unknown): unknown => (typeof v === 'string' ? textLines(v) : v);

/** A list parameter: repeated or comma-separated, trimmed, without blanks or repeats. */
export const listOf = (v: unknown): unknown => {
  if (v == null || v === '') return [];
  const parts = (Array.isArray(v) ? v : [v]).flatMap((p) => String(p).split(','));
  return [...new Set(parts.map((p) => p.trim()).filter(Boolean))];
};

/**
 * A list query parameter: 'a,b' or repeated ?x=a&x=b, each value one of `values`.
 */
export const listParam = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.preprocess(listOf, z.array(oneOf(values, label)).max(values.length));

export interface ApiErrorBody {
  message: string;
  issues?: { path: string; message: string }[];
}
