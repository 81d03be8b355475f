import type { Schema } from 'mongoose';

/**
 * Publication state of content records (casinos, reviews, guides, FAQs, games, page content).
 * A draft, or a published record whose publishAt is still ahead, never reaches a public answer.
 * Records saved before these fields existed have neither: they count as published.
 */
export const PUBLICATION_STATUSES = ['draft', 'published'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

export interface PublicationFields {
  status?: PublicationStatus | null;
  publishAt?: Date | string | null;
}

/** Adds `status` (default published) and `publishAt` (optional) to a content schema. */
export function addPublicationFields(schema: Schema): void {
  schema.add({
    status: { type: String, enum: PUBLICATION_STATUSES, default: 'published' },
    publishAt: { type: Date, default: null },
  });
}

/** The one rule every public read applies, in memory. */
export function isPubliclyVisible(record: PublicationFields, now: number = Date.now()): boolean {
  if (record.status === 'draft') return false;
  if (record.publishAt && new Date(record.publishAt).getTime() > now) return false;
  return true;
}

/**
 * When a scheduled record becomes public: the earliest publishAt after `now` among published
 * records, or null. A read model re-evaluates visibility at that time.
 */
export function nextScheduledPublication(
  records: Iterable<PublicationFields>,
  now: number = Date.now(),
): number | null {
  let next: number | null = null;
  for (const record of records) {
    if (record.status === 'draft' || !record.publishAt) continue;
    const at = new Date(record.publishAt).getTime();
    if (at > now && (next === null || at < next)) next = at;
  }
  return next;
}

/** The publication fields as a content record stores them. */
export interface StoredPublication {
  status?: PublicationStatus;
  publishAt?: Date | null;
}
