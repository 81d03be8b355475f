import type { SlotSymbolId } from '../engines/slot';

/**
 * The slot symbols as vector shapes on a 64 x 64 grid, drawn as SVG on the reels and as Path2D
 * on the canvas previews. Emoji were used before: on a machine without an emoji font they showed
 * as empty boxes, and their look changed from one system to the next.
 */
export interface SymbolShape {
  d: string;
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
}

export const SYMBOL_VIEWBOX = 64;

const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;

const GREEN = '#15803d';
const DARK = '#1f2937';

export const SLOT_SYMBOL_ART: Readonly<Record<SlotSymbolId | 'mystery', readonly SymbolShape[]>> = {
  cherry: [
    { d: 'M33 8C30 20 23 28 20 36M33 8C37 22 42 28 44 34', stroke: GREEN, strokeWidth: 3 },
    { d: 'M33 8C38 6 44 8 47 12C41 14 36 12 33 8Z', fill: GREEN },
    { d: circle(20, 44, 12), fill: '#dc2626' },
    { d: circle(44, 42, 12), fill: '#b91c1c' },
  ],
  orange: [
    { d: circle(32, 36, 23), fill: '#f97316' },
    { d: 'M32 13C36 6 44 6 48 9C44 14 37 15 32 13Z', fill: GREEN },
    { d: circle(25, 29, 4), fill: '#fdba74' },
  ],
  lemon: [
    { d: 'M5 34C10 18 54 18 59 34C54 50 10 50 5 34Z', fill: '#facc15' },
    { d: 'M14 30C20 24 32 23 40 25', stroke: '#fef08a', strokeWidth: 3 },
  ],
  grape: [
    { d: 'M32 6V16', stroke: GREEN, strokeWidth: 3 },
    { d: circle(22, 22, 8), fill: '#7e22ce' },
    { d: circle(42, 22, 8), fill: '#7e22ce' },
    { d: circle(32, 32, 8), fill: '#9333ea' },
    { d: circle(18, 38, 8), fill: '#6b21a8' },
    { d: circle(46, 38, 8), fill: '#6b21a8' },
    { d: circle(32, 48, 8), fill: '#9333ea' },
  ],
  watermelon: [
    { d: 'M4 22A28 28 0 0 0 60 22Z', fill: GREEN },
    { d: 'M10 22A22 22 0 0 0 54 22Z', fill: '#ef4444' },
    { d: circle(24, 30, 2.5), fill: DARK },
    { d: circle(40, 30, 2.5), fill: DARK },
    { d: circle(32, 38, 2.5), fill: DARK },
  ],
  moneyBag: [
    { d: 'M24 8H40L36 18H28Z', fill: '#a16207' },
    { d: 'M28 18C10 28 8 58 32 58C56 58 54 28 36 18Z', fill: '#ca8a04' },
    {
      d: 'M38 33C38 29 26 29 26 34C26 39 38 38 38 44C38 49 26 49 26 45M32 27V52',
      stroke: '#fef9c3',
      strokeWidth: 3,
    },
  ],
  star: [
    {
      d: 'M32 4L40 24H61L44 37L51 59L32 46L13 59L20 37L3 24H24Z',
      fill: '#facc15',
      stroke: '#ca8a04',
      strokeWidth: 2,
    },
  ],
  seven: [
    { d: 'M12 8H52V17L31 58H19L39 18H12Z', fill: '#dc2626', stroke: '#7f1d1d', strokeWidth: 2 },
  ],
  // Shown on a spinning reel when motion is reduced.
  mystery: [
    { d: 'M22 24C22 12 42 12 42 24C42 33 32 33 32 42', stroke: '#6b7280', strokeWidth: 6 },
    { d: circle(32, 53, 4), fill: '#6b7280' },
  ],
};
