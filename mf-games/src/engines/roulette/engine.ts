/**
 * American roulette engine: immutable state, a pure reducer and selectors.
 *
 * Credits are taken when a bet is placed (so they can never go negative) and refunded when it is
 * removed before the spin. Flow driven by the UI: in 'betting' place/remove bets and dispatch
 * `rouletteActions.spin(random)`; ROULETTE_RESULT_DELAY_MS later dispatch resolve (phase 'result',
 * winnings paid); ROULETTE_RESET_DELAY_MS after that dispatch reset (back to 'betting', bets
 * cleared). 'You won {n} credits!' reports the credits paid back, stakes of winning bets included.
 */
import { EMPTY_ROUND_STATS, addRound, clampBet, type RoundStats } from '../common';
import { randomItem, type RandomSource } from '../random';
import {
  rouletteBetKey,
  rouletteBetLabel,
  rouletteBetReturn,
  type RouletteBet,
  type RouletteBetKind,
} from './bets';
import { ROULETTE_WHEEL_ORDER, type RoulettePocket } from './wheel';

export const ROULETTE_START_CREDITS = 100;
export const ROULETTE_DEFAULT_BET = 5;
export const ROULETTE_MIN_BET = 1;
export const ROULETTE_MAX_BET = 50;
/** Bet amount buttons: -5, -1, +1, +5. */
export const ROULETTE_BET_STEPS = [1, 5] as const;
export const ROULETTE_ADD_CREDITS = 100;
export const ROULETTE_HISTORY_SIZE = 10;
/** From Spin to the result. */
export const ROULETTE_RESULT_DELAY_MS = 1000;
/** From the result back to betting. */
export const ROULETTE_RESET_DELAY_MS = 3000;

export const ROULETTE_MESSAGES = {
  placeBets: 'Place your bets and spin!',
  notEnoughCredits: 'Not enough credits for this bet!',
  selectNumber: 'Please select a number for Straight Up bet!',
  noBets: 'Place at least one bet before spinning!',
  betPlaced: (option: string): string => `Bet placed on ${option}!`,
  betRemoved: (option: string): string => `Bet removed from ${option}.`,
  spinning: 'Wheel spinning...',
  win: (amount: number): string => `You won ${amount} credits!`,
  loss: (pocket: RoulettePocket): string => `Ball landed on ${pocket}. Better luck next time!`,
} as const;

export type RoulettePhase = 'betting' | 'spinning' | 'result';

/** spins, wins (spins that paid anything back) and totalWon (credits paid back, stakes included). */
export type RouletteStats = RoundStats;

export interface RouletteState {
  phase: RoulettePhase;
  credits: number;
  /** Amount of the next bet placed. */
  betAmount: number;
  selectedKind: RouletteBetKind;
  /** Pocket chosen for Straight Up, or null. */
  selectedNumber: RoulettePocket | null;
  /** Placed bets (already paid for), one per key, in placement order. */
  bets: readonly RouletteBet[];
  /** Where the ball will land, known from Spin on (for the wheel animation); null otherwise. */
  pendingPocket: RoulettePocket | null;
  /** Last landed pocket, or null before the first result. */
  result: RoulettePocket | null;
  /** Last results, newest first, at most ROULETTE_HISTORY_SIZE. */
  history: readonly RoulettePocket[];
  /** Credits paid back by the last resolved spin. */
  lastPayout: number;
  message: string;
  stats: RouletteStats;
}

export type RouletteAction =
  | { type: 'setBetAmount'; value: number }
  | { type: 'changeBetAmount'; delta: number }
  | { type: 'selectKind'; kind: RouletteBetKind }
  | { type: 'selectNumber'; number: RoulettePocket | null }
  /** Places `betAmount` on the given kind/number, or on the selected ones when omitted. */
  | { type: 'placeBet'; kind?: RouletteBetKind; number?: RoulettePocket | null }
  | { type: 'removeBet'; key: string }
  | { type: 'clearBets' }
  | { type: 'spin'; pocket: RoulettePocket }
  | { type: 'resolve' }
  | { type: 'reset' }
  | { type: 'addCredits' };

export function createInitialRouletteState(overrides: Partial<RouletteState> = {}): RouletteState {
  return {
    phase: 'betting',
    credits: ROULETTE_START_CREDITS,
    betAmount: ROULETTE_DEFAULT_BET,
    selectedKind: 'red',
    selectedNumber: null,
    bets: [],
    pendingPocket: null,
    result: null,
    history: [],
    lastPayout: 0,
    message: ROULETTE_MESSAGES.placeBets,
    stats: EMPTY_ROUND_STATS,
    ...overrides,
  };
}

export const rouletteActions = {
  setBetAmount: (value: number): RouletteAction => ({ type: 'setBetAmount', value }),
  changeBetAmount: (delta: number): RouletteAction => ({ type: 'changeBetAmount', delta }),
  selectKind: (kind: RouletteBetKind): RouletteAction => ({ type: 'selectKind', kind }),
  selectNumber: (number: RoulettePocket | null): RouletteAction => ({
    type: 'selectNumber',
    number,
  }),
  placeBet: (kind?: RouletteBetKind, number?: RoulettePocket | null): RouletteAction => ({
    type: 'placeBet',
    kind,
    number,
  }),
  removeBet: (key: string): RouletteAction => ({ type: 'removeBet', key }),
  clearBets: (): RouletteAction => ({ type: 'clearBets' }),
  spin: (random: RandomSource): RouletteAction => ({
    type: 'spin',
    pocket: randomItem(random, ROULETTE_WHEEL_ORDER),
  }),
  resolve: (): RouletteAction => ({ type: 'resolve' }),
  reset: (): RouletteAction => ({ type: 'reset' }),
  addCredits: (): RouletteAction => ({ type: 'addCredits' }),
};

