import { UsStateModel } from '../features/states/model';
import { insertMissing } from './insertMissing';
import { SEED_STATES } from './data/states';

/**
 * Seeds the state records on the first run: each state or DC without a record gets its seed
 * record, unverified (staff confirm each one). Runs at every start, separately from the content
 * seed, so a site seeded before state records existed gets them too; a record staff edited is
 * never touched. The change log starts with the law's own date where it has one.
 */
export async function seedStates(): Promise<number> {
  return insertMissing(
    UsStateModel,
    'code',
    SEED_STATES.map(({ status, code, ...seed }) => ({
      ...seed,
      code,
      legalStatus: status,
      verified: false,
      lastVerifiedAt: null,
      verifiedBy: '',
      changeLog:
        seed.citation && seed.effectiveDate
          ? [{ date: seed.effectiveDate, summary: `${seed.citation}: ${seed.summary}` }]
          : [],
    })),
  );
}
