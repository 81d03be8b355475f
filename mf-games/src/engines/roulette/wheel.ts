/** American roulette wheel: 38 pockets (0, 00, 1-36) and their colours. */

/** Pockets in the real clockwise order of an American wheel, starting at 0. */
export const ROULETTE_WHEEL_ORDER = [
  '0',
  '28',
  '9',
  '26',
  '30',
  '11',
  '7',
  '20',
  '32',
  '17',
  '5',
  '22',
  '34',
  '15',
  '3',
  '24',
  '36',
  '13',
  '1',
  '00',
  '27',
  '10',
  '25',
  '29',
  '12',
  '8',
  '19',
  '31',
  '18',
  '6',
  '21',
  '33',
  '16',
  '4',
  '23',
  '35',
  '14',
  '2',
] as const;

/** A pocket's label: '0', '00' or '1' to '36'. */
export type RoulettePocket = (typeof ROULETTE_WHEEL_ORDER)[number];

/** Pockets in table order: 0, 00, then 1 to 36 (for a betting grid). */
export const ROULETTE_POCKETS: readonly RoulettePocket[] = [
  '0',
  '00',
  ...Array.from({ length: 36 }, (_, index) => String(index + 1) as RoulettePocket),
];

export const ROULETTE_RED_NUMBERS: readonly number[] = [
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
];

export type PocketColor = 'red' | 'black' | 'green';

export function isRoulettePocket(value: string): value is RoulettePocket {
  return (ROULETTE_WHEEL_ORDER as readonly string[]).includes(value);
}

/** 1 to 36, or null for the green pockets 0 and 00 (which count for no outside bet). */
export function pocketNumber(pocket: RoulettePocket): number | null {
  return pocket === '0' || pocket === '00' ? null : Number(pocket);
}

export function pocketColor(pocket: RoulettePocket): PocketColor {
  const number = pocketNumber(pocket);
  if (number === null) return 'green';
  return ROULETTE_RED_NUMBERS.includes(number) ? 'red' : 'black';
}
