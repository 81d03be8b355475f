import { Router } from 'express';
import { ratingMethodInputSchema } from '@sweepscout/shared';
import { purgeKeys } from '../../cdn/purge';
import { ALL_KEY } from '../../cdn/surrogateKeys';
import { sendPublicJson } from '../../http/answerCache';
import { validate } from '../../http/validate';
import {
  RATING_METHOD_KEY,
  RatingMethodModel,
  toRatingMethodJson,
  type RatingMethodRecord,
} from './model';
import { readModel } from '../../readModel/readModel';
import { checkVersion, recordSave, statusOf } from '../admin/editorial';

const RESOURCE = { recordType: 'rating-method', noun: 'rating method' };

/** GET /api/rating-method: the published weights (from the read model). */
export function ratingMethodRouter(): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const { view, version } = await readModel.current();
    sendPublicJson(req, res, view.ratingMethod, { version, cacheControl: 'public, max-age=60' });
  });
  return router;
}

/**
 * GET/PUT /api/admin/rating-method (manage_casinos): the weights, one settings record, saved with
 * a revision and an audit entry like any editorial record. A save signals every instance, whose
 * read model rates every casino again.
 */
export function ratingMethodAdminRouter(): Router {
  const router = Router();
  const update = validate({ body: ratingMethodInputSchema });

  router.get('/', async (_req, res) => {
    const stored = await RatingMethodModel.findOne({ key: RATING_METHOD_KEY });
    res.json(toRatingMethodJson(stored?.toObject() as RatingMethodRecord | undefined));
  });

  router.put('/', update, async (req, res) => {
    const input = update.input(res).body;
    const existing = await RatingMethodModel.findOne({ key: RATING_METHOD_KEY });
    if (existing) await checkVersion(RESOURCE, existing, input.updatedAt ?? undefined);
    const doc = existing ?? new RatingMethodModel({ key: RATING_METHOD_KEY });
    doc.set({ weights: input.weights });
    doc.markModified('weights');
    await doc.save();
    await recordSave(req, RESOURCE.recordType, doc, statusOf(existing ?? undefined));
    // Every casino's rating may have moved: every shared cached answer goes.
    purgeKeys([ALL_KEY]);
    res.json(toRatingMethodJson(doc.toObject() as RatingMethodRecord));
  });
  return router;
}
