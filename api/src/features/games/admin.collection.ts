import { gameInputSchema } from '@sweepscout/shared';
import { GameModel, toGameJson, type GameRecord } from './model';
import { casinoLabels } from '../admin/casinoNames';
import { requireCasino } from '../admin/casinoRef';
import { defineCollection, refuseTaken } from '../admin/collection';
import { withPublication } from '../admin/editorial';
import { exactInsensitive } from '../admin/http';
import { listRulesOf } from '../admin/listRules';

const duplicate = (name: string) => `A game named "${name}" already exists for this casino`;

type StoredGame = GameRecord & { status?: string; publishAt?: Date | null; updatedAt?: Date };

/** Admin JSON of games, with their casinos' names. */
async function gamesJson(games: StoredGame[]) {
  const casinos = await casinoLabels(games.map((g) => g.casinoId));
  return games.map((g) => withPublication(toGameJson(g, casinos.get(String(g.casinoId))), g));
}

/** /api/admin/games: the demo games listed on casino pages. */
export const GAMES = defineCollection({
  path: '/games',
  permission: 'manage_games',
  recordType: 'game',
  noun: 'game',
  thing: 'Game',
  model: GameModel,
  inputSchema: gameInputSchema,
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
  verify: async (input, existing) => {
    await requireCasino(input.casinoId);
    const sameName = { casinoId: input.casinoId, name: exactInsensitive(input.name) };
    await refuseTaken(GameModel, sameName, existing, duplicate(input.name));
  },
  duplicate: (input) => duplicate(input.name),
  fields: (input) => ({
    casinoId: input.casinoId,
    name: input.name,
    type: input.type,
    description: input.description,
    previewImage: input.previewImage,
    demoUrl: input.demoUrl ?? null,
    rtp: input.rtp,
    volatility: input.volatility,
    features: input.features,
  }),
});
