/** Roulette bet kinds, their payouts and how they win. */
import { pocketColor, pocketNumber, type RoulettePocket } from './wheel';

export const ROULETTE_BET_KINDS = [
  'red',
  'black',
  'even',
  'odd',
  'low',
  'high',
  'dozen1',
  'dozen2',
  'dozen3',
  'straight',
] as const;
export type RouletteBetKind = (typeof ROULETTE_BET_KINDS)[number];

/** Visible option names, used in 'Bet placed on {option}!'. */
export const ROULETTE_BET_LABELS: Readonly<Record<RouletteBetKind, string>> = {
  red: 'Red',
  black: 'Black',
  even: 'Even',
  odd: 'Odd',
  low: '1-18',
  high: '19-36',
  dozen1: '1st 12',
  dozen2: '2nd 12',
  dozen3: '3rd 12',
  straight: 'Straight Up',
};

/** Odds "N to 1": a winning bet returns its stake plus N times the stake. */
export const ROULETTE_PAYOUTS: Readonly<Record<RouletteBetKind, number>> = {
  red: 1,
  black: 1,
  even: 1,
  odd: 1,
  low: 1,
  high: 1,
  dozen1: 2,
  dozen2: 2,
  dozen3: 2,
  straight: 35,
};

export interface RouletteBet {
  /** Identifies the bet: the kind, plus ':{pocket}' for Straight Up (e.g. 'red', 'straight:00'). */
  key: string;
  kind: RouletteBetKind;
  /** The chosen pocket for Straight Up, otherwise null. */
  number: RoulettePocket | null;
  amount: number;
}

export function rouletteBetKey(kind: RouletteBetKind, number: RoulettePocket | null): string {
  return kind === 'straight' ? `straight:${number ?? ''}` : kind;
}

/** 'Red', '1st 12', 'Straight Up 17'. */
export function rouletteBetLabel(kind: RouletteBetKind, number: RoulettePocket | null): string {
  const label = ROULETTE_BET_LABELS[kind];
  return kind === 'straight' && number !== null ? `${label} ${number}` : label;
}

/** Whether a bet wins on a pocket. 0 and 00 win only a Straight Up on themselves. */
export function rouletteBetWins(
  kind: RouletteBetKind,
  number: RoulettePocket | null,
  pocket: RoulettePocket,
): boolean {
  if (kind === 'straight') return number === pocket;
  const value = pocketNumber(pocket);
  if (value === null) return false;
  switch (kind) {
    case 'red':
    case 'black':
      return pocketColor(pocket) === kind;
    case 'even':
      return value % 2 === 0;
    case 'odd':
      return value % 2 === 1;
    case 'low':
      return value <= 18;
    case 'high':
      return value >= 19;
    case 'dozen1':
      return value <= 12;
    case 'dozen2':
      return value >= 13 && value <= 24;
    case 'dozen3':
      return value >= 25;
    default:
      return false;
  }
}

/** Credits a bet returns on a pocket: stake * (odds + 1) when it wins, else 0. */
export function rouletteBetReturn(bet: RouletteBet, pocket: RoulettePocket): number {
  return rouletteBetWins(bet.kind, bet.number, pocket)
    ? bet.amount * (ROULETTE_PAYOUTS[bet.kind] + 1)
    : 0;
}
