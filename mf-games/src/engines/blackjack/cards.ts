/** Playing cards and blackjack hand values. */
import { shuffle, type RandomSource } from '../random';

export const CARD_SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
export type CardSuit = (typeof CARD_SUITS)[number];

export const CARD_RANKS = [
  'A',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  'J',
  'Q',
  'K',
] as const;
export type CardRank = (typeof CARD_RANKS)[number];

export interface Card {
  rank: CardRank;
  suit: CardSuit;
}

export const SUIT_SYMBOLS: Readonly<Record<CardSuit, string>> = {
  spades: '♠',
  hearts: '♥',
  diamonds: '♦',
  clubs: '♣',
};

export const SUIT_NAMES: Readonly<Record<CardSuit, string>> = {
  spades: 'Spades',
  hearts: 'Hearts',
  diamonds: 'Diamonds',
  clubs: 'Clubs',
};

export const RANK_NAMES: Readonly<Record<CardRank, string>> = {
  A: 'Ace',
  '2': 'Two',
  '3': 'Three',
  '4': 'Four',
  '5': 'Five',
  '6': 'Six',
  '7': 'Seven',
  '8': 'Eight',
  '9': 'Nine',
  '10': 'Ten',
  J: 'Jack',
  Q: 'Queen',
  K: 'King',
};

/** Unique within one deck, e.g. 'A-spades'; usable as a React key. */
export const cardId = (card: Card): string => `${card.rank}-${card.suit}`;

/** Short face text, e.g. 'A♠'. */
export const cardText = (card: Card): string => `${card.rank}${SUIT_SYMBOLS[card.suit]}`;

/** Accessible name, e.g. 'Ace of Spades'. */
export const cardLabel = (card: Card): string =>
  `${RANK_NAMES[card.rank]} of ${SUIT_NAMES[card.suit]}`;

export const isRedSuit = (suit: CardSuit): boolean => suit === 'hearts' || suit === 'diamonds';

/** The 52 cards in a fixed order (suit by suit, A to K). */
export function createDeck(): Card[] {
  return CARD_SUITS.flatMap((suit) => CARD_RANKS.map((rank) => ({ rank, suit })));
}

export function createShuffledDeck(random: RandomSource): Card[] {
  return shuffle(random, createDeck());
}

/** Hard value of one card: aces count 1 here, faces 10. */
function hardPoints(rank: CardRank): number {
  if (rank === 'A') return 1;
  if (rank === 'J' || rank === 'Q' || rank === 'K') return 10;
  return Number(rank);
}

export interface HandValue {
  /** Best total: one ace counts 11 when that does not bust the hand. */
  total: number;
  /** True when an ace is counted as 11. */
  soft: boolean;
}

export function handValue(cards: readonly Card[]): HandValue {
  const hard = cards.reduce((sum, card) => sum + hardPoints(card.rank), 0);
  const hasAce = cards.some((card) => card.rank === 'A');
  if (hasAce && hard + 10 <= 21) return { total: hard + 10, soft: true };
  return { total: hard, soft: false };
}

/** A natural: exactly two cards worth 21. */
export const isBlackjack = (cards: readonly Card[]): boolean =>
  cards.length === 2 && handValue(cards).total === 21;

export const isBust = (cards: readonly Card[]): boolean => handValue(cards).total > 21;
