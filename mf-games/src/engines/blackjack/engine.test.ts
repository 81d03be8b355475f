import { createSeededRandom } from '../random';
import { CARD_SUITS, cardId, createDeck, type Card, type CardRank } from './cards';
import {
  BLACKJACK_DEALER_STEP_MS,
  BLACKJACK_MESSAGES,
  BLACKJACK_RESHUFFLE_THRESHOLD,
  blackjackActions,
  blackjackReducer,
  createInitialBlackjackState,
  selectBlackjackCanChangeBet,
  selectBlackjackCanDeal,
  selectBlackjackCardsRemaining,
  selectBlackjackDealerCards,
  selectBlackjackDealerValue,
  selectBlackjackPlayerValue,
  selectBlackjackWinPercent,
  type BlackjackAction,
  type BlackjackState,
} from './engine';

/** Cards of the given ranks, suits cycling so that ids stay distinct where possible. */
function cards(...ranks: CardRank[]): Card[] {
  return ranks.map((rank, index) => ({ rank, suit: CARD_SUITS[index % 4] }));
}

/**
 * A deal forced to give the player and the dealer these two cards (deal order player, dealer,
 * player, dealer), followed by `next` for later hits and dealer draws.
 */
function dealAction(
  player: [CardRank, CardRank],
  dealer: [CardRank, CardRank],
  ...next: CardRank[]
) {
  const freshDeck = cards(player[0], dealer[0], player[1], dealer[1], ...next);
  return { type: 'deal', freshDeck } as const;
}

function run(state: BlackjackState, ...actions: BlackjackAction[]): BlackjackState {
  return actions.reduce(blackjackReducer, state);
}

const HIT: BlackjackAction = { type: 'hit' };
const STAND: BlackjackAction = { type: 'stand' };
const STEP: BlackjackAction = { type: 'dealerStep' };

/** Runs dealer steps until the hand is over. */
function finishDealer(state: BlackjackState): BlackjackState {
  let current = state;
  for (let guard = 0; current.phase === 'dealerTurn' && guard < 20; guard += 1) {
    current = blackjackReducer(current, STEP);
  }
  return current;
}

const start = () => createInitialBlackjackState();

describe('blackjack initial state and constants', () => {
  it('starts betting with 100 credits and a bet of 10', () => {
    expect(start()).toMatchObject({
      phase: 'betting',
      credits: 100,
      bet: 10,
      playerHand: [],
      dealerHand: [],
      outcome: null,
      message: BLACKJACK_MESSAGES.placeBet,
      stats: { hands: 0, won: 0, lost: 0, push: 0, totalWon: 0 },
    });
    expect(BLACKJACK_DEALER_STEP_MS).toBe(800);
    expect(BLACKJACK_RESHUFFLE_THRESHOLD).toBe(10);
  });
});

describe('blackjack deal', () => {
  it('takes the bet and deals two cards each, the dealer hole card hidden', () => {
    const state = run(start(), dealAction(['10', '6'], ['9', '7'], '5'));
    expect(state.phase).toBe('playing');
    expect(state.credits).toBe(90);
    expect(state.playerHand.map((card) => card.rank)).toEqual(['10', '6']);
    expect(state.dealerHand.map((card) => card.rank)).toEqual(['9', '7']);
    expect(state.dealerHoleHidden).toBe(true);
    expect(selectBlackjackDealerCards(state)).toEqual([state.dealerHand[0], null]);
    expect(selectBlackjackDealerValue(state)).toEqual({ total: 9, soft: false });
    expect(selectBlackjackPlayerValue(state)).toEqual({ total: 16, soft: false });
    expect(state.message).toBe(BLACKJACK_MESSAGES.playerTurn);
  });

  it('refuses a bet above the credits', () => {
    const poor = createInitialBlackjackState({ credits: 5, bet: 10 });
    const after = run(poor, dealAction(['10', '6'], ['9', '7']));
    expect(after.phase).toBe('betting');
    expect(after.credits).toBe(5);
    expect(after.message).toBe('Not enough credits!');
    expect(selectBlackjackCanDeal(poor)).toBe(false);
    expect(selectBlackjackCanDeal(start())).toBe(true);
  });

  it('allows a bet of all the credits', () => {
    const state = run(
      createInitialBlackjackState({ credits: 10 }),
      dealAction(['10', '6'], ['9', '7']),
    );
    expect(state.credits).toBe(0);
  });

  it('is ignored outside betting', () => {
    const playing = run(start(), dealAction(['10', '6'], ['9', '7']));
    expect(run(playing, dealAction(['A', 'K'], ['9', '7']))).toBe(playing);
  });

  it('uses a freshly shuffled action deck from blackjackActions.deal', () => {
    const action = blackjackActions.deal(createSeededRandom(1));
    if (action.type !== 'deal') throw new Error('expected a deal action');
    expect(new Set(action.freshDeck.map(cardId)).size).toBe(52);
    const state = run(start(), action);
    expect(selectBlackjackCardsRemaining(state)).toBe(48);
    expect(state.reshuffled).toBe(true);
  });
});

