/**
 * Time-based math of the preview animations. Every scene is a pure function of the elapsed
 * animation time (ms), so a paused animation resumes where it stopped, a frame can be drawn for any
 * moment, and the numbers are unit-tested without a canvas.
 */
import type { Game } from '@sweepscout/shared';
import {
  SLOT_SYMBOLS,
  SLOT_SYMBOL_IDS,
  createSeededRandom,
  evaluateSlotReels,
  shuffle,
  type SlotReels,
} from '../engines';

export type SceneKind = 'slot' | 'cards' | 'roulette' | 'poker' | 'bingo';

/** Which animation a game gets: table games are roulette when named so, cards otherwise. */
export function sceneKindOf(game: Pick<Game, 'type' | 'name'>): SceneKind {
  switch (game.type) {
    case 'slot':
      return 'slot';
    case 'poker':
      return 'poker';
    case 'bingo':
      return 'bingo';
    default:
      return /roulette|wheel/i.test(game.name) ? 'roulette' : 'cards';
  }
}

export const clamp01 = (value: number): number => Math.min(1, Math.max(0, value));

/** Ease-out cubic: fast start, gentle stop. */
export const easeOutCubic = (value: number): number => 1 - (1 - clamp01(value)) ** 3;

/** Position within a repeating cycle: `t` modulo `period` (never negative). */
export const cycleTime = (t: number, period: number): number => ((t % period) + period) % period;

// --- Slot: three reels spin, stop one after the other, hold the result, then spin again. ---
export const SLOT_CYCLE_MS = 3600;
export const SLOT_REEL_STOP_MS = [1200, 1600, 2000] as const;
/** Symbols per second while a reel spins at full speed. */
export const SLOT_REEL_SPEED = 14;

/**
 * How far (in symbols) reel `reel` has turned at time `t`: full speed until shortly before its
 * stop, then an ease-out into a whole symbol, then still until the cycle restarts.
 */
export function slotReelOffset(t: number, reel: number): number {
  const round = Math.floor(t / SLOT_CYCLE_MS);
  const local = cycleTime(t, SLOT_CYCLE_MS);
  const stop = SLOT_REEL_STOP_MS[reel] ?? SLOT_REEL_STOP_MS[SLOT_REEL_STOP_MS.length - 1];
  const brake = 400;
  const cruise = stop - brake;
  const cruiseDistance = (cruise / 1000) * SLOT_REEL_SPEED;
  // Total travel per round is a whole number of symbols so each round ends on a symbol.
  const total =
    Math.ceil(cruiseDistance + (brake / 1000) * SLOT_REEL_SPEED * 0.5) + reel * 3 + round * 5;
  const base = round * 1000; // keeps every round's result different from the last
  if (local <= cruise) return base + (local / 1000) * SLOT_REEL_SPEED;
  if (local <= stop) {
    const progress = (local - cruise) / brake;
    return base + cruiseDistance + (total - cruiseDistance) * easeOutCubic(progress);
  }
  return base + total;
}

/** The symbol index shown at the centre line of a reel strip for a given offset. */
export const slotSymbolAt = (offset: number, stripLength: number): number =>
  ((Math.round(offset) % stripLength) + stripLength) % stripLength;

/** Whether every reel has stopped (the result is shown) at time `t`. */
export const slotAllStopped = (t: number): boolean =>
  cycleTime(t, SLOT_CYCLE_MS) > SLOT_REEL_STOP_MS[SLOT_REEL_STOP_MS.length - 1];

/** The symbols on the pay line at time `t` (the centre row of each reel). */
export function slotLineAt(t: number): SlotReels {
  const at = (reel: number) =>
    SLOT_SYMBOL_IDS[slotSymbolAt(Math.floor(slotReelOffset(t, reel)), SLOT_SYMBOL_IDS.length)];
  return [at(0), at(1), at(2)];
}

/** What the preview says about a stopped line, paid by the slot engine's own rules. */
export function slotLineText(line: SlotReels): string {
  const combination = evaluateSlotReels(line);
  if (combination.kind === 'none') return 'No win this time: spinning again';
  const name = SLOT_SYMBOLS[combination.symbol].label;
  const count = combination.kind === 'threeOfAKind' ? 'Three' : 'Two';
  return `${count} × ${name} pays ${combination.multiplier}× the bet!`;
}

// --- Cards (blackjack table) and poker: cards fly from the shoe to their places. ---
export const CARD_DEAL_INTERVAL_MS = 550;
export const CARD_FLIGHT_MS = 380;
export const CARDS_CYCLE_MS = 6000;
export const POKER_CYCLE_MS = 6500;

export interface Point {
  x: number;
  y: number;
}

/**
 * Where card `index` is at time `local` (ms into its round): at `from` before it is dealt, moving
 * with an ease-out during its flight, at `to` after. `progress` is 0..1 of the flight.
 */
export function cardPosition(
  local: number,
  index: number,
  from: Point,
  to: Point,
): Point & { progress: number } {
  const start = index * CARD_DEAL_INTERVAL_MS;
  const progress = easeOutCubic((local - start) / CARD_FLIGHT_MS);
  return {
    x: from.x + (to.x - from.x) * progress,
    y: from.y + (to.y - from.y) * progress,
    progress,
  };
}

