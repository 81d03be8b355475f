import type { PocketColor } from '../engines';

/** Fill colours of roulette pockets, shared by the roulette game and the preview wheel. */
export const POCKET_COLOURS: Readonly<Record<PocketColor, string>> = {
  red: '#b91c1c',
  black: '#111827',
  green: '#15803d',
};
