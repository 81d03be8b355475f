import { createSeededRandom } from '../random';
import {
  CARD_RANKS,
  cardId,
  cardLabel,
  cardText,
  createDeck,
  createShuffledDeck,
  handValue,
  isBlackjack,
  isBust,
  isRedSuit,
  type Card,
  type CardRank,
} from './cards';

/** Cards of the given ranks (suits do not matter for values). */
const hand = (...ranks: CardRank[]): Card[] => ranks.map((rank) => ({ rank, suit: 'spades' }));

describe('deck', () => {
  it('has 52 distinct cards, 4 of each rank', () => {
    const deck = createDeck();
    expect(deck).toHaveLength(52);
    expect(new Set(deck.map(cardId)).size).toBe(52);
    for (const rank of CARD_RANKS) {
      expect(deck.filter((card) => card.rank === rank)).toHaveLength(4);
    }
  });

  it('shuffles into a permutation, deterministically for a seed', () => {
    const shuffled = createShuffledDeck(createSeededRandom(9));
    expect(new Set(shuffled.map(cardId)).size).toBe(52);
    expect(shuffled).not.toEqual(createDeck());
    expect(shuffled).toEqual(createShuffledDeck(createSeededRandom(9)));
  });

  it('names cards for display and screen readers', () => {
    const queen: Card = { rank: 'Q', suit: 'hearts' };
    expect(cardText(queen)).toBe('Q♥');
    expect(cardLabel(queen)).toBe('Queen of Hearts');
    expect(cardId(queen)).toBe('Q-hearts');
    expect(isRedSuit('hearts')).toBe(true);
    expect(isRedSuit('diamonds')).toBe(true);
    expect(isRedSuit('spades')).toBe(false);
    expect(isRedSuit('clubs')).toBe(false);
  });
});

describe('handValue', () => {
  it.each([
    [['2', '3'], 5, false],
    [['10', 'K'], 20, false],
    [['J', 'Q', '2'], 22, false],
    [['A', 'K'], 21, true],
    [['A', 'A'], 12, true],
    [['A', '6'], 17, true],
    [['A', '6', '10'], 17, false],
    [['A', 'A', '9'], 21, true],
    [['A', 'A', 'A', 'A'], 14, true],
    [['A', '9', 'A', 'K'], 21, false],
    [['A', '5', '5'], 21, true],
    [['A', 'K', 'K'], 21, false],
    [['A', '2', '8', 'K'], 21, false],
    [[], 0, false],
  ] as [CardRank[], number, boolean][])('%j is %i (soft %s)', (ranks, total, soft) => {
    expect(handValue(hand(...ranks))).toEqual({ total, soft });
  });

  it('values every rank', () => {
    const values = CARD_RANKS.map((rank) => handValue(hand(rank)).total);
    expect(values).toEqual([11, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10]);
  });

  it('recognises naturals and busts', () => {
    expect(isBlackjack(hand('A', 'K'))).toBe(true);
    expect(isBlackjack(hand('10', 'A'))).toBe(true);
    expect(isBlackjack(hand('A', '5', '5'))).toBe(false);
    expect(isBlackjack(hand('K', 'Q'))).toBe(false);
    expect(isBust(hand('K', 'Q', '2'))).toBe(true);
    expect(isBust(hand('A', 'K', 'Q'))).toBe(false);
  });
});