/** How many cards have been dealt (left the shoe) by `local`. */
export const cardsDealt = (local: number, count: number): number =>
  Math.max(0, Math.min(count, Math.floor(local / CARD_DEAL_INTERVAL_MS) + 1));

// --- Roulette: the wheel spins down while the ball circles the other way, then rests. ---
export const ROULETTE_CYCLE_MS = 5200;
export const ROULETTE_SPIN_MS = 4000;

/** Wheel angle (radians): decelerating turn during the spin, still afterwards. */
export function rouletteWheelAngle(t: number): number {
  const round = Math.floor(t / ROULETTE_CYCLE_MS);
  const local = cycleTime(t, ROULETTE_CYCLE_MS);
  const turns = 3;
  const perRound = turns * 2 * Math.PI;
  return round * perRound + perRound * easeOutCubic(local / ROULETTE_SPIN_MS);
}

/** Ball angle (radians): counter-rotating, slowing faster than the wheel. */
export function rouletteBallAngle(t: number): number {
  const local = cycleTime(t, ROULETTE_CYCLE_MS);
  return -5 * 2 * Math.PI * easeOutCubic(local / (ROULETTE_SPIN_MS * 0.9));
}

// --- Bingo: 75 numbers in five columns B I N G O of 15; one ball called at a time. ---
export const BINGO_NUMBERS = 75;
export const BINGO_LETTERS = ['B', 'I', 'N', 'G', 'O'] as const;
export const BINGO_CALL_MS = 650;
export const BINGO_CALLS_PER_ROUND = 30;

/** 'B' for 1-15, 'I' 16-30, 'N' 31-45, 'G' 46-60, 'O' 61-75. */
export function bingoLetter(number: number): (typeof BINGO_LETTERS)[number] {
  if (!Number.isInteger(number) || number < 1 || number > BINGO_NUMBERS) {
    throw new Error(`Bingo numbers are 1 to ${BINGO_NUMBERS}, got ${number}`);
  }
  return BINGO_LETTERS[Math.floor((number - 1) / 15)];
}

/** The call order of a round: the 75 numbers shuffled by a seed (the round number). */
export function bingoCallOrder(round: number): number[] {
  const numbers = Array.from({ length: BINGO_NUMBERS }, (_, index) => index + 1);
  return shuffle(createSeededRandom(round + 1), numbers);
}

/** The numbers called so far at time `t` (newest last) and the round they belong to. */
export function bingoCalled(t: number): { round: number; called: number[]; sinceLastCall: number } {
  const period = BINGO_CALL_MS * BINGO_CALLS_PER_ROUND;
  const round = Math.floor(t / period);
  const local = cycleTime(t, period);
  const count = Math.min(BINGO_CALLS_PER_ROUND, Math.floor(local / BINGO_CALL_MS) + 1);
  return {
    round,
    called: bingoCallOrder(round).slice(0, count),
    sinceLastCall: local - (count - 1) * BINGO_CALL_MS,
  };
}

/** Cell (column, row) of a number on the 5 × 15 board. */
export function bingoCell(number: number): { column: number; row: number } {
  bingoLetter(number);
  return { column: Math.floor((number - 1) / 15), row: (number - 1) % 15 };
}

// --- Sound cues: a counter that goes up at each audible event of a scene. ---

/** Count of audible events (reel stop, card dealt, ball lands, number called) up to `t`. */
export function sceneCueCount(kind: SceneKind, t: number): number {
  switch (kind) {
    case 'slot': {
      const round = Math.floor(t / SLOT_CYCLE_MS);
      const local = cycleTime(t, SLOT_CYCLE_MS);
      return round * 3 + SLOT_REEL_STOP_MS.filter((stop) => local >= stop).length;
    }
    case 'cards':
    case 'poker': {
      const period = kind === 'cards' ? CARDS_CYCLE_MS : POKER_CYCLE_MS;
      const perRound = kind === 'cards' ? 5 : 5;
      const round = Math.floor(t / period);
      return round * perRound + cardsDealt(cycleTime(t, period), perRound);
    }
    case 'roulette': {
      const round = Math.floor(t / ROULETTE_CYCLE_MS);
      return round + (cycleTime(t, ROULETTE_CYCLE_MS) >= ROULETTE_SPIN_MS ? 1 : 0);
    }
    case 'bingo': {
      const { round, called } = bingoCalled(t);
      return round * BINGO_CALLS_PER_ROUND + called.length;
    }
    default:
      return 0;
  }
}

/** The tone (Hz) of a cue, so each scene sounds a little different. */
export const CUE_FREQUENCY: Readonly<Record<SceneKind, number>> = {
  slot: 660,
  cards: 420,
  roulette: 880,
  poker: 520,
  bingo: 740,
};

/** Index `index` wrapped into 0..count-1 (previous from the first is the last, and back). */
export const wrapIndex = (index: number, count: number): number =>
  count > 0 ? ((index % count) + count) % count : 0;
