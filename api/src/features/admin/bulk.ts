import { bulkActionSchema, type BulkActionResult } from '@sweepscout/shared';
import type { Request, RequestHandler, Response } from 'express';
import { validate } from '../../http/validate';
import { changeNoteUpdate } from '../../persistence';
import { recordAudit } from '../audit';
import { recordSave, statusOf, type EditorialResource } from './editorial';
import { deleted, sendBadRequest } from './http';

/** Why a delete did not happen: 404 (no such record) or 409 (its own rules refused it). */
export interface Refusal {
  status: 404 | 409;
  message: string;
}

/** Deletes one record (with its own rules and audit entry); the refusal when it may not. */
export type RemoveRecord = (req: Request, id: string) => Promise<Refusal | null>;

/** The answer of a DELETE /:id route from its remove function. */
export async function sendRemoval(
  res: Response,
  refused: Refusal | null,
  thing: string,
): Promise<void> {
  if (refused) {
    res.status(refused.status).json({ message: refused.message });
    return;
  }
  deleted(res, thing);
}

/** The remove function of a record nothing else depends on. */
export function plainRemove(
  model: { deleteOne(filter: { _id: string }): PromiseLike<{ deletedCount?: number }> },
  recordType: string,
  thing: string,
): RemoveRecord {
  return async (req, id) => {
    const result = await model.deleteOne({ _id: id });
    if (!result.deletedCount) return { status: 404, message: `${thing} not found` };
    await recordAudit(req, 'delete', recordType, id);
    return null;
  };
}

/**
 * POST /bulk `{ action: publish | unpublish | delete, ids, changeNote? }`: applies the action to
 * each record through the same path as a single save or delete (revision, audit, delete rules),
 * one by one (no transactions on FerretDB), and answers which ids were done and which failed and
 * why. A publish's change note is added, dated, to each record it publishes, as a single publish
 * with that note adds it; a kind of record without change notes refuses one (400, nothing done).
 */
export function bulkRoute(resource: EditorialResource, remove: RemoveRecord): RequestHandler[] {
  const input = validate({ body: bulkActionSchema });
  const handler: RequestHandler = async (req, res) => {
    const { action, ids, changeNote } = input.input(res).body;
    if (changeNote && !resource.changeNotes) {
      return sendBadRequest(res, 'changeNote', `A ${resource.noun} has no change notes`);
    }
    const result: BulkActionResult = { done: [], failed: [] };
    for (const id of [...new Set(ids)]) {
      if (action === 'delete') {
        const refused = await remove(req, id);
        if (refused) result.failed.push({ id, message: refused.message });
        else result.done.push(id);
        continue;
      }
      const doc = await resource.findById(id);
      if (!doc) {
        result.failed.push({ id, message: 'Not found' });
        continue;
      }
      const before = statusOf(doc);
      const status = action === 'publish' ? 'published' : 'draft';
      doc.set({ status, ...changeNoteUpdate(doc, { changeNote, status }) });
      await doc.save();
      await recordSave(req, resource.recordType, doc, before);
      result.done.push(id);
    }
    res.json(result);
  };
  return [input, handler];
}
