import {
  idParamsSchema,
  revisionParamsSchema,
  type RevisionDetail,
  type RevisionSummary,
} from '@sweepscout/shared';
import { Router } from 'express';
import { sendNotFound } from '../../http/notFound';
import { validate } from '../../http/validate';
import { RevisionModel, type RevisionRecord } from './model';
import { recordAudit } from '../audit';
import type { EditorialResource } from '../admin/editorial';
import { isDuplicateKeyError } from '../../db/duplicateKey';
import { recordRevision } from './recordRevision';

const summary = (revision: Pick<RevisionRecord, '_id' | 'createdAt' | 'by'>): RevisionSummary => ({
  id: String(revision._id),
  createdAt: revision.createdAt.toISOString(),
  by: revision.by,
});

/**
 * GET /:id/revisions (newest first), GET /:id/revisions/:revisionId (with the whole record) and
 * POST /:id/revisions/:revisionId/restore (saves that state again, as a new revision).
 */
export function revisionRoutes(resource: EditorialResource): Router {
  const router = Router();
  const list = validate({ params: idParamsSchema });
  const one = validate({ params: revisionParamsSchema });
  const { recordType, noun } = resource;

  router.get('/:id/revisions', list, async (_req, res) => {
    const revisions = await RevisionModel.find(
      { recordType, recordId: list.input(res).params.id },
      { by: 1, createdAt: 1 },
    )
      .sort({ createdAt: -1, _id: -1 })
      .lean<RevisionRecord[]>();
    res.json(revisions.map(summary));
  });

  async function findRevision(id: string, revisionId: string) {
    return RevisionModel.findOne({
      _id: revisionId,
      recordType,
      recordId: id,
    }).lean<RevisionRecord>();
  }

  router.get('/:id/revisions/:revisionId', one, async (_req, res) => {
    const { id, revisionId } = one.input(res).params;
    const revision = await findRevision(id, revisionId);
    if (!revision) return sendNotFound(res, 'Revision');
    const detail: RevisionDetail = { ...summary(revision), record: revision.record };
    res.json(detail);
  });

  router.post('/:id/revisions/:revisionId/restore', one, async (req, res) => {
    const { id, revisionId } = one.input(res).params;
    const doc = await resource.findById(id);
    if (!doc) return sendNotFound(res, noun.charAt(0).toUpperCase() + noun.slice(1));
    const revision = await findRevision(id, revisionId);
    if (!revision) return sendNotFound(res, 'Revision');
    doc.set(revision.record);
    try {
      await doc.save();
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      res.status(409).json({
        message: `Cannot restore this revision: another ${noun} now uses the same slug or name`,
      });
      return;
    }
    await recordRevision(req, recordType, doc);
    await recordAudit(req, 'restore', recordType, id);
    res.json(await resource.toJson(doc));
  });

  return router;
}
