import { createSeededRandom, createSequenceRandom, type RandomSource } from '../random';
import {
  SLOT_ADD_CREDITS,
  SLOT_AUTO_PLAY_DELAY_MS,
  SLOT_MESSAGES,
  SLOT_SPIN_TICKS,
  SLOT_TICK_MS,
  createInitialSlotState,
  drawSlotReels,
  selectSlotAutoSpinDue,
  selectSlotCanChangeBet,
  selectSlotCanSpin,
  selectSlotMaxBet,
  selectSlotTicksRemaining,
  selectSlotWinRate,
  slotActions,
  slotReducer,
  type SlotAction,
  type SlotState,
} from './engine';
import {
  SLOT_SYMBOLS,
  SLOT_SYMBOL_IDS,
  SLOT_THREE_OF_A_KIND_PAYOUTS,
  SLOT_TWO_ADJACENT_PAYOUTS,
  evaluateSlotReels,
  type SlotReels,
  type SlotSymbolId,
} from './symbols';

const FILLER: SlotReels = ['lemon', 'grape', 'star'];

function run(state: SlotState, ...actions: SlotAction[]): SlotState {
  return actions.reduce(slotReducer, state);
}

/** Starts a spin that will land on `final` (animation frames are filler). */
function spinTo(state: SlotState, final: SlotReels): SlotState {
  const frames = Array.from({ length: SLOT_SPIN_TICKS }, () => FILLER);
  return slotReducer(state, { type: 'spin', final, frames });
}

/** A full spin to `final`: start, 10 ticks, settle. */
function playTo(state: SlotState, final: SlotReels): SlotState {
  const ticks = Array.from({ length: SLOT_SPIN_TICKS }, (): SlotAction => ({ type: 'tick' }));
  return run(spinTo(state, final), ...ticks, { type: 'settle' });
}

/** A random source whose draws pick the given symbols in order. */
function pickingSymbols(ids: readonly SlotSymbolId[]): RandomSource {
  return createSequenceRandom(ids.map((id) => (SLOT_SYMBOL_IDS.indexOf(id) + 0.5) / 8));
}

const otherThan = (id: SlotSymbolId): SlotSymbolId => (id === 'cherry' ? 'orange' : 'cherry');

describe('slot symbols and pay tables', () => {
  it('has the eight symbols, each with a label', () => {
    expect(SLOT_SYMBOL_IDS).toEqual([
      'cherry',
      'orange',
      'lemon',
      'grape',
      'watermelon',
      'moneyBag',
      'star',
      'seven',
    ]);
    expect(SLOT_SYMBOLS.moneyBag).toEqual({ id: 'moneyBag', label: 'Money Bag' });
    for (const id of SLOT_SYMBOL_IDS) {
      expect(SLOT_SYMBOLS[id].id).toBe(id);
      expect(SLOT_SYMBOLS[id].label).not.toBe('');
    }
    expect(new Set(SLOT_SYMBOL_IDS.map((id) => SLOT_SYMBOLS[id].label)).size).toBe(8);
  });

  it.each([
    ['cherry', 10],
    ['orange', 15],
    ['lemon', 20],
    ['grape', 25],
    ['watermelon', 30],
    ['moneyBag', 50],
    ['star', 75],
    ['seven', 100],
  ] as const)('three %s pay %i times the bet', (symbol, multiplier) => {
    expect(SLOT_THREE_OF_A_KIND_PAYOUTS[symbol]).toBe(multiplier);
    expect(evaluateSlotReels([symbol, symbol, symbol])).toEqual({
      kind: 'threeOfAKind',
      symbol,
      multiplier,
      reels: [0, 1, 2],
    });
    const after = playTo(createInitialSlotState({ bet: 3 }), [symbol, symbol, symbol]);
    expect(after.credits).toBe(100 - 3 + 3 * multiplier);
    expect(after.lastWin).toBe(3 * multiplier);
    expect(after.message).toBe(`You won ${3 * multiplier} credits!`);
  });

  it.each([
    ['cherry', 2],
    ['orange', 3],
    ['lemon', 4],
    ['grape', 5],
    ['watermelon', 6],
    ['moneyBag', 10],
    ['star', 15],
    ['seven', 20],
  ] as const)('two adjacent %s pay %i times the bet', (symbol, multiplier) => {
    expect(SLOT_TWO_ADJACENT_PAYOUTS[symbol]).toBe(multiplier);
    const other = otherThan(symbol);
    expect(evaluateSlotReels([symbol, symbol, other])).toEqual({
      kind: 'twoAdjacent',
      symbol,
      multiplier,
      reels: [0, 1],
    });
    expect(evaluateSlotReels([other, symbol, symbol])).toEqual({
      kind: 'twoAdjacent',
      symbol,
      multiplier,
      reels: [1, 2],
    });
    for (const final of [
      [symbol, symbol, other],
      [other, symbol, symbol],
    ] as const) {
      const after = playTo(createInitialSlotState({ bet: 2 }), final);
      expect(after.credits).toBe(100 - 2 + 2 * multiplier);
      expect(after.message).toBe(`You won ${2 * multiplier} credits!`);
    }
  });

  it.each(SLOT_SYMBOL_IDS)('%s on reels 1 and 3 alone pays nothing', (symbol) => {
    const final: SlotReels = [symbol, otherThan(symbol), symbol];
    expect(evaluateSlotReels(final)).toEqual({ kind: 'none', multiplier: 0 });
    const after = playTo(createInitialSlotState({ bet: 5 }), final);
    expect(after.credits).toBe(95);
    expect(after.lastWin).toBe(0);
    expect(after.message).toBe('Try again!');
  });

  it('pays nothing for three different symbols', () => {
    expect(evaluateSlotReels(['cherry', 'lemon', 'seven']).multiplier).toBe(0);
  });

  it('checks every one of the 512 outcomes against the rules', () => {
    for (const a of SLOT_SYMBOL_IDS) {
      for (const b of SLOT_SYMBOL_IDS) {
        for (const c of SLOT_SYMBOL_IDS) {
          let expected = 0;
          if (a === b && b === c) expected = SLOT_THREE_OF_A_KIND_PAYOUTS[a];
          else if (a === b) expected = SLOT_TWO_ADJACENT_PAYOUTS[a];
          else if (b === c) expected = SLOT_TWO_ADJACENT_PAYOUTS[b];
          expect(evaluateSlotReels([a, b, c]).multiplier).toBe(expected);
        }
      }
    }
  });
});

