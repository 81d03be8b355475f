import {
  CASINO_LIST_LEGACY_MAX,
  CASINO_LIST_PAGE_SIZE,
  casinoListQuerySchema,
  compareQuerySchema,
  idParamsSchema,
  offerChangesSince,
  utcDay,
  slugParamsSchema,
  type Casino,
  type Page,
} from '@sweepscout/shared';
import { Router } from 'express';
import { sendPublicJson } from '../../http/answerCache';
import { validate } from '../../http/validate';
import { readModel } from '../../readModel/readModel';

const CASINO_LIST_CACHE = 'public, max-age=60';
const notFound = { message: 'Casino not found' };

/** Public casino reads, answered from the read model (casinos visible to the public only). */
export function casinosRouter(): Router {
  const router = Router();
  const listInput = validate({ query: casinoListQuerySchema });
  const compareInput = validate({ query: compareQuerySchema });
  const slugInput = validate({ params: slugParamsSchema });
  const idInput = validate({ params: idParamsSchema });

  // One page of the casinos, best rated first; without page or pageSize, the array remotes built
  // against contract 1.2 read, bounded (README: "What a contract change requires").
  router.get('/', listInput, async (req, res) => {
    const { view, version } = await readModel.current();
    const { page, pageSize } = listInput.input(res).query;
    const options = { version, cacheControl: CASINO_LIST_CACHE };
    if (page === undefined && pageSize === undefined) {
      return sendPublicJson(req, res, view.casinos.slice(0, CASINO_LIST_LEGACY_MAX), options);
    }
    const size = pageSize ?? CASINO_LIST_PAGE_SIZE;
    const number = page ?? 1;
    const total = view.casinos.ranked.length;
    const answer: Page<Casino> = {
      items: view.casinos.slice((number - 1) * size, number * size),
      page: number,
      pageSize: size,
      total,
      totalPages: Math.ceil(total / size),
    };
    sendPublicJson(req, res, answer, options);
  });

  router.get('/featured', async (req, res) => {
    const { view, version } = await readModel.current();
    sendPublicJson(req, res, view.casinos.featured, { version, cacheControl: CASINO_LIST_CACHE });
  });

  router.get('/compare', compareInput, async (req, res) => {
    const { view, version } = await readModel.current();
    const query = compareInput.input(res).query;
    const now = new Date();
    const page = view.casinos.compare.query(query, offerChangesSince(now));
    // Offers changed this week: the answer is right for the UTC day it was made on.
    const day = utcDay(now);
    const stillValid = query.changed ? () => utcDay(new Date()) === day : undefined;
    sendPublicJson(req, res, page, { version, stillValid });
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
