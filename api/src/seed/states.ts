import { UsStateModel } from '../models';
import { SEED_STATES } from './data/states';

/**
 * Seeds the state records on the first run: each state or DC without a record gets its seed
 * record, unverified (staff confirm each one). Runs at every start, separately from the content
 * seed, so a site seeded before state records existed gets them too; a record staff edited is
 * never touched. The change log starts with the law's own date where it has one.
 */
export async function seedStates(): Promise<number> {
  const existing = new Set(
    (await UsStateModel.find({}, { code: 1 }).lean()).map((record) => record.code),
  );
  const missing = SEED_STATES.filter(({ code }) => !existing.has(code)).map(
    ({ status, code, ...seed }) => ({
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
    }),
  );
  // One validated batch (one change signal) rather than 51 writes: a first start is a second faster.
  if (missing.length > 0) await UsStateModel.insertMany(missing);
  return missing.length;
}
