/**
 * Blackjack engine (one 52-card deck): immutable state, a pure reducer and selectors.
 *
 * Flow driven by the UI: in 'betting' adjust the bet and dispatch `blackjackActions.deal(random)`;
 * in 'playing' dispatch hit/stand; while the phase is 'dealerTurn' dispatch
 * `blackjackActions.dealerStep(random)` every BLACKJACK_DEALER_STEP_MS (one card per step; the
 * step that leaves the dealer on 17 or more also settles the hand); in 'gameOver' dispatch
 * newHand. Naturals are checked right after the deal (the dealer peeks) and settle at once.
 */
import { clampBet, percentOf } from '../common';
import type { RandomSource } from '../random';
import {
  cardId,
  createDeck,
  createShuffledDeck,
  handValue,
  isBlackjack,
  type Card,
  type HandValue,
} from './cards';

export const BLACKJACK_START_CREDITS = 100;
export const BLACKJACK_DEFAULT_BET = 10;
export const BLACKJACK_MIN_BET = 1;
export const BLACKJACK_ADD_CREDITS = 100;
/** Bet buttons: -5, -1, +1, +5. */
export const BLACKJACK_BET_STEPS = [1, 5] as const;
/** A natural pays this times the bet (stake included). */
export const BLACKJACK_NATURAL_PAYOUT = 2.5;
/** A win pays this times the bet (stake included). */
export const BLACKJACK_WIN_PAYOUT = 2;
/** The dealer draws while below this total and stands on all 17s (soft ones too). */
export const BLACKJACK_DEALER_STANDS_ON = 17;
/** The deck is replaced by a freshly shuffled one when fewer cards than this remain before a deal. */
export const BLACKJACK_RESHUFFLE_THRESHOLD = 10;
/** Pause between dealer cards. */
export const BLACKJACK_DEALER_STEP_MS = 800;

export type BlackjackPhase = 'betting' | 'playing' | 'dealerTurn' | 'gameOver';

export type BlackjackOutcome =
  | 'blackjack'
  | 'bothBlackjack'
  | 'dealerBlackjack'
  | 'playerBust'
  | 'dealerBust'
  | 'playerWin'
  | 'dealerWin'
  | 'push';

export type BlackjackResult = 'win' | 'loss' | 'push';

export const BLACKJACK_OUTCOME_RESULT: Readonly<Record<BlackjackOutcome, BlackjackResult>> = {
  blackjack: 'win',
  bothBlackjack: 'push',
  dealerBlackjack: 'loss',
  playerBust: 'loss',
  dealerBust: 'win',
  playerWin: 'win',
  dealerWin: 'loss',
  push: 'push',
};

export const BLACKJACK_MESSAGES = {
  placeBet: 'Place your bet and deal!',
  playerTurn: 'Hit or stand?',
  dealerTurn: "Dealer's turn...",
  notEnoughCredits: 'Not enough credits!',
  blackjack: (amount: number): string => `Blackjack! You win ${amount} credits!`,
  bothBlackjack: 'Both have Blackjack! Push.',
  dealerBlackjack: 'Dealer has Blackjack! You lose.',
  playerBust: 'Bust! You lose.',
  dealerBust: (amount: number): string => `Dealer busts! You win ${amount} credits!`,
  playerWin: (amount: number): string => `You win ${amount} credits!`,
  dealerWin: 'Dealer wins! You lose.',
  push: 'Push! Your bet is returned.',
} as const;

export interface BlackjackStats {
  /** Settled hands. */
  hands: number;
  won: number;
  lost: number;
  push: number;
  /** Credits paid out by winning hands (stake included); pushes are not counted. */
  totalWon: number;
}

export interface BlackjackState {
  phase: BlackjackPhase;
  credits: number;
  bet: number;
  /** Remaining cards; the next card dealt is deck[0]. */
  deck: readonly Card[];
  playerHand: readonly Card[];
  dealerHand: readonly Card[];
  /** True while the dealer's second card is face down (phase 'playing'). */
  dealerHoleHidden: boolean;
  outcome: BlackjackOutcome | null;
  /** Credits returned when the last hand settled (0 for a loss). */
  lastPayout: number;
  /** True when the last deal started from a freshly shuffled deck. */
  reshuffled: boolean;
  message: string;
  stats: BlackjackStats;
}

export type BlackjackAction =
  | { type: 'setBet'; value: number }
  | { type: 'changeBet'; delta: number }
  /** `freshDeck` replaces the deck when fewer than BLACKJACK_RESHUFFLE_THRESHOLD cards remain. */
  | { type: 'deal'; freshDeck: readonly Card[] }
  /** `freshDeck` is used only if the deck runs out mid-hand (cards in play are removed from it). */
  | { type: 'hit'; freshDeck?: readonly Card[] }
  | { type: 'stand' }
  | { type: 'dealerStep'; freshDeck?: readonly Card[] }
  | { type: 'newHand' }
  | { type: 'addCredits' };

