import { Router } from 'express';
import { z } from 'zod';
import { sendPublicJson } from '../../http/answerCache';
import { validate } from '../../http/validate';
import { readModel } from '../../readModel/readModel';
import { stateLensOf } from '../states/lens';
import { resolveHeadToHead } from './resolve';

const CACHE = 'public, max-age=60';
const pairParams = z.object({
  pair: z
    .string()
    .max(260, 'pair must be at most 260 characters')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'pair must be two casino slugs joined by -vs-'),
});

/** GET /api/head-to-head (approved pairs) and /api/head-to-head/:pair (both casinos, verdict). */
export function headToHeadRouter(): Router {
  const router = Router();
  const pairInput = validate({ params: pairParams });
  router.get('/', async (req, res) => {
    const { view, version } = await readModel.current();
    sendPublicJson(req, res, view.matchups.approved, { version, cacheControl: CACHE });
  });
  router.get('/:pair', pairInput, async (req, res) => {
    const { view, version } = await readModel.current();
    const found = resolveHeadToHead(view, pairInput.input(res).params.pair);
    if (!found) {
      return sendPublicJson(req, res, { message: 'Casinos not found' }, { version, status: 404 });
    }
    // Both casinos as the visitor's state lets them be shown (availability, information only).
    const lens = stateLensOf(req, view);
    const shown = lens
      ? { ...found, a: lens.casinoJson(found.a), b: lens.casinoJson(found.b) }
      : found;
    sendPublicJson(req, res, shown, { version, cacheControl: CACHE });
  });
  return router;
}
