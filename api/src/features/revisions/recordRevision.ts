import type { Request } from 'express';
import type { Types } from 'mongoose';
import { principalOf } from '../../auth';
import { RevisionModel } from './model';

/** What a revision keeps of a document: every stored field but its id, version and timestamps. */
export function snapshotOf(stored: Record<string, unknown>): Record<string, unknown> {
  const { _id, __v, createdAt, updatedAt, ...fields } = stored;
  void _id;
  void __v;
  void createdAt;
  void updatedAt;
  return fields;
}

function author(req: Request): { by: string; byId: string | null } {
  try {
    const principal = req.res ? principalOf(req.res) : null;
    if (principal) return { by: principal.username, byId: principal.userId };
  } catch {
    // Saved outside a signed-in request (seed, scripts): no author to name.
  }
  return { by: 'system', byId: null };
}

/** Keep the whole record as just saved: every save of a content record calls this once. */
export async function recordRevision(
  req: Request,
  recordType: string,
  doc: { _id: Types.ObjectId; toObject(): unknown },
): Promise<void> {
  await RevisionModel.create({
    recordType,
    recordId: doc._id,
    ...author(req),
    record: snapshotOf(doc.toObject() as Record<string, unknown>),
  });
}

/** Who saved the record last, and when (for the 409 of a stale update). */
export async function lastRevision(
  recordType: string,
  recordId: Types.ObjectId,
): Promise<{ by: string; createdAt: Date } | null> {
  return RevisionModel.findOne({ recordType, recordId }, { by: 1, createdAt: 1 })
    .sort({ createdAt: -1, _id: -1 })
    .lean<{ by: string; createdAt: Date }>();
}