export function createInitialBlackjackState(
  overrides: Partial<BlackjackState> = {},
): BlackjackState {
  return {
    phase: 'betting',
    credits: BLACKJACK_START_CREDITS,
    bet: BLACKJACK_DEFAULT_BET,
    // Empty: the first deal always starts from the action's freshly shuffled deck.
    deck: [],
    playerHand: [],
    dealerHand: [],
    dealerHoleHidden: false,
    outcome: null,
    lastPayout: 0,
    reshuffled: false,
    message: BLACKJACK_MESSAGES.placeBet,
    stats: { hands: 0, won: 0, lost: 0, push: 0, totalWon: 0 },
    ...overrides,
  };
}

export const blackjackActions = {
  setBet: (value: number): BlackjackAction => ({ type: 'setBet', value }),
  changeBet: (delta: number): BlackjackAction => ({ type: 'changeBet', delta }),
  deal: (random: RandomSource): BlackjackAction => ({
    type: 'deal',
    freshDeck: createShuffledDeck(random),
  }),
  hit: (random: RandomSource): BlackjackAction => ({
    type: 'hit',
    freshDeck: createShuffledDeck(random),
  }),
  stand: (): BlackjackAction => ({ type: 'stand' }),
  dealerStep: (random: RandomSource): BlackjackAction => ({
    type: 'dealerStep',
    freshDeck: createShuffledDeck(random),
  }),
  newHand: (): BlackjackAction => ({ type: 'newHand' }),
  addCredits: (): BlackjackAction => ({ type: 'addCredits' }),
};

interface Draw {
  card: Card;
  deck: readonly Card[];
}

/** Takes the top card; an empty deck is first refilled with the cards not in play. */
function drawCard(state: BlackjackState, freshDeck: readonly Card[] | undefined): Draw {
  let deck = state.deck;
  if (deck.length === 0) {
    const inPlay = new Set([...state.playerHand, ...state.dealerHand].map(cardId));
    const notInPlay = (cards: readonly Card[]) => cards.filter((card) => !inPlay.has(cardId(card)));
    const refill = freshDeck ? notInPlay(freshDeck) : [];
    deck = refill.length > 0 ? refill : notInPlay(createDeck());
  }
  return { card: deck[0], deck: deck.slice(1) };
}

function payoutFor(outcome: BlackjackOutcome, bet: number): number {
  switch (outcome) {
    case 'blackjack':
      return bet * BLACKJACK_NATURAL_PAYOUT;
    case 'dealerBust':
    case 'playerWin':
      return bet * BLACKJACK_WIN_PAYOUT;
    case 'bothBlackjack':
    case 'push':
      return bet;
    default:
      return 0;
  }
}

function messageFor(outcome: BlackjackOutcome, payout: number): string {
  switch (outcome) {
    case 'blackjack':
    case 'dealerBust':
    case 'playerWin':
      return BLACKJACK_MESSAGES[outcome](payout);
    default:
      return BLACKJACK_MESSAGES[outcome];
  }
}

/** Ends the hand: reveals the dealer's cards, pays out and counts the hand. */
function settle(state: BlackjackState, outcome: BlackjackOutcome): BlackjackState {
  const payout = payoutFor(outcome, state.bet);
  const result = BLACKJACK_OUTCOME_RESULT[outcome];
  const { stats } = state;
  return {
    ...state,
    phase: 'gameOver',
    credits: state.credits + payout,
    dealerHoleHidden: false,
    outcome,
    lastPayout: payout,
    message: messageFor(outcome, payout),
    stats: {
      hands: stats.hands + 1,
      won: stats.won + (result === 'win' ? 1 : 0),
      lost: stats.lost + (result === 'loss' ? 1 : 0),
      push: stats.push + (result === 'push' ? 1 : 0),
      totalWon: stats.totalWon + (result === 'win' ? payout : 0),
    },
  };
}

function withBet(state: BlackjackState, requested: number): BlackjackState {
  if (state.phase !== 'betting') return state;
  const bet = clampBet(requested, BLACKJACK_MIN_BET, Number.POSITIVE_INFINITY, state.credits);
  return bet === state.bet ? state : { ...state, bet };
}

function deal(state: BlackjackState, freshDeck: readonly Card[]): BlackjackState {
  if (state.phase !== 'betting') return state;
  if (state.bet > state.credits) return { ...state, message: BLACKJACK_MESSAGES.notEnoughCredits };
  const reshuffled = state.deck.length < BLACKJACK_RESHUFFLE_THRESHOLD;
  let next: BlackjackState = {
    ...state,
    phase: 'playing',
    credits: state.credits - state.bet,
    deck: reshuffled ? freshDeck : state.deck,
    playerHand: [],
    dealerHand: [],
    dealerHoleHidden: true,
    outcome: null,
    lastPayout: 0,
    reshuffled,
    message: BLACKJACK_MESSAGES.playerTurn,
  };
  // Player, dealer, player, dealer (the dealer's second card is the hidden hole card).
  for (const hand of ['playerHand', 'dealerHand', 'playerHand', 'dealerHand'] as const) {
    const { card, deck } = drawCard(next, freshDeck);
    next = { ...next, deck, [hand]: [...next[hand], card] };
  }
  const playerNatural = isBlackjack(next.playerHand);
  const dealerNatural = isBlackjack(next.dealerHand);
  if (playerNatural && dealerNatural) return settle(next, 'bothBlackjack');
  if (playerNatural) return settle(next, 'blackjack');
  if (dealerNatural) return settle(next, 'dealerBlackjack');
  return next;
}

