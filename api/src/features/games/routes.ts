import { gamesQuerySchema } from '@sweepscout/shared';
import { Router } from 'express';
import { sendPublicJson } from '../../http/answerCache';
import { validate } from '../../http/validate';
import { readModel } from '../../readModel/readModel';

export function gamesRouter(): Router {
  const router = Router();
  const listInput = validate({ query: gamesQuerySchema });

  router.get('/', listInput, async (req, res) => {
    const { casinoId } = listInput.input(res).query;
    const { view, version } = await readModel.current();
    const games = casinoId ? view.games.filter((game) => game.casinoId === casinoId) : view.games;
    sendPublicJson(req, res, games, { version });
  });

  return router;
}
