import { gameInputSchema, idParamsSchema, type GameInput } from '@sweepscout/shared';
import { Router, type Response } from 'express';
import { sendNotFound } from '../../http/notFound';
import { validate } from '../../http/validate';
import { GameModel, toGameJson, type GameRecord } from '../../models';
import { casinoLabels } from './casinoNames';
import { requireCasino } from './casinoRef';
import { checkVersion, publicationOf, recordSave, statusOf, withPublication } from './editorial';
import { editorialResource, editorialRoutes, type EditorialRoutesOptions } from './editorialRoutes';
import { exactInsensitive, sendConflict, withConflict } from './http';
import { listRulesOf } from './listRules';

const duplicate = (name: string) => `A game named "${name}" already exists for this casino`;

type StoredGame = GameRecord & { status?: string; publishAt?: Date | null; updatedAt?: Date };

/** Admin JSON of games, with their casinos' names. */
async function gamesJson(games: StoredGame[]) {
  const casinos = await casinoLabels(games.map((g) => g.casinoId));
  return games.map((g) => withPublication(toGameJson(g, casinos.get(String(g.casinoId))), g));
}

const EDITORIAL: EditorialRoutesOptions<StoredGame> = {
  recordType: 'game',
  noun: 'game',
  thing: 'Game',
  model: GameModel,
  rules: listRulesOf('games', {
    search: ['name', 'type', 'description'],
    sorts: {
      name: 'name',
      type: 'type',
      rtp: 'rtp',
      volatility: 'volatility',
      updatedAt: 'updatedAt',
    },
    defaultSort: { name: 1 as const },
  }),
  toJson: gamesJson,
};
const resource = editorialResource(EDITORIAL);

async function save(res: Response, input: GameInput, existing?: InstanceType<typeof GameModel>) {
  if (existing) await checkVersion(resource, existing, input.updatedAt);
  await requireCasino(input.casinoId);
  const same = { casinoId: input.casinoId, name: exactInsensitive(input.name) };
  const taken = await GameModel.exists(existing ? { ...same, _id: { $ne: existing._id } } : same);
  if (taken) return sendConflict(res, duplicate(input.name));
  const before = statusOf(existing);
  await withConflict(duplicate(input.name), async () => {
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
      ...publicationOf(input),
    });
    await doc.save();
    await recordSave(res, 'game', doc, before);
    res.status(existing ? 200 : 201).json((await gamesJson([doc.toObject() as StoredGame]))[0]);
  });
}

export function gamesAdminRouter(): Router {
  const router = Router();
  const create = validate({ body: gameInputSchema });
  const update = validate({ params: idParamsSchema, body: gameInputSchema });

  router.post('/', create, async (_req, res) => save(res, create.input(res).body));

  router.put('/:id', update, async (_req, res) => {
    const game = await GameModel.findById(update.input(res).params.id);
    if (!game) return sendNotFound(res, 'Game');
    await save(res, update.input(res).body, game);
  });

  router.use(editorialRoutes(EDITORIAL));

  return router;
}