function toDealerTurn(state: BlackjackState): BlackjackState {
  return {
    ...state,
    phase: 'dealerTurn',
    dealerHoleHidden: false,
    message: BLACKJACK_MESSAGES.dealerTurn,
  };
}

function hit(state: BlackjackState, freshDeck: readonly Card[] | undefined): BlackjackState {
  if (state.phase !== 'playing') return state;
  const { card, deck } = drawCard(state, freshDeck);
  const next = { ...state, deck, playerHand: [...state.playerHand, card] };
  const { total } = handValue(next.playerHand);
  if (total > 21) return settle(next, 'playerBust');
  if (total === 21) return toDealerTurn(next);
  return next;
}

const dealerMustDraw = (dealerHand: readonly Card[]): boolean =>
  handValue(dealerHand).total < BLACKJACK_DEALER_STANDS_ON;

function finishDealerTurn(state: BlackjackState): BlackjackState {
  const dealer = handValue(state.dealerHand).total;
  const player = handValue(state.playerHand).total;
  if (dealer > 21) return settle(state, 'dealerBust');
  if (player > dealer) return settle(state, 'playerWin');
  if (player < dealer) return settle(state, 'dealerWin');
  return settle(state, 'push');
}

function dealerStep(state: BlackjackState, freshDeck: readonly Card[] | undefined): BlackjackState {
  if (state.phase !== 'dealerTurn') return state;
  if (!dealerMustDraw(state.dealerHand)) return finishDealerTurn(state);
  const { card, deck } = drawCard(state, freshDeck);
  const next = { ...state, deck, dealerHand: [...state.dealerHand, card] };
  return dealerMustDraw(next.dealerHand) ? next : finishDealerTurn(next);
}

function newHand(state: BlackjackState): BlackjackState {
  if (state.phase !== 'gameOver') return state;
  return {
    ...state,
    phase: 'betting',
    bet: clampBet(state.bet, BLACKJACK_MIN_BET, Number.POSITIVE_INFINITY, state.credits),
    playerHand: [],
    dealerHand: [],
    dealerHoleHidden: false,
    outcome: null,
    lastPayout: 0,
    message: BLACKJACK_MESSAGES.placeBet,
  };
}

export function blackjackReducer(state: BlackjackState, action: BlackjackAction): BlackjackState {
  switch (action.type) {
    case 'setBet':
      return withBet(state, action.value);
    case 'changeBet':
      return withBet(state, state.bet + action.delta);
    case 'deal':
      return deal(state, action.freshDeck);
    case 'hit':
      return hit(state, action.freshDeck);
    case 'stand':
      return state.phase === 'playing' ? toDealerTurn(state) : state;
    case 'dealerStep':
      return dealerStep(state, action.freshDeck);
    case 'newHand':
      return newHand(state);
    case 'addCredits':
      return { ...state, credits: state.credits + BLACKJACK_ADD_CREDITS };
    default:
      return state;
  }
}

export const selectBlackjackPlayerValue = (state: BlackjackState): HandValue =>
  handValue(state.playerHand);

/** Dealer's cards as shown: the hole card is null while face down. */
export const selectBlackjackDealerCards = (state: BlackjackState): (Card | null)[] =>
  state.dealerHand.map((card, index) => (state.dealerHoleHidden && index === 1 ? null : card));

/** Value of the dealer's face-up cards only. */
export const selectBlackjackDealerValue = (state: BlackjackState): HandValue =>
  handValue(state.dealerHoleHidden ? state.dealerHand.slice(0, 1) : state.dealerHand);

export const selectBlackjackCanDeal = (state: BlackjackState): boolean =>
  state.phase === 'betting' && state.bet <= state.credits;

/** Whether the bet can move by `delta` (for disabling the ±1/±5 buttons). */
export const selectBlackjackCanChangeBet = (state: BlackjackState, delta: number): boolean =>
  state.phase === 'betting' && withBet(state, state.bet + delta).bet !== state.bet;

export const selectBlackjackCardsRemaining = (state: BlackjackState): number => state.deck.length;

/** Won / hands as a percentage (0-100, unrounded; 0 before the first hand). */
export const selectBlackjackWinPercent = (state: BlackjackState): number =>
  percentOf(state.stats.won, state.stats.hands);
