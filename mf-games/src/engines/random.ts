/**
 * Random sources for the demo game engines.
 *
 * A `RandomSource` returns a float in [0, 1), like `Math.random`. Engines never call a source from
 * inside a reducer: action creators draw everything a transition needs (reel symbols, a shuffled
 * deck, a pocket) and put it in the action, so reducers stay pure and replayable.
 */
export type RandomSource = () => number;

const UINT32_RANGE = 2 ** 32;

/** Crypto-strong source (Web Crypto `getRandomValues`); the default for real play. */
export const cryptoRandom: RandomSource = () => {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return buffer[0] / UINT32_RANGE;
};

/**
 * Deterministic source (mulberry32) for unit and end-to-end tests: the same seed always yields
 * the same sequence. Not suitable for anything but demos and tests.
 */
export function createSeededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / UINT32_RANGE;
  };
}

/**
 * Source that replays the given values in order (then repeats them), for forcing outcomes in
 * tests. Each value must be in [0, 1).
 */
export function createSequenceRandom(values: readonly number[]): RandomSource {
  if (values.length === 0) throw new Error('createSequenceRandom needs at least one value');
  for (const value of values) {
    if (!(value >= 0 && value < 1)) throw new Error(`Random value out of [0, 1): ${value}`);
  }
  let index = 0;
  return () => {
    const value = values[index % values.length];
    index += 1;
    return value;
  };
}

/** Integer in [0, maxExclusive). */
export function randomInt(random: RandomSource, maxExclusive: number): number {
  if (!Number.isInteger(maxExclusive) || maxExclusive < 1) {
    throw new Error(`randomInt needs a positive integer bound, got ${maxExclusive}`);
  }
  // Guard against a source returning exactly 1 (a misbehaving custom source).
  return Math.min(maxExclusive - 1, Math.floor(random() * maxExclusive));
}

/** One element chosen uniformly. */
export function randomItem<T>(random: RandomSource, items: readonly T[]): T {
  return items[randomInt(random, items.length)];
}

/** New array with the items in uniformly random order (Fisher-Yates); the input is untouched. */
export function shuffle<T>(random: RandomSource, items: readonly T[]): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = randomInt(random, i + 1);
    [result[i], result[j]] = [result[j], result[i]];
  }
  return result;
}

/**
 * The source a game should use: seeded when a seed is given (a number, or text of digits such as
 * a `?seed=42` query value, for deterministic end-to-end tests), crypto-strong otherwise.
 */
export function createRandomSource(seed?: number | string | null): RandomSource {
  const value = typeof seed === 'string' && /^\d{1,10}$/.test(seed.trim()) ? Number(seed) : seed;
  return typeof value === 'number' && Number.isInteger(value)
    ? createSeededRandom(value)
    : cryptoRandom;
}
