import { gamesQuerySchema } from '@sweepscout/shared';
import { Router } from 'express';
import { validate } from '../../http/validate';
import { CasinoModel, GameModel, toGameJson, type GameRecord } from '../../models';
import { publiclyVisibleFilter } from '../../models/publication';

export function gamesRouter(): Router {
  const router = Router();
  const listInput = validate({ query: gamesQuerySchema });

  router.get('/', listInput, async (_req, res) => {
    const { casinoId } = listInput.input(res).query;
    const games = await GameModel.find({
      ...(casinoId ? { casinoId } : {}),
      ...publiclyVisibleFilter(),
    })
      .sort({ name: 1, _id: 1 })
      .lean<GameRecord[]>();
    const casinos = await CasinoModel.find(
      { _id: { $in: [...new Set(games.map((g) => String(g.casinoId)))] } },
      { name: 1, slug: 1 },
    ).lean<{ _id: unknown; name: string; slug: string }[]>();
    const byId = new Map(casinos.map((c) => [String(c._id), c]));
    res.json(games.map((game) => toGameJson(game, byId.get(String(game.casinoId)))));
  });

  return router;
}
