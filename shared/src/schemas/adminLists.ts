// zod configured before any schema is built (zodConfig.ts), whichever entry imports this.
import '../zodConfig';
import { z } from 'zod';
import { objectIdSchema, oneOf, parseFormDate, validDate } from './common';
import { PUBLICATION_STATES } from './publication';
import { changeNoteField } from './trust';

export const ADMIN_PAGE_SIZE_MAX = 200;
/** The header every admin list answers with: how many records match, over all pages. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

const optionalTrimmed = (max: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(max).optional());

/**
 * Query of every admin list (GET /api/admin/{casinos|reviews|...}). Without `page` the whole list
 * is answered, as older clients expect; with it, one page. The answer is always the array of
 * records, and the X-Total-Count header says how many match in all.
 */
export const adminListQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'page must be 1 or more').optional(),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, 'pageSize must be 1 or more')
    .max(ADMIN_PAGE_SIZE_MAX, `pageSize must be at most ${ADMIN_PAGE_SIZE_MAX}`)
    .default(25),
  sort: optionalTrimmed(40),
  dir: z.enum(['asc', 'desc'], { error: 'dir must be asc or desc' }).optional(),
  q: optionalTrimmed(100),
  state: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(PUBLICATION_STATES, { error: 'state must be draft, scheduled or published' }).optional(),
  ),
});
export type AdminListQuery = z.output<typeof adminListQuerySchema>;

export const BULK_ACTIONS = ['publish', 'unpublish', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/**
 * POST /api/admin/{resource}/bulk. A publish may carry the public change note of a single save,
 * added to every record it publishes (of the kinds that have change notes); none for a minor one.
 */
export const bulkActionSchema = z
  .object({
    action: z.enum(BULK_ACTIONS, { error: 'action must be publish, unpublish or delete' }),
    ids: z.array(objectIdSchema).min(1, 'Select at least one record').max(ADMIN_PAGE_SIZE_MAX),
    ...changeNoteField,
  })
  .refine((input) => !input.changeNote || input.action === 'publish', {
    path: ['changeNote'],
    message: 'A change note goes only with publish',
  });
export type BulkActionInput = z.output<typeof bulkActionSchema>;

export interface BulkActionResult {
  done: string[];
  failed: { id: string; message: string }[];
}

export const revisionParamsSchema = z.object({ id: objectIdSchema, revisionId: objectIdSchema });

/** One entry of GET .../{id}/revisions (newest first); the detail carries the whole record. */
export interface RevisionSummary {
  id: string;
  createdAt: string;
  by: string;
}
export interface RevisionDetail extends RevisionSummary {
  record: Record<string, unknown>;
}

export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'create',
  'update',
  'publish',
  'unpublish',
  'delete',
  'restore',
  'role-change',
  'permission-change',
  'password-change',
  'reauth',
  'reauth-failed',
  'second-factor-enrol',
  'second-factor-reset',
  'second-factor-failed',
  'recovery-code-used',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const optionalDate = z.preprocess(
  parseFormDate(undefined),
  validDate('from and to must be valid dates').optional(),
);

/** GET /api/admin/audit (administrators only), newest first. */
export const auditQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'page must be 1 or more').default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(50),
  actor: optionalTrimmed(60),
  action: z.preprocess(
    (v) => (v === '' ? undefined : v),
    oneOf(AUDIT_ACTIONS, 'action').optional(),
  ),
  type: optionalTrimmed(40),
  from: optionalDate,
  to: optionalDate,
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

export interface AuditEntry {
  id: string;
  at: string;
  actor: string;
  action: AuditAction;
  recordType: string | null;
  recordId: string | null;
  clientAddress: string;
}

/** POST /api/admin/preview/html: the unsaved body, sanitised exactly as a save would store it. */
export const previewHtmlSchema = z.object({
  html: z.string({ error: 'html is required' }).max(200_000, 'html is too long'),
});