describe('blackjack naturals', () => {
  // A natural on either side settles the hand at the deal.
  it.each<[string, [CardRank, CardRank], [CardRank, CardRank], object]>([
    [
      'pays 2.5 times the bet for a player natural',
      ['A', 'K'],
      ['9', '7'],
      {
        phase: 'gameOver',
        outcome: 'blackjack',
        credits: 90 + 25,
        lastPayout: 25,
        dealerHoleHidden: false,
        message: 'Blackjack! You win 25 credits!',
        stats: { hands: 1, won: 1, lost: 0, push: 0, totalWon: 25 },
      },
    ],
    [
      'pushes when both have a natural (bet returned)',
      ['A', 'K'],
      ['A', 'Q'],
      {
        phase: 'gameOver',
        outcome: 'bothBlackjack',
        credits: 100,
        lastPayout: 10,
        message: BLACKJACK_MESSAGES.bothBlackjack,
        stats: { hands: 1, won: 0, lost: 0, push: 1, totalWon: 0 },
      },
    ],
    [
      'loses to a dealer natural when the player has none',
      ['10', '10'],
      ['K', 'A'],
      {
        phase: 'gameOver',
        outcome: 'dealerBlackjack',
        credits: 90,
        lastPayout: 0,
        dealerHoleHidden: false,
        message: BLACKJACK_MESSAGES.dealerBlackjack,
        stats: { hands: 1, won: 0, lost: 1, push: 0 },
      },
    ],
  ])('%s', (_name, player, dealer, settled) => {
    expect(run(start(), dealAction(player, dealer))).toMatchObject(settled);
  });

  it('pays half credits for an odd bet (2.5 x 5 = 12.5)', () => {
    const state = run(createInitialBlackjackState({ bet: 5 }), dealAction(['Q', 'A'], ['9', '7']));
    expect(state.credits).toBe(95 + 12.5);
    expect(state.message).toBe('Blackjack! You win 12.5 credits!');
  });

  it('does not treat a three-card 21 as a natural', () => {
    let state = run(start(), dealAction(['A', '5'], ['10', '7'], '5'));
    state = run(state, HIT);
    expect(selectBlackjackPlayerValue(state).total).toBe(21);
    state = finishDealer(state);
    expect(state.outcome).toBe('playerWin');
    expect(state.credits).toBe(110);
  });
});

describe('blackjack player actions', () => {
  it('hit adds a card', () => {
    const state = run(start(), dealAction(['2', '3'], ['10', '7'], '4'), HIT);
    expect(state.playerHand.map((card) => card.rank)).toEqual(['2', '3', '4']);
    expect(state.phase).toBe('playing');
  });

  it('bust loses at once, and the dealer does not draw', () => {
    const state = run(start(), dealAction(['10', '6'], ['10', '7'], 'K', '2'), HIT);
    expect(state).toMatchObject({
      phase: 'gameOver',
      outcome: 'playerBust',
      credits: 90,
      dealerHoleHidden: false,
      message: 'Bust! You lose.',
      stats: { hands: 1, lost: 1 },
    });
    expect(state.dealerHand).toHaveLength(2);
  });

  it('stands automatically on 21', () => {
    const state = run(start(), dealAction(['5', '6'], ['10', '7'], 'K'), HIT);
    expect(selectBlackjackPlayerValue(state).total).toBe(21);
    expect(state.phase).toBe('dealerTurn');
    expect(state.dealerHoleHidden).toBe(false);
    expect(state.message).toBe(BLACKJACK_MESSAGES.dealerTurn);
    expect(run(state, HIT)).toBe(state);
  });

  it('counts A + A + 9 as 21 and stands', () => {
    const state = run(start(), dealAction(['A', 'A'], ['10', '7'], '9'), HIT);
    expect(selectBlackjackPlayerValue(state)).toEqual({ total: 21, soft: true });
    expect(state.phase).toBe('dealerTurn');
  });

  it('counts an ace as 1 when 11 would bust', () => {
    const state = run(start(), dealAction(['A', '6'], ['10', '7'], '10'), HIT);
    expect(selectBlackjackPlayerValue(state)).toEqual({ total: 17, soft: false });
    expect(state.phase).toBe('playing');
  });

  it('stand reveals the hole card and hands over to the dealer', () => {
    const state = run(start(), dealAction(['10', '8'], ['10', '6'], '5'), STAND);
    expect(state.phase).toBe('dealerTurn');
    expect(selectBlackjackDealerCards(state)).toEqual(state.dealerHand);
    expect(selectBlackjackDealerValue(state).total).toBe(16);
  });

  it('ignores hit, stand and dealer steps outside their phase', () => {
    const betting = start();
    expect(run(betting, HIT)).toBe(betting);
    expect(run(betting, STAND)).toBe(betting);
    expect(run(betting, STEP)).toBe(betting);
    const playing = run(start(), dealAction(['10', '8'], ['10', '6']));
    expect(run(playing, STEP)).toBe(playing);
  });
});