describe('slot initial state and constants', () => {
  it('starts with 100 credits, bet 1 and the ready message', () => {
    const state = createInitialSlotState();
    expect(state).toMatchObject({
      phase: 'idle',
      credits: 100,
      bet: 1,
      message: 'Place your bet and spin!',
      autoPlay: false,
      spin: null,
      stats: { spins: 0, wins: 0, totalWon: 0 },
    });
    expect(state.reels).toHaveLength(3);
  });

  it('exports the timing constants', () => {
    expect(SLOT_SPIN_TICKS).toBe(10);
    expect(SLOT_TICK_MS).toBe(100);
    expect(SLOT_AUTO_PLAY_DELAY_MS).toBe(1500);
    expect(SLOT_ADD_CREDITS).toBe(50);
  });

  it('has the exact status texts', () => {
    expect(SLOT_MESSAGES.ready).toBe('Place your bet and spin!');
    expect(SLOT_MESSAGES.spinning).toBe('Spinning...');
    expect(SLOT_MESSAGES.win(12)).toBe('You won 12 credits!');
    expect(SLOT_MESSAGES.loss).toBe('Try again!');
    expect(SLOT_MESSAGES.notEnoughCredits).toBe('Not enough credits!');
  });
});

describe('slot spin', () => {
  it('takes the bet, shows 10 reel changes, then settles on the decided result', () => {
    const frames: SlotReels[] = Array.from({ length: 10 }, (_, index) => [
      SLOT_SYMBOL_IDS[index % 8],
      SLOT_SYMBOL_IDS[(index + 1) % 8],
      SLOT_SYMBOL_IDS[(index + 2) % 8],
    ]);
    const initial = createInitialSlotState({ bet: 4 });
    let state = slotReducer(initial, { type: 'spin', final: ['seven', 'seven', 'seven'], frames });
    expect(state.phase).toBe('spinning');
    expect(state.credits).toBe(96);
    expect(state.message).toBe('Spinning...');
    expect(state.reels).toEqual(initial.reels);
    expect(selectSlotTicksRemaining(state)).toBe(10);

    for (let index = 0; index < 10; index += 1) {
      state = slotReducer(state, { type: 'tick' });
      expect(state.reels).toEqual(frames[index]);
      expect(selectSlotTicksRemaining(state)).toBe(9 - index);
    }
    const afterExtraTick = slotReducer(state, { type: 'tick' });
    expect(afterExtraTick).toBe(state);

    state = slotReducer(state, { type: 'settle' });
    expect(state).toMatchObject({
      phase: 'settled',
      reels: ['seven', 'seven', 'seven'],
      credits: 96 + 400,
      message: 'You won 400 credits!',
      spin: null,
      lastWin: 400,
      stats: { spins: 1, wins: 1, totalWon: 400 },
    });
    expect(state.lastCombination).toMatchObject({ kind: 'threeOfAKind', symbol: 'seven' });
  });

  it('can settle before the animation ends (reduced motion)', () => {
    const state = run(spinTo(createInitialSlotState(), ['lemon', 'lemon', 'cherry']), {
      type: 'settle',
    });
    expect(state.reels).toEqual(['lemon', 'lemon', 'cherry']);
    expect(state.credits).toBe(99 + 4);
  });

  it('ignores tick and settle when not spinning', () => {
    const state = createInitialSlotState();
    expect(slotReducer(state, { type: 'tick' })).toBe(state);
    expect(slotReducer(state, { type: 'settle' })).toBe(state);
  });

  it('ignores a second spin and bet changes while spinning', () => {
    const spinning = spinTo(createInitialSlotState(), ['star', 'star', 'star']);
    expect(spinTo(spinning, ['cherry', 'cherry', 'cherry'])).toBe(spinning);
    expect(slotReducer(spinning, { type: 'changeBet', delta: 1 })).toBe(spinning);
    expect(slotReducer(spinning, { type: 'setBet', value: 5 })).toBe(spinning);
    expect(slotReducer(spinning, { type: 'maxBet' })).toBe(spinning);
    expect(selectSlotCanSpin(spinning)).toBe(false);
  });

  it("refuses a bet above the credits with 'Not enough credits!'", () => {
    const poor = createInitialSlotState({ credits: 5, bet: 10 });
    const after = spinTo(poor, ['seven', 'seven', 'seven']);
    expect(after.message).toBe('Not enough credits!');
    expect(after.credits).toBe(5);
    expect(after.phase).toBe('idle');
    expect(selectSlotCanSpin(poor)).toBe(false);
  });

  it('allows a bet equal to the credits, reaching 0 but never below', () => {
    const after = playTo(createInitialSlotState({ credits: 3, bet: 3 }), [
      'cherry',
      'lemon',
      'star',
    ]);
    expect(after.credits).toBe(0);
    expect(spinTo(after, ['cherry', 'cherry', 'cherry']).message).toBe('Not enough credits!');
  });

  it('says Try again! after a losing spin', () => {
    expect(playTo(createInitialSlotState(), ['cherry', 'lemon', 'cherry']).message).toBe(
      'Try again!',
    );
  });
});

