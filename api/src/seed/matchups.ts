import type { Types } from 'mongoose';
import { MatchupModel } from '../features/headToHead/model';
import { SEED_MATCHUPS } from './data/matchups';

/** The seed's approved head-to-head pairs; those whose casinos are missing are left out. */
export async function seedMatchups(casinoIds: Map<string, Types.ObjectId>): Promise<number> {
  const pairs = SEED_MATCHUPS.flatMap(({ a, b, verdict }) => {
    const casinoAId = casinoIds.get(a);
    const casinoBId = casinoIds.get(b);
    return casinoAId && casinoBId ? [{ casinoAId, casinoBId, verdict, approved: true }] : [];
  });
  const key = (pair: { casinoAId: unknown; casinoBId: unknown }) =>
    `${String(pair.casinoAId)}:${String(pair.casinoBId)}`;
  const stored = new Set(
    (await MatchupModel.find({}, { casinoAId: 1, casinoBId: 1 }).lean()).map(key),
  );
  const missing = pairs.filter((pair) => !stored.has(key(pair)));
  if (missing.length > 0) await MatchupModel.insertMany(missing);
  return missing.length;
}