function withBetAmount(state: RouletteState, requested: number): RouletteState {
  if (state.phase !== 'betting') return state;
  const betAmount = clampBet(requested, ROULETTE_MIN_BET, ROULETTE_MAX_BET, state.credits);
  return betAmount === state.betAmount ? state : { ...state, betAmount };
}

function placeBet(
  state: RouletteState,
  kindOverride: RouletteBetKind | undefined,
  numberOverride: RoulettePocket | null | undefined,
): RouletteState {
  if (state.phase !== 'betting') return state;
  const kind = kindOverride ?? state.selectedKind;
  const number = kind === 'straight' ? (numberOverride ?? state.selectedNumber) : null;
  if (kind === 'straight' && number === null) {
    return { ...state, message: ROULETTE_MESSAGES.selectNumber };
  }
  const amount = state.betAmount;
  if (amount > state.credits) return { ...state, message: ROULETTE_MESSAGES.notEnoughCredits };
  const key = rouletteBetKey(kind, number);
  const existing = state.bets.find((bet) => bet.key === key);
  const bets = existing
    ? state.bets.map((bet) => (bet.key === key ? { ...bet, amount: bet.amount + amount } : bet))
    : [...state.bets, { key, kind, number, amount }];
  return {
    ...state,
    credits: state.credits - amount,
    bets,
    message: ROULETTE_MESSAGES.betPlaced(rouletteBetLabel(kind, number)),
  };
}

function removeBet(state: RouletteState, key: string): RouletteState {
  if (state.phase !== 'betting') return state;
  const bet = state.bets.find((candidate) => candidate.key === key);
  if (!bet) return state;
  return {
    ...state,
    credits: state.credits + bet.amount,
    bets: state.bets.filter((candidate) => candidate.key !== key),
    message: ROULETTE_MESSAGES.betRemoved(rouletteBetLabel(bet.kind, bet.number)),
  };
}

function clearBets(state: RouletteState): RouletteState {
  if (state.phase !== 'betting' || state.bets.length === 0) return state;
  return {
    ...state,
    credits: state.credits + selectRouletteTotalStake(state),
    bets: [],
    message: ROULETTE_MESSAGES.placeBets,
  };
}

function spin(state: RouletteState, pocket: RoulettePocket): RouletteState {
  if (state.phase !== 'betting') return state;
  if (state.bets.length === 0) return { ...state, message: ROULETTE_MESSAGES.noBets };
  return {
    ...state,
    phase: 'spinning',
    pendingPocket: pocket,
    message: ROULETTE_MESSAGES.spinning,
  };
}

function resolve(state: RouletteState): RouletteState {
  const pocket = state.pendingPocket;
  if (state.phase !== 'spinning' || pocket === null) return state;
  const payout = state.bets.reduce((sum, bet) => sum + rouletteBetReturn(bet, pocket), 0);
  return {
    ...state,
    phase: 'result',
    credits: state.credits + payout,
    pendingPocket: null,
    result: pocket,
    history: [pocket, ...state.history].slice(0, ROULETTE_HISTORY_SIZE),
    lastPayout: payout,
    message: payout > 0 ? ROULETTE_MESSAGES.win(payout) : ROULETTE_MESSAGES.loss(pocket),
    stats: addRound(state.stats, payout),
  };
}

export function rouletteReducer(state: RouletteState, action: RouletteAction): RouletteState {
  switch (action.type) {
    case 'setBetAmount':
      return withBetAmount(state, action.value);
    case 'changeBetAmount':
      return withBetAmount(state, state.betAmount + action.delta);
    case 'selectKind':
      return state.phase === 'betting' ? { ...state, selectedKind: action.kind } : state;
    case 'selectNumber':
      return state.phase === 'betting' ? { ...state, selectedNumber: action.number } : state;
    case 'placeBet':
      return placeBet(state, action.kind, action.number);
    case 'removeBet':
      return removeBet(state, action.key);
    case 'clearBets':
      return clearBets(state);
    case 'spin':
      return spin(state, action.pocket);
    case 'resolve':
      return resolve(state);
    case 'reset':
      return state.phase === 'result'
        ? { ...state, phase: 'betting', bets: [], message: ROULETTE_MESSAGES.placeBets }
        : state;
    case 'addCredits':
      return { ...state, credits: state.credits + ROULETTE_ADD_CREDITS };
    default:
      return state;
  }
}

/** Sum of the placed bets' stakes. */
export function selectRouletteTotalStake(state: RouletteState): number {
  return state.bets.reduce((sum, bet) => sum + bet.amount, 0);
}

export const selectRouletteCanSpin = (state: RouletteState): boolean =>
  state.phase === 'betting' && state.bets.length > 0;

/** Highest bet amount allowed now: min(50, credits), at least 1. */
export const selectRouletteMaxBetAmount = (state: RouletteState): number =>
  clampBet(ROULETTE_MAX_BET, ROULETTE_MIN_BET, ROULETTE_MAX_BET, state.credits);

/** Whether the bet amount can move by `delta` (for disabling the ±1/±5 buttons). */
export const selectRouletteCanChangeBetAmount = (state: RouletteState, delta: number): boolean =>
  state.phase === 'betting' && withBetAmount(state, state.betAmount + delta) !== state;

/** Keys of the bets that won, while the result is shown (empty otherwise). */
export function selectRouletteWinningBetKeys(state: RouletteState): string[] {
  const { result } = state;
  if (state.phase !== 'result' || result === null) return [];
  return state.bets.filter((bet) => rouletteBetReturn(bet, result) > 0).map((bet) => bet.key);
}
