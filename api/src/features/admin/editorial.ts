import type { PublicationJson, PublicationStatusValue, WithPublication } from '@sweepscout/shared';
import type { Request } from 'express';
import type { Types } from 'mongoose';
import { ConflictError } from '../../domain/errors';
import { isoDate } from '../../persistence';
import { recordAudit } from '../audit';
import { lastRevision, recordRevision } from '../revisions/recordRevision';

/** A content record's document as the editorial helpers need it (every content model fits). */
export interface EditorialDocument {
  _id: Types.ObjectId;
  get(path: string): unknown;
  set(values: object): unknown;
  save(): Promise<unknown>;
  toObject(): unknown;
}

/** One kind of content record: how the shared editorial routes find, show and name it. */
export interface EditorialResource {
  /** Record type in revisions and the audit log, e.g. 'casino' or 'page-content'. */
  recordType: string;
  /** Lower-case noun for messages, e.g. 'casino' or 'page content'. */
  noun: string;
  /** The records carry public change notes (reviews, guides, casinos). */
  changeNotes?: boolean;
  findById(id: string): Promise<EditorialDocument | null>;
  /** The admin JSON of a stored document (with status, publishAt, updatedAt). */
  toJson(doc: EditorialDocument): Promise<object> | object;
}

type PublicationSource = { status?: unknown; publishAt?: unknown; updatedAt?: unknown };

/** status, publishAt and updatedAt of a stored record, as the admin API shows them. */
export function publicationJson(stored: PublicationSource): PublicationJson {
  return {
    status: stored.status === 'draft' ? 'draft' : 'published',
    publishAt: stored.publishAt ? isoDate(stored.publishAt as Date) : null,
    updatedAt: stored.updatedAt ? isoDate(stored.updatedAt as Date) : '',
  };
}

export function withPublication<T extends object>(
  json: T,
  stored: PublicationSource,
): WithPublication<T> {
  return { ...json, ...publicationJson(stored) };
}

/** The publication fields of a validated input, ready for `doc.set`. */
export function publicationOf(input: { status: PublicationStatusValue; publishAt: Date | null }) {
  return { status: input.status, publishAt: input.publishAt };
}

const timeText = (at: Date) => `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/**
 * Optimistic concurrency: an update that carries the `updatedAt` it read goes on only when the
 * record has not been saved since; otherwise it is refused (ConflictError, answered 409) naming
 * who saved it and when. An update without `updatedAt` (a call written before drafts existed) is
 * not checked.
 */
export async function checkVersion(
  resource: Pick<EditorialResource, 'recordType' | 'noun'>,
  existing: EditorialDocument,
  expected: string | undefined,
): Promise<void> {
  if (expected === undefined) return;
  const current = existing.get('updatedAt') as Date | undefined;
  if (!current || current.getTime() === new Date(expected).getTime()) return;
  const last = await lastRevision(resource.recordType, existing._id);
  const by = last?.by ?? 'another user';
  const at = last?.createdAt ?? current;
  throw new ConflictError(
    `This ${resource.noun} was changed by ${by} at ${timeText(at)} after you opened it. Reload it to see those changes before saving yours.`,
    { changedBy: by, changedAt: at.toISOString() },
  );
}

/** Status before a save (null when creating): decides which action the audit log records. */
export function statusOf(doc: EditorialDocument | undefined): string | null {
  if (!doc) return null;
  return doc.get('status') === 'draft' ? 'draft' : 'published';
}

/** After every successful save of a content record: keep a revision and log the action. */
export async function recordSave(
  req: Request,
  recordType: string,
  doc: EditorialDocument,
  statusBefore: string | null,
): Promise<void> {
  const statusNow = statusOf(doc);
  const action =
    statusBefore === null
      ? 'create'
      : statusBefore === statusNow
        ? 'update'
        : statusNow === 'published'
          ? 'publish'
          : 'unpublish';
  await recordRevision(req, recordType, doc);
  await recordAudit(req, action, recordType, String(doc._id));
}
