import { idParamsSchema, stateInputSchema, type StateInput } from '@sweepscout/shared';
import { Router, type Response } from 'express';
import { principalOf } from '../../auth';
import { sendNotFound } from '../../http/notFound';
import { validate } from '../../http/validate';
import { toUsStateJson, UsStateModel, type UsStateRecord } from '../../models';
import { checkVersion, publicationOf, recordSave, statusOf, withPublication } from './editorial';
import { editorialResource, editorialRoutes, type EditorialRoutesOptions } from './editorialRoutes';
import { sendConflict, withConflict } from './http';
import { listRulesOf } from './listRules';

const DUPLICATE = 'This state already has a record';

type StoredState = UsStateRecord & { status?: string; publishAt?: Date | null; updatedAt?: Date };
const adminStateJson = (stored: StoredState) =>
  withPublication(toUsStateJson(stored, Date.now()), stored);

const EDITORIAL: EditorialRoutesOptions<StoredState> = {
  recordType: 'state',
  noun: 'state',
  thing: 'State',
  model: UsStateModel,
  rules: listRulesOf('states', {
    search: ['code', 'summary', 'citation'],
    sorts: {
      code: 'code',
      legalStatus: 'legalStatus',
      effectiveDate: 'effectiveDate',
      lastVerifiedAt: 'lastVerifiedAt',
      updatedAt: 'updatedAt',
    },
    defaultSort: { code: 1 as const },
  }),
  toJson: (stored) => stored.map(adminStateJson),
};
const resource = editorialResource(EDITORIAL);

/**
 * Saves a state record through the editorial workflow (version check, revision, audit). Marking
 * it verified stamps the date and the editor; marking it unverified clears both.
 */
async function save(
  res: Response,
  input: StateInput,
  existing?: InstanceType<typeof UsStateModel>,
) {
  if (existing) await checkVersion(resource, existing, input.updatedAt);
  const taken = await UsStateModel.exists(
    existing ? { code: input.code, _id: { $ne: existing._id } } : { code: input.code },
  );
  if (taken) return sendConflict(res, DUPLICATE);
  const before = statusOf(existing);
  const { status, publishAt, updatedAt: _read, ...fields } = input;
  // Newly verified: stamped now, by this editor; still verified: the stamp stays; else cleared.
  const verification = !input.verified
    ? { lastVerifiedAt: null, verifiedBy: '' }
    : existing?.verified
      ? {}
      : { lastVerifiedAt: new Date(), verifiedBy: principalOf(res).username };
  await withConflict(DUPLICATE, async () => {
    const doc = existing ?? new UsStateModel();
    doc.set({ ...fields, ...verification, ...publicationOf({ status, publishAt }) });
    await doc.save();
    await recordSave(res, 'state', doc, before);
    res.status(existing ? 200 : 201).json(adminStateJson(doc.toObject() as StoredState));
  });
}

/** /api/admin/states: the state records, edited like every other content collection. */
export function statesAdminRouter(): Router {
  const router = Router();
  const create = validate({ body: stateInputSchema });
  const update = validate({ params: idParamsSchema, body: stateInputSchema });

  router.post('/', create, async (_req, res) => save(res, create.input(res).body));

  router.put('/:id', update, async (_req, res) => {
    const state = await UsStateModel.findById(update.input(res).params.id);
    if (!state) return sendNotFound(res, 'State');
    await save(res, update.input(res).body, state);
  });

  router.use(editorialRoutes(EDITORIAL));

  return router;
}
