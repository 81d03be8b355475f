import type { Types } from 'mongoose';
import { MatchupModel } from '../models';
import { SEED_MATCHUPS } from './data/matchups';

/** The seed's approved head-to-head pairs; those whose casinos are missing are left out. */
export async function seedMatchups(casinoIds: Map<string, Types.ObjectId>): Promise<number> {
  let created = 0;
  for (const { a, b, verdict } of SEED_MATCHUPS) {
    const casinoAId = casinoIds.get(a);
    const casinoBId = casinoIds.get(b);
    if (!casinoAId || !casinoBId) continue;
    if (await MatchupModel.exists({ casinoAId, casinoBId })) continue;
    await MatchupModel.create({ casinoAId, casinoBId, verdict, approved: true });
    created += 1;
  }
  return created;
}
