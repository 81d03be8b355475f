import { headToHeadPath, type ApprovedMatchup } from '@sweepscout/shared';
import { pairKey, type MatchupRecord } from './model';
import type { CasinoRecord } from '../casinos/model';

/** The visible head-to-head verdicts by pair, and the approved pairs whose casinos are visible. */
export interface Matchups {
  byPair: Map<string, MatchupRecord>;
  approved: ApprovedMatchup[];
}

export const emptyMatchups = (): Matchups => ({ byPair: new Map(), approved: [] });

/** Derived whole (few records) when matchups or casinos change. */
export function deriveMatchups(
  records: MatchupRecord[],
  casinoById: (id: string) => CasinoRecord | undefined,
): Matchups {
  const byPair = new Map<string, MatchupRecord>();
  const approved: ApprovedMatchup[] = [];
  for (const record of records) {
    const a = casinoById(String(record.casinoAId));
    const b = casinoById(String(record.casinoBId));
    if (!a || !b) continue;
    byPair.set(pairKey(record.casinoAId, record.casinoBId), record);
    if (record.approved) {
      approved.push({
        path: headToHeadPath(a.slug, b.slug),
        a: { slug: a.slug, name: a.name },
        b: { slug: b.slug, name: b.name },
      });
    }
  }
  approved.sort((x, y) => (x.path < y.path ? -1 : x.path > y.path ? 1 : 0));
  return { byPair, approved };
}
