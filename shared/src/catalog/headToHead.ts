import type { Casino } from '../types';
import { formatRating } from './rating';
import { RATING_CRITERIA, UNRATED_LABEL } from './ratingMethod';
import { enabledFeatures, parseGamesCount, parsePaymentMethods } from './parse';

/** The separator of a head-to-head page's two casino slugs: /compare/<a>-vs-<b>. */
export const HEAD_TO_HEAD_SEPARATOR = '-vs-';

export const headToHeadPath = (a: string, b: string): string =>
  `/compare/${a}${HEAD_TO_HEAD_SEPARATOR}${b}`;

/**
 * Every way to read `pair` as two slugs around a "-vs-" (a slug may itself contain "-vs-"); the
 * caller keeps the first whose casinos both exist.
 */
export function splitHeadToHead(pair: string): [string, string][] {
  const splits: [string, string][] = [];
  let at = pair.indexOf(HEAD_TO_HEAD_SEPARATOR);
  while (at > 0) {
    const a = pair.slice(0, at);
    const b = pair.slice(at + HEAD_TO_HEAD_SEPARATOR.length);
    if (b) splits.push([a, b]);
    at = pair.indexOf(HEAD_TO_HEAD_SEPARATOR, at + 1);
  }
  return splits;
}

export type RowWinner = 'a' | 'b' | 'tie' | null;

export interface HeadToHeadRow {
  key: string;
  label: string;
  a: string;
  b: string;
  /** Which casino is better on this row; null when the row is not a contest (text only). */
  winner: RowWinner;
}

type Compared = Pick<
  Casino,
  | 'rating'
  | 'rated'
  | 'subScores'
  | 'gamesCount'
  | 'bonusAmount'
  | 'paymentMethods'
  | 'features'
  | 'minimumAge'
  | 'restrictedStates'
  | 'established'
  | 'promoCode'
  | 'informationOnly'
>;

/** What the promo code row says where the visitor's state allows no promotion. */
export const PROMO_CODE_WITHHELD_LABEL = 'Not shown in your state';

// A withheld code is not an absent one: "None" would tell an information-only visitor that the
// casino has no code.
const promoCodeOf = (casino: Compared) =>
  casino.informationOnly ? PROMO_CODE_WITHHELD_LABEL : (casino.promoCode ?? 'None');

/** Higher wins (or lower when `lowerWins`); a missing value never wins. */
function contest(a: number | null, b: number | null, lowerWins = false): RowWinner {
  if (a === null && b === null) return null;
  if (a === null) return 'b';
  if (b === null) return 'a';
  if (a === b) return 'tie';
  return a > b !== lowerWins ? 'a' : 'b';
}

const ratingOf = (casino: Compared) => (casino.rated === false ? null : casino.rating);

/**
 * The rows a head-to-head page shows, with the winner of each: the rating, each sub-score of the
 * rating method, then the facts the compare table shows. One pure function for the server and
 * the page.
 */
export function headToHeadRows(a: Compared, b: Compared): HeadToHeadRow[] {
  const rating = (casino: Compared) =>
    ratingOf(casino) === null ? UNRATED_LABEL : `${formatRating(casino.rating)} / 5`;
  const rows: HeadToHeadRow[] = [
    {
      key: 'rating',
      label: 'Overall rating',
      a: rating(a),
      b: rating(b),
      winner: contest(ratingOf(a), ratingOf(b)),
    },
  ];
  for (const { key, label } of RATING_CRITERIA) {
    const scoreA = a.subScores?.[key] ?? null;
    const scoreB = b.subScores?.[key] ?? null;
    const text = (score: number | null) =>
      score === null ? 'Not scored' : `${formatRating(score)} / 10`;
    rows.push({
      key: `score-${key}`,
      label,
      a: text(scoreA),
      b: text(scoreB),
      winner: contest(scoreA, scoreB),
    });
  }
  const games = (casino: Compared) => parseGamesCount(casino.gamesCount) || null;
  const payments = (casino: Compared) => parsePaymentMethods(casino.paymentMethods);
  const features = (casino: Compared) => enabledFeatures(casino.features).length;
  rows.push(
    { key: 'bonus', label: 'Welcome bonus', a: a.bonusAmount, b: b.bonusAmount, winner: null },
    {
      key: 'games',
      label: 'Games',
      a: a.gamesCount,
      b: b.gamesCount,
      winner: contest(games(a), games(b)),
    },
    {
      key: 'payments',
      label: 'Payment methods',
      a: payments(a).join(', ') || 'None listed',
      b: payments(b).join(', ') || 'None listed',
      winner: contest(payments(a).length, payments(b).length),
    },
    {
      key: 'features',
      label: 'Key features',
      a: String(features(a)),
      b: String(features(b)),
      winner: contest(features(a), features(b)),
    },
    {
      key: 'states',
      label: 'Restricted states',
      a: String(a.restrictedStates.length),
      b: String(b.restrictedStates.length),
      winner: contest(a.restrictedStates.length, b.restrictedStates.length, true),
    },
    {
      key: 'age',
      label: 'Minimum age',
      a: `${a.minimumAge}+`,
      b: `${b.minimumAge}+`,
      winner: contest(a.minimumAge, b.minimumAge, true),
    },
    {
      key: 'established',
      label: 'Established',
      a: a.established ? String(a.established) : 'Unknown',
      b: b.established ? String(b.established) : 'Unknown',
      winner: null,
    },
    {
      key: 'promo',
      label: 'Promo code',
      a: promoCodeOf(a),
      b: promoCodeOf(b),
      winner: null,
    },
  );
  return rows;
}
