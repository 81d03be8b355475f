import { splitHeadToHead, type HeadToHead } from '@sweepscout/shared';
import { pairKey } from './model';
import type { PublicView } from '../../readModel/publicView';

/** The two visible casinos a /compare/<a>-vs-<b> pair names, and its verdict when approved. */
export function resolveHeadToHead(view: PublicView, pair: string): HeadToHead | null {
  for (const [slugA, slugB] of splitHeadToHead(pair)) {
    const a = view.casinos.bySlug.get(slugA);
    const b = view.casinos.bySlug.get(slugB);
    if (!a || !b || a === b) continue;
    const matchup = view.matchups.byPair.get(pairKey(a.json.id, b.json.id));
    const approved = Boolean(matchup?.approved);
    return { a: a.json, b: b.json, approved, verdict: approved ? matchup!.verdict : null };
  }
  return null;
}
