import {
  asksForPage,
  CONTENT_LIST_LEGACY_MAX,
  CONTENT_LIST_PAGE_SIZE,
  gamesQuerySchema,
  pageOf,
} from '@sweepscout/shared';
import { Router } from 'express';
import { sendPublicJson } from '../../http/answerCache';
import { validate } from '../../http/validate';
import { readModel } from '../../readModel/readModel';

export function gamesRouter(): Router {
  const router = Router();
  const listInput = validate({ query: gamesQuerySchema });

  // With page or pageSize: one page (contract 1.8). Without: the array remotes built before
  // read, bounded.
  router.get('/', listInput, async (req, res) => {
    const query = listInput.input(res).query;
    const { view, version } = await readModel.current();
    const { casinoId } = query;
    const games = casinoId ? view.games.filter((game) => game.casinoId === casinoId) : view.games;
    if (!asksForPage(query)) {
      return sendPublicJson(req, res, games.slice(0, CONTENT_LIST_LEGACY_MAX), { version });
    }
    const page = pageOf(games, query.page ?? 1, query.pageSize ?? CONTENT_LIST_PAGE_SIZE);
    sendPublicJson(req, res, page, { version });
  });

  return router;
}
