/**
 * Slot machine engine: immutable state, a pure reducer and selectors.
 *
 * Flow driven by the UI: dispatch `slotActions.spin(random)`; then dispatch `{ type: 'tick' }`
 * every SLOT_TICK_MS until `selectSlotTicksRemaining(state) === 0` (SLOT_SPIN_TICKS changes), then
 * `{ type: 'settle' }`. `settle` may come earlier to skip the animation (reduced motion). After a
 * settled spin, when `selectSlotAutoSpinDue(state)` is true, dispatch the next spin
 * SLOT_AUTO_PLAY_DELAY_MS later.
 */
import { EMPTY_ROUND_STATS, addRound, clampBet, percentOf, type RoundStats } from '../common';
import { randomItem, type RandomSource } from '../random';
import {
  SLOT_SYMBOL_IDS,
  evaluateSlotReels,
  type SlotCombination,
  type SlotReels,
} from './symbols';

export const SLOT_START_CREDITS = 100;
export const SLOT_MIN_BET = 1;
export const SLOT_MAX_BET = 10;
export const SLOT_DEFAULT_BET = 1;
export const SLOT_ADD_CREDITS = 50;
/** Number of reel changes shown before the final result. */
export const SLOT_SPIN_TICKS = 10;
/** Interval between reel changes. */
export const SLOT_TICK_MS = 100;
/** Delay before the next automatic spin after a finished one. */
export const SLOT_AUTO_PLAY_DELAY_MS = 1500;

export const SLOT_MESSAGES = {
  ready: 'Place your bet and spin!',
  spinning: 'Spinning...',
  win: (amount: number): string => `You won ${amount} credits!`,
  loss: 'Try again!',
  notEnoughCredits: 'Not enough credits!',
} as const;

export const SLOT_INITIAL_REELS: SlotReels = ['cherry', 'seven', 'star'];

export type SlotPhase = 'idle' | 'spinning' | 'settled';

export interface SlotSpin {
  /** The result, decided when the spin starts; shown only by `settle`. */
  final: SlotReels;
  /** Reel faces shown by successive ticks. */
  frames: readonly SlotReels[];
  /** How many frames have been shown so far. */
  ticksShown: number;
  /** Stake taken for this spin. */
  bet: number;
}

/** spins, wins (spins that paid) and totalWon (sum of all wins). */
export type SlotStats = RoundStats;

export interface SlotState {
  /** 'idle' before the first spin, 'spinning' during the animation, 'settled' after a result. */
  phase: SlotPhase;
  credits: number;
  bet: number;
  /** Faces currently shown on the three reels. */
  reels: SlotReels;
  message: string;
  autoPlay: boolean;
  /** The spin in progress, or null. */
  spin: SlotSpin | null;
  /** Combination of the last settled spin, or null before the first result. */
  lastCombination: SlotCombination | null;
  /** Credits won by the last settled spin (0 for a loss). */
  lastWin: number;
  stats: SlotStats;
}

export type SlotAction =
  | { type: 'spin'; final: SlotReels; frames: readonly SlotReels[] }
  | { type: 'tick' }
  | { type: 'settle' }
  | { type: 'setBet'; value: number }
  | { type: 'changeBet'; delta: number }
  | { type: 'maxBet' }
  | { type: 'addCredits' }
  | { type: 'toggleAutoPlay' }
  | { type: 'setAutoPlay'; value: boolean };

export function createInitialSlotState(overrides: Partial<SlotState> = {}): SlotState {
  return {
    phase: 'idle',
    credits: SLOT_START_CREDITS,
    bet: SLOT_DEFAULT_BET,
    reels: SLOT_INITIAL_REELS,
    message: SLOT_MESSAGES.ready,
    autoPlay: false,
    spin: null,
    lastCombination: null,
    lastWin: 0,
    stats: EMPTY_ROUND_STATS,
    ...overrides,
  };
}

/** Three uniformly random reel faces. */
export function drawSlotReels(random: RandomSource): SlotReels {
  return [
    randomItem(random, SLOT_SYMBOL_IDS),
    randomItem(random, SLOT_SYMBOL_IDS),
    randomItem(random, SLOT_SYMBOL_IDS),
  ];
}

