import { stateInputSchema } from '@sweepscout/shared';
import { toUsStateJson, UsStateModel, type UsStateRecord } from './model';
import { defineCollection, refuseTaken } from '../admin/collection';
import { withPublication } from '../admin/editorial';
import { listRulesOf } from '../admin/listRules';

const DUPLICATE = 'This state already has a record';

type StoredState = UsStateRecord & { status?: string; publishAt?: Date | null; updatedAt?: Date };
const adminStateJson = (stored: StoredState) =>
  withPublication(toUsStateJson(stored, Date.now()), stored);

/**
 * /api/admin/states: the state records. Marking one verified stamps the date and the editor;
 * marking it unverified clears both.
 */
export const STATES = defineCollection({
  path: '/states',
  permission: 'manage_content',
  recordType: 'state',
  noun: 'state',
  thing: 'State',
  model: UsStateModel,
  inputSchema: stateInputSchema,
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
  toJson: (stored: StoredState[]) => stored.map(adminStateJson),
  verify: (input, existing) => refuseTaken(UsStateModel, { code: input.code }, existing, DUPLICATE),
  duplicate: () => DUPLICATE,
  fields: (input, existing, editor) => {
    const { status: _status, publishAt: _publishAt, updatedAt: _read, ...fields } = input;
    // Newly verified: stamped now, by this editor; still verified: the stamp stays; else cleared.
    const verification = !input.verified
      ? { lastVerifiedAt: null, verifiedBy: '' }
      : existing?.verified
        ? {}
        : { lastVerifiedAt: new Date(), verifiedBy: editor?.username ?? '' };
    return { ...fields, ...verification };
  },
});
