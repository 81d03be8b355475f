/** Slot machine symbols and pay tables (multipliers of the bet). */

export const SLOT_SYMBOL_IDS = [
  'cherry',
  'orange',
  'lemon',
  'grape',
  'watermelon',
  'moneyBag',
  'star',
  'seven',
] as const;
export type SlotSymbolId = (typeof SLOT_SYMBOL_IDS)[number];

export interface SlotSymbol {
  id: SlotSymbolId;
  /** Accessible name, e.g. for aria-label on a reel. */
  label: string;
}

export const SLOT_SYMBOLS: Readonly<Record<SlotSymbolId, SlotSymbol>> = {
  cherry: { id: 'cherry', label: 'Cherry' },
  orange: { id: 'orange', label: 'Orange' },
  lemon: { id: 'lemon', label: 'Lemon' },
  grape: { id: 'grape', label: 'Grape' },
  watermelon: { id: 'watermelon', label: 'Watermelon' },
  moneyBag: { id: 'moneyBag', label: 'Money Bag' },
  star: { id: 'star', label: 'Star' },
  seven: { id: 'seven', label: 'Seven' },
};

/** Three of a kind on the three reels: win = bet * multiplier. */
export const SLOT_THREE_OF_A_KIND_PAYOUTS: Readonly<Record<SlotSymbolId, number>> = {
  cherry: 10,
  orange: 15,
  lemon: 20,
  grape: 25,
  watermelon: 30,
  moneyBag: 50,
  star: 75,
  seven: 100,
};

/** Two matching adjacent reels (1-2 or 2-3): win = bet * multiplier. Reels 1 and 3 alone pay 0. */
export const SLOT_TWO_ADJACENT_PAYOUTS: Readonly<Record<SlotSymbolId, number>> = {
  cherry: 2,
  orange: 3,
  lemon: 4,
  grape: 5,
  watermelon: 6,
  moneyBag: 10,
  star: 15,
  seven: 20,
};

export type SlotReels = readonly [SlotSymbolId, SlotSymbolId, SlotSymbolId];

export type SlotCombination =
  | { kind: 'threeOfAKind'; symbol: SlotSymbolId; multiplier: number; reels: readonly [0, 1, 2] }
  | {
      kind: 'twoAdjacent';
      symbol: SlotSymbolId;
      multiplier: number;
      reels: readonly [number, number];
    }
  | { kind: 'none'; multiplier: 0 };

/** The paying combination of a result (three of a kind beats a pair); `reels` are 0-based. */
export function evaluateSlotReels(reels: SlotReels): SlotCombination {
  const [first, second, third] = reels;
  if (first === second && second === third) {
    return {
      kind: 'threeOfAKind',
      symbol: first,
      multiplier: SLOT_THREE_OF_A_KIND_PAYOUTS[first],
      reels: [0, 1, 2],
    };
  }
  const pairAt = (symbol: SlotSymbolId, reels: readonly [number, number]): SlotCombination => ({
    kind: 'twoAdjacent',
    symbol,
    multiplier: SLOT_TWO_ADJACENT_PAYOUTS[symbol],
    reels,
  });
  if (first === second) return pairAt(first, [0, 1]);
  if (second === third) return pairAt(second, [1, 2]);
  return { kind: 'none', multiplier: 0 };
}