export const slotActions = {
  /** Draws the final result first, then the SLOT_SPIN_TICKS animation frames. */
  spin(random: RandomSource): SlotAction {
    const final = drawSlotReels(random);
    const frames = Array.from({ length: SLOT_SPIN_TICKS }, () => drawSlotReels(random));
    return { type: 'spin', final, frames };
  },
  tick: (): SlotAction => ({ type: 'tick' }),
  settle: (): SlotAction => ({ type: 'settle' }),
  setBet: (value: number): SlotAction => ({ type: 'setBet', value }),
  changeBet: (delta: number): SlotAction => ({ type: 'changeBet', delta }),
  maxBet: (): SlotAction => ({ type: 'maxBet' }),
  addCredits: (): SlotAction => ({ type: 'addCredits' }),
  toggleAutoPlay: (): SlotAction => ({ type: 'toggleAutoPlay' }),
  setAutoPlay: (value: boolean): SlotAction => ({ type: 'setAutoPlay', value }),
};

function withBet(state: SlotState, requested: number): SlotState {
  if (state.phase === 'spinning') return state;
  const bet = clampBet(requested, SLOT_MIN_BET, SLOT_MAX_BET, state.credits);
  return bet === state.bet ? state : { ...state, bet };
}

function startSpin(state: SlotState, final: SlotReels, frames: readonly SlotReels[]): SlotState {
  if (state.phase === 'spinning') return state;
  if (state.bet > state.credits) return { ...state, message: SLOT_MESSAGES.notEnoughCredits };
  return {
    ...state,
    phase: 'spinning',
    credits: state.credits - state.bet,
    message: SLOT_MESSAGES.spinning,
    spin: { final, frames, ticksShown: 0, bet: state.bet },
  };
}

function tick(state: SlotState): SlotState {
  const { spin } = state;
  if (state.phase !== 'spinning' || !spin || spin.ticksShown >= spin.frames.length) return state;
  return {
    ...state,
    reels: spin.frames[spin.ticksShown],
    spin: { ...spin, ticksShown: spin.ticksShown + 1 },
  };
}

function settle(state: SlotState): SlotState {
  const { spin } = state;
  if (state.phase !== 'spinning' || !spin) return state;
  const combination = evaluateSlotReels(spin.final);
  const win = spin.bet * combination.multiplier;
  return {
    ...state,
    phase: 'settled',
    credits: state.credits + win,
    reels: spin.final,
    message: win > 0 ? SLOT_MESSAGES.win(win) : SLOT_MESSAGES.loss,
    spin: null,
    lastCombination: combination,
    lastWin: win,
    stats: addRound(state.stats, win),
  };
}

export function slotReducer(state: SlotState, action: SlotAction): SlotState {
  switch (action.type) {
    case 'spin':
      return startSpin(state, action.final, action.frames);
    case 'tick':
      return tick(state);
    case 'settle':
      return settle(state);
    case 'setBet':
      return withBet(state, action.value);
    case 'changeBet':
      return withBet(state, state.bet + action.delta);
    case 'maxBet':
      return withBet(state, Math.min(SLOT_MAX_BET, state.credits));
    case 'addCredits':
      return { ...state, credits: state.credits + SLOT_ADD_CREDITS };
    case 'toggleAutoPlay':
      return { ...state, autoPlay: !state.autoPlay };
    case 'setAutoPlay':
      return action.value === state.autoPlay ? state : { ...state, autoPlay: action.value };
    default:
      return state;
  }
}

export const selectSlotIsSpinning = (state: SlotState): boolean => state.phase === 'spinning';

/** Reel changes still to show before `settle` (0 when not spinning). */
export const selectSlotTicksRemaining = (state: SlotState): number =>
  state.spin ? state.spin.frames.length - state.spin.ticksShown : 0;

/** Whether Spin can be pressed with effect (not spinning and the bet is covered). */
export const selectSlotCanSpin = (state: SlotState): boolean =>
  state.phase !== 'spinning' && state.bet <= state.credits;

/** Highest bet allowed now: min(10, credits), at least 1. */
export const selectSlotMaxBet = (state: SlotState): number =>
  clampBet(SLOT_MAX_BET, SLOT_MIN_BET, SLOT_MAX_BET, state.credits);

/** Whether the bet can move by `delta` (for disabling the bet buttons). */
export const selectSlotCanChangeBet = (state: SlotState, delta: number): boolean =>
  withBet(state, state.bet + delta) !== state;

/** True right after a settled spin when auto play is on and the credits cover the bet. */
export const selectSlotAutoSpinDue = (state: SlotState): boolean =>
  state.autoPlay && state.phase === 'settled' && state.bet <= state.credits;

/** Wins / spins as a percentage (0-100, unrounded; 0 before the first spin). */
export const selectSlotWinRate = (state: SlotState): number =>
  percentOf(state.stats.wins, state.stats.spins);