describe('slot action creator', () => {
  it('draws the final result first, then the 10 frames, from the random source', () => {
    const action = slotActions.spin(
      pickingSymbols(['seven', 'star', 'seven', ...new Array<SlotSymbolId>(30).fill('grape')]),
    );
    expect(action).toEqual({
      type: 'spin',
      final: ['seven', 'star', 'seven'],
      frames: new Array(10).fill(['grape', 'grape', 'grape']),
    });
  });

  it('is deterministic with a seeded source', () => {
    expect(slotActions.spin(createSeededRandom(8))).toEqual(
      slotActions.spin(createSeededRandom(8)),
    );
    expect(drawSlotReels(createSeededRandom(1))).not.toEqual(drawSlotReels(createSeededRandom(4)));
  });

  it('draws every symbol about equally often', () => {
    const random = createSeededRandom(123);
    const counts = new Map<SlotSymbolId, number>();
    for (let i = 0; i < 8000; i += 1) {
      for (const id of drawSlotReels(random)) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    for (const id of SLOT_SYMBOL_IDS) {
      expect(counts.get(id)).toBeGreaterThan(2700);
      expect(counts.get(id)).toBeLessThan(3300);
    }
  });
});

describe('slot bet', () => {
  it('goes from 1 to 10', () => {
    const state = createInitialSlotState();
    expect(slotReducer(state, { type: 'changeBet', delta: -1 })).toBe(state);
    expect(run(state, { type: 'setBet', value: 0 }).bet).toBe(1);
    expect(run(state, { type: 'setBet', value: 11 }).bet).toBe(10);
    expect(run(state, { type: 'changeBet', delta: 1 }).bet).toBe(2);
    const ten = run(state, { type: 'setBet', value: 10 });
    expect(ten.bet).toBe(10);
    expect(run(ten, { type: 'changeBet', delta: 1 }).bet).toBe(10);
    expect(selectSlotCanChangeBet(ten, 1)).toBe(false);
    expect(selectSlotCanChangeBet(ten, -1)).toBe(true);
    expect(selectSlotCanChangeBet(state, -1)).toBe(false);
  });

  it('cannot exceed the credits', () => {
    const state = createInitialSlotState({ credits: 4 });
    expect(run(state, { type: 'setBet', value: 9 }).bet).toBe(4);
    expect(run(state, { type: 'changeBet', delta: 5 }).bet).toBe(4);
  });

  it('max bet sets min(10, credits)', () => {
    expect(run(createInitialSlotState(), { type: 'maxBet' }).bet).toBe(10);
    expect(run(createInitialSlotState({ credits: 7 }), { type: 'maxBet' }).bet).toBe(7);
    expect(selectSlotMaxBet(createInitialSlotState({ credits: 7 }))).toBe(7);
    expect(selectSlotMaxBet(createInitialSlotState())).toBe(10);
  });

  it('stays at 1 with no credits left (and Spin then says not enough credits)', () => {
    const broke = createInitialSlotState({ credits: 0, bet: 3 });
    expect(run(broke, { type: 'maxBet' }).bet).toBe(1);
    expect(selectSlotMaxBet(broke)).toBe(1);
    expect(spinTo(run(broke, { type: 'maxBet' }), FILLER).message).toBe('Not enough credits!');
  });

  it('Add Credits gives +50, also during a spin', () => {
    expect(run(createInitialSlotState(), { type: 'addCredits' }).credits).toBe(150);
    const spinning = spinTo(createInitialSlotState(), FILLER);
    expect(run(spinning, { type: 'addCredits' }).credits).toBe(149);
  });
});

describe('slot auto play', () => {
  it('toggles and can be set', () => {
    const on = run(createInitialSlotState(), { type: 'toggleAutoPlay' });
    expect(on.autoPlay).toBe(true);
    expect(run(on, { type: 'toggleAutoPlay' }).autoPlay).toBe(false);
    expect(run(on, { type: 'setAutoPlay', value: false }).autoPlay).toBe(false);
    expect(slotReducer(on, { type: 'setAutoPlay', value: true })).toBe(on);
  });

  it('is due after a finished spin while the credits cover the bet', () => {
    const auto = createInitialSlotState({ autoPlay: true, bet: 5 });
    expect(selectSlotAutoSpinDue(auto)).toBe(false); // no finished spin yet
    const spinning = spinTo(auto, FILLER);
    expect(selectSlotAutoSpinDue(spinning)).toBe(false);
    expect(selectSlotAutoSpinDue(playTo(auto, FILLER))).toBe(true);
  });

  it('stops when the credits no longer cover the bet, and resumes after Add Credits', () => {
    const last = playTo(createInitialSlotState({ autoPlay: true, bet: 5, credits: 8 }), FILLER);
    expect(last.credits).toBe(3);
    expect(selectSlotAutoSpinDue(last)).toBe(false);
    expect(selectSlotAutoSpinDue(run(last, { type: 'addCredits' }))).toBe(true);
  });

  it('is never due with auto play off', () => {
    expect(selectSlotAutoSpinDue(playTo(createInitialSlotState(), FILLER))).toBe(false);
  });
});

describe('slot stats', () => {
  it('counts spins, wins and the win rate', () => {
    let state = createInitialSlotState();
    expect(selectSlotWinRate(state)).toBe(0);
    state = playTo(state, ['cherry', 'cherry', 'lemon']); // win 2
    state = playTo(state, FILLER);
    state = playTo(state, ['cherry', 'lemon', 'cherry']);
    state = playTo(state, ['star', 'star', 'star']); // win 75
    expect(state.stats).toEqual({ spins: 4, wins: 2, totalWon: 77 });
    expect(selectSlotWinRate(state)).toBe(50);
    expect(state.credits).toBe(100 - 4 + 77);
  });

  it('keeps credits at 0 or more over many random spins', () => {
    const random = createSeededRandom(2024);
    let state = createInitialSlotState({ bet: 10 });
    for (let i = 0; i < 2000; i += 1) {
      state = slotReducer(state, slotActions.spin(random));
      state = slotReducer(state, slotActions.settle());
      state = slotReducer(state, slotActions.setBet(1 + Math.floor(random() * 10)));
      expect(state.credits).toBeGreaterThanOrEqual(0);
      expect(state.bet).toBeGreaterThanOrEqual(1);
      expect(state.bet).toBeLessThanOrEqual(10);
    }
  });

  it('replays identically from the same seed', () => {
    const play = (seed: number) => {
      const random = createSeededRandom(seed);
      let state = createInitialSlotState();
      for (let i = 0; i < 20; i += 1) {
        state = run(state, slotActions.spin(random), slotActions.settle());
      }
      return state;
    };
    expect(play(77)).toEqual(play(77));
  });
});