describe('blackjack dealer', () => {
  it('draws one card per step while below 17 and settles on the step that reaches 17+', () => {
    let state = run(start(), dealAction(['10', '8'], ['2', '3'], '4', '5', '3', 'K'), STAND);
    state = run(state, STEP);
    expect(state.dealerHand.map((card) => card.rank)).toEqual(['2', '3', '4']);
    expect(state.phase).toBe('dealerTurn');
    state = run(state, STEP);
    expect(state.dealerHand).toHaveLength(4);
    expect(state.phase).toBe('dealerTurn');
    state = run(state, STEP);
    expect(state.dealerHand.map((card) => card.rank)).toEqual(['2', '3', '4', '5', '3']);
    expect(selectBlackjackDealerValue(state).total).toBe(17);
    expect(state.phase).toBe('gameOver');
    expect(state.outcome).toBe('playerWin');
    expect(state.credits).toBe(110);
    expect(state.message).toBe('You win 20 credits!');
  });

  it('stands on soft 17 (A + 6)', () => {
    const state = finishDealer(run(start(), dealAction(['10', '8'], ['A', '6'], 'K'), STAND));
    expect(state.dealerHand).toHaveLength(2);
    expect(state.outcome).toBe('playerWin');
  });

  it('stands on 10 + 6 + A = 17 (the ace counts 1)', () => {
    const state = finishDealer(run(start(), dealAction(['10', '7'], ['10', '6'], 'A', 'K'), STAND));
    expect(state.dealerHand.map((card) => card.rank)).toEqual(['10', '6', 'A']);
    expect(selectBlackjackDealerValue(state)).toEqual({ total: 17, soft: false });
    expect(state.outcome).toBe('push');
  });

  it('settles on the first step without drawing when already on 17 or more', () => {
    const state = run(start(), dealAction(['10', '9'], ['10', '8'], 'K'), STAND, STEP);
    expect(state.dealerHand).toHaveLength(2);
    expect(state.outcome).toBe('playerWin');
  });

  // The player stands on the first two cards and the dealer plays the hand out.
  it.each<[string, [CardRank, CardRank], [CardRank, CardRank], CardRank[], object]>([
    [
      'busting pays the player 2 times the bet',
      ['10', '2'],
      ['10', '6'],
      ['K'],
      {
        outcome: 'dealerBust',
        credits: 110,
        lastPayout: 20,
        message: 'Dealer busts! You win 20 credits!',
      },
    ],
    [
      'a higher dealer total wins',
      ['10', '7'],
      ['10', '9'],
      [],
      { outcome: 'dealerWin', credits: 90, message: 'Dealer wins! You lose.' },
    ],
    [
      'equal totals push and return the bet',
      ['10', '8'],
      ['J', '8'],
      [],
      {
        outcome: 'push',
        credits: 100,
        lastPayout: 10,
        message: 'Push! Your bet is returned.',
        stats: { hands: 1, won: 0, lost: 0, push: 1 },
      },
    ],
  ])('%s', (_name, player, dealer, next, settled) => {
    const state = finishDealer(run(start(), dealAction(player, dealer, ...next), STAND));
    expect(state).toMatchObject(settled);
  });

  it('a player 21 after hits beats a dealer 20', () => {
    const state = finishDealer(run(start(), dealAction(['5', '6'], ['10', 'Q'], 'K'), HIT));
    expect(state.outcome).toBe('playerWin');
    expect(state.credits).toBe(110);
  });

  it('refills an exhausted deck during the dealer turn from the action creator', () => {
    const turn = createInitialBlackjackState({
      phase: 'dealerTurn',
      deck: [],
      playerHand: cards('10', '8'),
      dealerHand: cards('4', '2'),
    });
    const state = run(turn, blackjackActions.dealerStep(createSeededRandom(3)));
    expect(state.dealerHand).toHaveLength(3);
    const ids = [...state.deck, ...state.playerHand, ...state.dealerHand].map(cardId);
    expect(new Set(ids).size).toBe(52);
  });
});

