import { compareQuerySchema, idParamsSchema, slugParamsSchema } from '@sweepscout/shared';
import { Router } from 'express';
import { sendPublicJson } from '../../http/answerCache';
import { validate } from '../../http/validate';
import { readModel } from '../../readModel/readModel';

const CASINO_LIST_CACHE = 'public, max-age=60';
const notFound = { message: 'Casino not found' };

/** Public casino reads, answered from the read model (casinos visible to the public only). */
export function casinosRouter(): Router {
  const router = Router();
  const compareInput = validate({ query: compareQuerySchema });
  const slugInput = validate({ params: slugParamsSchema });
  const idInput = validate({ params: idParamsSchema });

  router.get('/', async (req, res) => {
    const { view, version } = await readModel.current();
    sendPublicJson(req, res, view.casinos.all, { version, cacheControl: CASINO_LIST_CACHE });
  });

  router.get('/featured', async (req, res) => {
    const { view, version } = await readModel.current();
    sendPublicJson(req, res, view.casinos.featured, { version, cacheControl: CASINO_LIST_CACHE });
  });

  router.get('/compare', compareInput, async (req, res) => {
    const { view, version } = await readModel.current();
    const page = view.casinos.compare.query(compareInput.input(res).query);
    sendPublicJson(req, res, page, { version });
  });

  router.get('/slug/:slug', slugInput, async (req, res) => {
    const { view, version } = await readModel.current();
    const entry = view.casinos.bySlug.get(slugInput.input(res).params.slug);
    if (!entry) return sendPublicJson(req, res, notFound, { version, status: 404 });
    const reviewCount = entry.reviewRatings.length;
    sendPublicJson(req, res, { ...entry.json, reviewCount }, { version });
  });

  router.get('/:id', idInput, async (req, res) => {
    const { view, version } = await readModel.current();
    const entry = view.casinos.byId.get(idInput.input(res).params.id);
    if (!entry) return sendPublicJson(req, res, notFound, { version, status: 404 });
    sendPublicJson(req, res, entry.json, { version });
  });

  return router;
}
