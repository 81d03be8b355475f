// zod configured before any schema is built (zodConfig.ts), whichever entry imports this.
import '../zodConfig';
import { z } from 'zod';
import { parseFormDate, validDate } from './common';

/** Publication state of content records: the primary admin action publishes, "Save draft" does not. */
export const PUBLICATION_STATUS_VALUES = ['draft', 'published'] as const;
export type PublicationStatusValue = (typeof PUBLICATION_STATUS_VALUES)[number];

/** What the admin tables show: a published record whose publishAt is ahead is Scheduled. */
export const PUBLICATION_STATES = ['draft', 'scheduled', 'published'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

const optionalDateTime = z.preprocess(
  parseFormDate(null),
  validDate('Publish at must be a valid date and time').nullable(),
);

/**
 * Fields every content create/update body may carry besides its own. Without `status` a call
 * publishes (calls written before drafts keep their meaning). `updatedAt` is the version the
 * editor loaded: when sent and the record changed since, the update answers 409.
 */
export const publicationInputFields = {
  status: z
    .enum(PUBLICATION_STATUS_VALUES, { error: 'Status must be draft or published' })
    .default('published'),
  publishAt: optionalDateTime.default(null),
  updatedAt: z
    .string()
    .trim()
    .max(40)
    .refine((v) => !Number.isNaN(Date.parse(v)), 'updatedAt must be the date and time as read')
    .optional(),
};

/** What the admin API adds to each record's JSON. */
export interface PublicationJson {
  status: PublicationStatusValue;
  publishAt: string | null;
  updatedAt: string;
}

export type WithPublication<T> = T & PublicationJson;

/** Draft, Scheduled (published, publishAt ahead) or Published. */
export function publicationState(
  record: { status?: string | null; publishAt?: string | Date | null },
  now: number = Date.now(),
): PublicationState {
  if (record.status === 'draft') return 'draft';
  if (record.publishAt && new Date(record.publishAt).getTime() > now) return 'scheduled';
  return 'published';
}