describe('blackjack new hand and deck', () => {
  it('New Hand returns to betting, keeping credits and stats', () => {
    const over = run(start(), dealAction(['A', 'K'], ['9', '7']));
    const next = run(over, { type: 'newHand' });
    expect(next).toMatchObject({
      phase: 'betting',
      credits: 115,
      bet: 10,
      playerHand: [],
      dealerHand: [],
      outcome: null,
      lastPayout: 0,
      message: BLACKJACK_MESSAGES.placeBet,
      stats: over.stats,
    });
    expect(next.deck).toBe(over.deck);
  });

  it('New Hand lowers the bet to the credits left', () => {
    const over = run(
      createInitialBlackjackState({ credits: 15 }),
      dealAction(['10', '7'], ['10', '9']),
      STAND,
      STEP,
    );
    expect(over.credits).toBe(5);
    expect(run(over, { type: 'newHand' }).bet).toBe(5);
  });

  it('New Hand is ignored before the hand is over', () => {
    const playing = run(start(), dealAction(['10', '8'], ['10', '6']));
    expect(run(playing, { type: 'newHand' })).toBe(playing);
  });

  it('keeps the deck when 10 cards remain before a deal', () => {
    const deck = cards('9', '8', '9', '7', '2', '3', '4', '5', '6', '2');
    const state = run(createInitialBlackjackState({ deck }), dealAction(['A', 'K'], ['A', 'Q']));
    expect(state.reshuffled).toBe(false);
    expect(state.playerHand.map((card) => card.rank)).toEqual(['9', '9']);
    expect(state.deck).toHaveLength(6);
  });

  it('reshuffles when fewer than 10 cards remain before a deal', () => {
    const deck = cards('9', '8', '9', '7', '2', '3', '4', '5', '6');
    const state = run(createInitialBlackjackState({ deck }), dealAction(['10', '5'], ['8', '8']));
    expect(state.reshuffled).toBe(true);
    expect(state.playerHand.map((card) => card.rank)).toEqual(['10', '5']);
  });

  it('refills an exhausted deck mid-hand with cards not in play', () => {
    const playing = createInitialBlackjackState({
      phase: 'playing',
      credits: 90,
      deck: [],
      playerHand: [
        { rank: '2', suit: 'spades' },
        { rank: '3', suit: 'spades' },
      ],
      dealerHand: [
        { rank: '10', suit: 'spades' },
        { rank: '7', suit: 'spades' },
      ],
      dealerHoleHidden: true,
    });
    const freshDeck: Card[] = [
      { rank: '2', suit: 'spades' },
      { rank: '4', suit: 'hearts' },
      ...createDeck(),
    ];
    const state = run(playing, { type: 'hit', freshDeck });
    expect(cardId(state.playerHand[2])).toBe('4-hearts');
    const ids = [...state.deck, ...state.playerHand, ...state.dealerHand].map(cardId);
    expect(ids).not.toContain(undefined);
    expect(state.deck.map(cardId)).not.toContain('2-spades');
    expect(state.deck.map(cardId)).not.toContain('10-spades');
    // Without a fresh deck it falls back to a new ordered deck minus the cards in play.
    const fallback = run(playing, HIT);
    expect(cardId(fallback.playerHand[2])).toBe('A-spades');
    expect(fallback.deck).toHaveLength(52 - 5);
  });
});

