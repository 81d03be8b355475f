import { gameInputSchema, idParamsSchema, type GameInput } from '@sweepscout/shared';
import { Router, type Response } from 'express';
import { sendNotFound } from '../../http/notFound';
import { validate } from '../../http/validate';
import { CasinoModel, GameModel, toGameJson, type GameRecord } from '../../models';
import { requireCasino } from './casinoRef';
import { deleted, exactInsensitive, idInput, sendConflict, withConflict } from './http';

const duplicate = (name: string) => `A game named "${name}" already exists for this casino`;

async function gameJson(doc: GameRecord) {
  const casino = await CasinoModel.findById(doc.casinoId, { name: 1, slug: 1 }).lean<{
    name: string;
    slug: string;
  }>();
  return toGameJson(doc, casino ?? undefined);
}

async function save(res: Response, input: GameInput, existing?: InstanceType<typeof GameModel>) {
  if (!(await requireCasino(res, input.casinoId))) return;
  const same = { casinoId: input.casinoId, name: exactInsensitive(input.name) };
  const taken = await GameModel.exists(existing ? { ...same, _id: { $ne: existing._id } } : same);
  if (taken) return sendConflict(res, duplicate(input.name));
  await withConflict(res, duplicate(input.name), async () => {
    const doc = existing ?? new GameModel();
    doc.set({
      casinoId: input.casinoId,
      name: input.name,
      type: input.type,
      description: input.description,
      previewImage: input.previewImage,
      demoUrl: input.demoUrl ?? null,
      rtp: input.rtp,
      volatility: input.volatility,
      features: input.features,
    });
    await doc.save();
    res.status(existing ? 200 : 201).json(await gameJson(doc.toObject() as GameRecord));
  });
}

export function gamesAdminRouter(): Router {
  const router = Router();
  const create = validate({ body: gameInputSchema });
  const update = validate({ params: idParamsSchema, body: gameInputSchema });
  const byId = idInput();

  router.get('/', async (_req, res) => {
    const [games, casinos] = await Promise.all([
      GameModel.find().sort({ name: 1, _id: 1 }).lean<GameRecord[]>(),
      CasinoModel.find({}, { name: 1, slug: 1 }).lean<
        { _id: unknown; name: string; slug: string }[]
      >(),
    ]);
    const byCasino = new Map(casinos.map((c) => [String(c._id), c]));
    res.json(games.map((g) => toGameJson(g, byCasino.get(String(g.casinoId)))));
  });

  router.post('/', create, async (_req, res) => save(res, create.input(res).body));

  router.put('/:id', update, async (_req, res) => {
    const game = await GameModel.findById(update.input(res).params.id);
    if (!game) return sendNotFound(res, 'Game');
    await save(res, update.input(res).body, game);
  });

  router.delete('/:id', byId, async (_req, res) => {
    const result = await GameModel.deleteOne({ _id: byId.input(res).params.id });
    if (!result.deletedCount) return sendNotFound(res, 'Game');
    deleted(res, 'Game');
  });

  return router;
}
