import { compareQuerySchema, idParamsSchema, slugParamsSchema } from '@sweepscout/shared';
import { Router } from 'express';
import { createAnswerCache } from '../../http/answerCache';
import { publicCache } from '../../http/caching';
import { sendNotFound } from '../../http/notFound';
import { validate } from '../../http/validate';
import { CasinoModel, ReviewModel, toCasinoJson, type CasinoRecord } from '../../models';
import { compareCasinos } from './compare';
import { publiclyVisibleFilter } from '../../models/publication';

const CASINO_LIST_CACHE_SECONDS = 60;
const BY_RATING = { rating: -1, name: 1 } as const;

export function casinosRouter(): Router {
  const router = Router();
  const compareInput = validate({ query: compareQuerySchema });
  const slugInput = validate({ params: slugParamsSchema });
  const idInput = validate({ params: idParamsSchema });

  const sendCached = createAnswerCache('casinos', CASINO_LIST_CACHE_SECONDS * 1000);
  const listCasinos = async (filter: { isFeatured?: boolean }) => {
    const casinos = await CasinoModel.find({ ...filter, ...publiclyVisibleFilter() })
      .sort(BY_RATING)
      .lean<CasinoRecord[]>();
    return casinos.map(toCasinoJson);
  };

  router.get('/', publicCache(CASINO_LIST_CACHE_SECONDS), async (_req, res) => {
    await sendCached(res, 'all', () => listCasinos({}));
  });

  router.get('/featured', publicCache(CASINO_LIST_CACHE_SECONDS), async (_req, res) => {
    await sendCached(res, 'featured', () => listCasinos({ isFeatured: true }));
  });

  router.get('/compare', compareInput, async (_req, res) => {
    res.json(await compareCasinos(compareInput.input(res).query));
  });

  router.get('/slug/:slug', slugInput, async (_req, res) => {
    const casino = await CasinoModel.findOne({
      ...publiclyVisibleFilter(),
      slug: slugInput.input(res).params.slug,
    }).lean<CasinoRecord>();
    if (!casino) return sendNotFound(res, 'Casino');
    const reviewCount = await ReviewModel.countDocuments({
      casinoId: casino._id,
      ...publiclyVisibleFilter(),
    });
    res.json({ ...toCasinoJson(casino), reviewCount });
  });

  router.get('/:id', idInput, async (_req, res) => {
    const casino = await CasinoModel.findOne({
      _id: idInput.input(res).params.id,
      ...publiclyVisibleFilter(),
    }).lean<CasinoRecord>();
    if (!casino) return sendNotFound(res, 'Casino');
    res.json(toCasinoJson(casino));
  });

  return router;
}
