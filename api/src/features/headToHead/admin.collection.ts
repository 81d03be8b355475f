import { matchupInputSchema } from '@sweepscout/shared';
import { ConflictError } from '../../domain/errors';
import { MatchupModel, pairKey, toMatchupJson, type MatchupRecord } from './model';
import { casinoLabels } from '../admin/casinoNames';
import { requireCasino } from '../admin/casinoRef';
import { defineCollection } from '../admin/collection';
import { withPublication } from '../admin/editorial';
import { listRulesOf } from '../admin/listRules';

/** Admin JSON of matchups, with their casinos' names (the table and the form show them). */
async function matchupsJson(stored: MatchupRecord[]) {
  const names = await casinoLabels(stored.flatMap((m) => [m.casinoAId, m.casinoBId]));
  const name = (id: unknown) => names.get(String(id))?.name ?? '';
  return stored.map((matchup) =>
    withPublication(
      {
        ...toMatchupJson(matchup),
        casinoAName: name(matchup.casinoAId),
        casinoBName: name(matchup.casinoBId),
      },
      matchup,
    ),
  );
}

/** /api/admin/matchups: head-to-head pairs, their verdicts and approval. */
export const MATCHUPS = defineCollection({
  path: '/matchups',
  permission: 'manage_casinos',
  recordType: 'matchup',
  noun: 'matchup',
  thing: 'Matchup',
  model: MatchupModel,
  inputSchema: matchupInputSchema,
  rules: listRulesOf('matchups', {
    search: ['verdict'],
    sorts: { approved: 'approved', updatedAt: 'updatedAt' },
    defaultSort: { updatedAt: -1 as const },
  }),
  toJson: matchupsJson,
  // A pair in either order is the same matchup: its key is compared, not the two fields.
  verify: async (input, existing) => {
    await requireCasino(input.casinoAId, 'casinoAId');
    await requireCasino(input.casinoBId, 'casinoBId');
    const key = pairKey(input.casinoAId, input.casinoBId);
    const others = await MatchupModel.find(existing ? { _id: { $ne: existing._id } } : {}, {
      casinoAId: 1,
      casinoBId: 1,
    }).lean();
    if (others.some((other) => pairKey(other.casinoAId, other.casinoBId) === key)) {
      throw new ConflictError('A matchup of these two casinos already exists');
    }
  },
  fields: (input) => ({
    casinoAId: input.casinoAId,
    casinoBId: input.casinoBId,
    verdict: input.verdict,
    approved: input.approved,
  }),
});
