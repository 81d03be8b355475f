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
import {
  jsonArrayWithin,
  PUBLIC_ANSWER_MAX_BYTES,
  sendPublicJson,
  sendPublicJsonText,
} from '../../http/answerCache';
import { validate } from '../../http/validate';
import { readModel } from '../../readModel/readModel';
import { stateLensOf } from '../states/lens';

const CASINO_LIST_CACHE = 'public, max-age=60';
const notFound = { message: 'Casino not found' };

/**
 * Public casino reads, answered from the read model (casinos visible to the public only). With a
 * chosen state (cookie or trusted header) the lists hold only the casinos available there, and in
 * an information-only state no casino carries its promo code (and is marked `informationOnly`).
 */
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
    const lens = stateLensOf(req, view);
    const { page, pageSize } = listInput.input(res).query;
    const options = { version, cacheControl: CASINO_LIST_CACHE };
    const ranked = lens ? lens.only(view.casinos.ranked) : view.casinos.ranked;
    // Without a state, the read model's per-casino texts are joined (no list serialised again).
    const textsOf = (start: number, end: number) =>
      lens
        ? view.casinos
            .sliceOf(ranked, start, end)
            .map((json) => JSON.stringify(lens.casinoJson(json)))
        : view.casinos.textsOf(start, end);
    if (page === undefined && pageSize === undefined) {
      // The best rated first, as many as fit in one public answer (casinos with coin packages
      // and redemption facts take about 2 KB each: 1,000 of them would be 2 MB).
      const texts = textsOf(0, CASINO_LIST_LEGACY_MAX);
      return sendPublicJsonText(req, res, jsonArrayWithin(texts, PUBLIC_ANSWER_MAX_BYTES), options);
    }
    const size = pageSize ?? CASINO_LIST_PAGE_SIZE;
    const number = page ?? 1;
    const total = ranked.length;
    const pageFields: Omit<Page<Casino>, 'items'> = {
      page: number,
      pageSize: size,
      total,
      totalPages: Math.ceil(total / size),
    };
    const items = `[${textsOf((number - 1) * size, number * size).join(',')}]`;
    sendPublicJsonText(
      req,
      res,
      `{"items":${items},${JSON.stringify(pageFields).slice(1)}`,
      options,
    );
  });

  router.get('/featured', async (req, res) => {
    const { view, version } = await readModel.current();
    const lens = stateLensOf(req, view);
    const featured = lens
      ? view.casinos
          .featuredAmong((records) => lens.only(records))
          .map((json) => lens.casinoJson(json))
      : view.casinos.featured;
    sendPublicJson(req, res, featured, { version, cacheControl: CASINO_LIST_CACHE });
  });

  router.get('/compare', compareInput, async (req, res) => {
    const { view, version } = await readModel.current();
    const query = compareInput.input(res).query;
    // The visitor's state, and the "Available in" filter (usable without a chosen state).
    const lenses = [stateLensOf(req, view), view.states.lens(query.availableIn ?? null)].filter(
      (lens) => lens !== null,
    );
    const now = new Date();
    const page = view.casinos.compare.query(
      query,
      offerChangesSince(now),
      lenses.length ? (casino) => lenses.every((lens) => lens.allows(casino)) : undefined,
    );
    const lens = lenses[0];
    if (lens) page.items = page.items.map((row) => lens.casinoJson(row));
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
    const lens = stateLensOf(req, view);
    const casino = lens
      ? { ...lens.casinoJson(entry.json), availability: lens.availability(entry.json) }
      : entry.json;
    sendPublicJson(req, res, { ...casino, reviewCount }, { version });
  });

  router.get('/:id', idInput, async (req, res) => {
    const { view, version } = await readModel.current();
    const entry = view.casinos.byId.get(idInput.input(res).params.id);
    if (!entry) return sendPublicJson(req, res, notFound, { version, status: 404 });
    const lens = stateLensOf(req, view);
    sendPublicJson(req, res, lens ? lens.casinoJson(entry.json) : entry.json, { version });
  });

  return router;
}