describe('blackjack bet', () => {
  it('moves by ±1 and ±5', () => {
    expect(run(start(), { type: 'changeBet', delta: 1 }).bet).toBe(11);
    expect(run(start(), { type: 'changeBet', delta: 5 }).bet).toBe(15);
    expect(run(start(), { type: 'changeBet', delta: -1 }).bet).toBe(9);
    expect(run(start(), { type: 'changeBet', delta: -5 }).bet).toBe(5);
  });

  it('stays above 0', () => {
    const one = createInitialBlackjackState({ bet: 3 });
    expect(run(one, { type: 'changeBet', delta: -5 }).bet).toBe(1);
    expect(run(one, { type: 'setBet', value: 0 }).bet).toBe(1);
    expect(run(one, { type: 'setBet', value: -4 }).bet).toBe(1);
    expect(selectBlackjackCanChangeBet(createInitialBlackjackState({ bet: 1 }), -1)).toBe(false);
  });

  it('stays within the credits', () => {
    const state = createInitialBlackjackState({ bet: 98 });
    expect(run(state, { type: 'changeBet', delta: 5 }).bet).toBe(100);
    expect(run(state, { type: 'setBet', value: 500 }).bet).toBe(100);
    expect(selectBlackjackCanChangeBet(createInitialBlackjackState({ bet: 100 }), 1)).toBe(false);
    expect(selectBlackjackCanChangeBet(state, 1)).toBe(true);
    const halves = createInitialBlackjackState({ credits: 12.5 });
    expect(run(halves, { type: 'changeBet', delta: 5 }).bet).toBe(12);
  });

  it('cannot change during a hand', () => {
    const playing = run(start(), dealAction(['10', '8'], ['10', '6']));
    expect(run(playing, { type: 'changeBet', delta: 1 })).toBe(playing);
    expect(selectBlackjackCanChangeBet(playing, -1)).toBe(false);
  });

  it('Add Credits gives +100 in any phase', () => {
    expect(run(start(), { type: 'addCredits' }).credits).toBe(200);
    const playing = run(start(), dealAction(['10', '8'], ['10', '6']));
    expect(run(playing, { type: 'addCredits' }).credits).toBe(190);
  });
});

describe('blackjack stats', () => {
  it('counts hands, won with percent, lost and push', () => {
    const newHand: BlackjackAction = { type: 'newHand' };
    let state = start();
    expect(selectBlackjackWinPercent(state)).toBe(0);
    state = run(state, dealAction(['A', 'K'], ['9', '7']), newHand); // win 25
    state = run(state, dealAction(['10', '6'], ['10', '7'], 'K'), HIT, newHand); // bust
    state = finishDealer(run(state, dealAction(['10', '8'], ['J', '8']), STAND)); // push
    state = run(state, newHand);
    state = finishDealer(run(state, dealAction(['10', '9'], ['10', '6'], 'K'), STAND)); // dealer bust
    expect(state.stats).toEqual({ hands: 4, won: 2, lost: 1, push: 1, totalWon: 45 });
    expect(selectBlackjackWinPercent(state)).toBe(50);
    expect(state.credits).toBe(100 - 40 + 25 + 10 + 20);
  });
});

describe('blackjack with a random source', () => {
  function playSession(seed: number, hands: number): BlackjackState[] {
    const random = createSeededRandom(seed);
    const states: BlackjackState[] = [];
    let state = start();
    for (let i = 0; i < hands; i += 1) {
      state = blackjackReducer(state, blackjackActions.setBet(1 + Math.floor(random() * 20)));
      state = blackjackReducer(state, blackjackActions.deal(random));
      while (state.phase === 'playing') {
        const total = selectBlackjackPlayerValue(state).total;
        state = blackjackReducer(
          state,
          total < 15 || random() < 0.2 ? blackjackActions.hit(random) : blackjackActions.stand(),
        );
      }
      while (state.phase === 'dealerTurn') {
        state = blackjackReducer(state, blackjackActions.dealerStep(random));
      }
      states.push(state);
      if (state.credits < 1) state = blackjackReducer(state, blackjackActions.addCredits());
      state = blackjackReducer(state, blackjackActions.newHand());
    }
    return states;
  }

  it('never lets credits go negative and never duplicates a card', () => {
    for (const state of playSession(31, 400)) {
      expect(state.phase).toBe('gameOver');
      expect(state.credits).toBeGreaterThanOrEqual(0);
      const ids = [...state.deck, ...state.playerHand, ...state.dealerHand].map(cardId);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('replays identically from the same seed', () => {
    expect(playSession(5, 30)).toEqual(playSession(5, 30));
    expect(playSession(5, 30)).not.toEqual(playSession(6, 30));
  });
});
