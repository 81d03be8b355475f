import { idParamsSchema, matchupInputSchema, type MatchupInput } from '@sweepscout/shared';
import { Router, type Response } from 'express';
import { sendNotFound } from '../../http/notFound';
import { validate } from '../../http/validate';
import { MatchupModel, pairKey, toMatchupJson, type MatchupRecord } from '../../models';
import { casinoLabels } from './casinoNames';
import { requireCasino } from './casinoRef';
import { checkVersion, publicationOf, recordSave, statusOf, withPublication } from './editorial';
import { editorialResource, editorialRoutes, type EditorialRoutesOptions } from './editorialRoutes';
import { sendConflict } from './http';
import { listRulesOf } from './listRules';

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

const EDITORIAL: EditorialRoutesOptions<MatchupRecord> = {
  recordType: 'matchup',
  noun: 'matchup',
  thing: 'Matchup',
  model: MatchupModel,
  rules: listRulesOf('matchups', {
    search: ['verdict'],
    sorts: { approved: 'approved', updatedAt: 'updatedAt' },
    defaultSort: { updatedAt: -1 as const },
  }),
  toJson: matchupsJson,
};
const resource = editorialResource(EDITORIAL);

async function save(
  res: Response,
  input: MatchupInput,
  existing?: InstanceType<typeof MatchupModel>,
) {
  if (existing) await checkVersion(resource, existing, input.updatedAt);
  await requireCasino(input.casinoAId, 'casinoAId');
  await requireCasino(input.casinoBId, 'casinoBId');
  const key = pairKey(input.casinoAId, input.casinoBId);
  const others = await MatchupModel.find(existing ? { _id: { $ne: existing._id } } : {}, {
    casinoAId: 1,
    casinoBId: 1,
  }).lean();
  if (others.some((other) => pairKey(other.casinoAId, other.casinoBId) === key)) {
    return sendConflict(res, 'A matchup of these two casinos already exists');
  }
  const before = statusOf(existing);
  const doc = existing ?? new MatchupModel();
  doc.set({
    casinoAId: input.casinoAId,
    casinoBId: input.casinoBId,
    verdict: input.verdict,
    approved: input.approved,
    ...publicationOf(input),
  });
  await doc.save();
  await recordSave(res, 'matchup', doc, before);
  res.status(existing ? 200 : 201).json((await matchupsJson([doc.toObject() as MatchupRecord]))[0]);
}

/** /api/admin/matchups: head-to-head pairs, their verdicts and approval (manage_casinos). */
export function matchupsAdminRouter(): Router {
  const router = Router();
  const create = validate({ body: matchupInputSchema });
  const update = validate({ params: idParamsSchema, body: matchupInputSchema });
  router.post('/', create, async (_req, res) => save(res, create.input(res).body));
  router.put('/:id', update, async (_req, res) => {
    const matchup = await MatchupModel.findById(update.input(res).params.id);
    if (!matchup) return sendNotFound(res, 'Matchup');
    await save(res, update.input(res).body, matchup);
  });
  router.use(editorialRoutes(EDITORIAL));
  return router;
}
