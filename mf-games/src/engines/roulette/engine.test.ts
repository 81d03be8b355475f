import { createSeededRandom, createSequenceRandom } from '../random';
import {
  ROULETTE_BET_KINDS,
  ROULETTE_BET_LABELS,
  ROULETTE_PAYOUTS,
  rouletteBetKey,
  rouletteBetLabel,
  type RouletteBetKind,
} from './bets';
import {
  ROULETTE_MESSAGES,
  ROULETTE_RESET_DELAY_MS,
  ROULETTE_RESULT_DELAY_MS,
  createInitialRouletteState,
  rouletteActions,
  rouletteReducer,
  selectRouletteCanChangeBetAmount,
  selectRouletteCanSpin,
  selectRouletteMaxBetAmount,
  selectRouletteTotalStake,
  selectRouletteWinningBetKeys,
  type RouletteAction,
  type RouletteState,
} from './engine';
import { ROULETTE_WHEEL_ORDER, type RoulettePocket } from './wheel';

function run(state: RouletteState, ...actions: RouletteAction[]): RouletteState {
  return actions.reduce(rouletteReducer, state);
}

const place = (kind: RouletteBetKind, number?: RoulettePocket): RouletteAction => ({
  type: 'placeBet',
  kind,
  number,
});

/** Spins to a forced pocket and shows the result. */
function landOn(state: RouletteState, pocket: RoulettePocket): RouletteState {
  return run(state, { type: 'spin', pocket }, { type: 'resolve' });
}

const start = () => createInitialRouletteState();

describe('roulette initial state and constants', () => {
  it('starts betting with 100 credits, a bet amount of 5 and no bets', () => {
    expect(start()).toMatchObject({
      phase: 'betting',
      credits: 100,
      betAmount: 5,
      bets: [],
      history: [],
      result: null,
      pendingPocket: null,
      message: ROULETTE_MESSAGES.placeBets,
    });
    expect(ROULETTE_RESULT_DELAY_MS).toBe(1000);
    expect(ROULETTE_RESET_DELAY_MS).toBe(3000);
  });

  it('has the exact message texts', () => {
    expect(ROULETTE_MESSAGES.notEnoughCredits).toBe('Not enough credits for this bet!');
    expect(ROULETTE_MESSAGES.selectNumber).toBe('Please select a number for Straight Up bet!');
    expect(ROULETTE_MESSAGES.noBets).toBe('Place at least one bet before spinning!');
    expect(ROULETTE_MESSAGES.betPlaced('Red')).toBe('Bet placed on Red!');
    expect(ROULETTE_MESSAGES.spinning).toBe('Wheel spinning...');
    expect(ROULETTE_MESSAGES.win(10)).toBe('You won 10 credits!');
    expect(ROULETTE_MESSAGES.loss('00')).toBe('Ball landed on 00. Better luck next time!');
  });

  it('labels the options as on the table', () => {
    expect(ROULETTE_BET_LABELS).toEqual({
      red: 'Red',
      black: 'Black',
      even: 'Even',
      odd: 'Odd',
      low: '1-18',
      high: '19-36',
      dozen1: '1st 12',
      dozen2: '2nd 12',
      dozen3: '3rd 12',
      straight: 'Straight Up',
    });
    expect(rouletteBetLabel('straight', '00')).toBe('Straight Up 00');
    expect(rouletteBetKey('straight', '7')).toBe('straight:7');
    expect(rouletteBetKey('red', null)).toBe('red');
  });
});

describe('roulette payouts', () => {
  it.each([
    ['red', '1', '2', 1],
    ['black', '2', '1', 1],
    ['even', '36', '35', 1],
    ['odd', '35', '36', 1],
    ['low', '18', '19', 1],
    ['high', '19', '18', 1],
    ['dozen1', '12', '13', 2],
    ['dozen2', '13', '25', 2],
    ['dozen3', '25', '24', 2],
  ] as const)('%s wins on %s (pays %i to 1) and loses on %s', (kind, winning, losing, odds) => {
    expect(ROULETTE_PAYOUTS[kind]).toBe(odds);
    const placed = run(start(), { type: 'setBetAmount', value: 10 }, place(kind));
    expect(placed.credits).toBe(90);
    expect(placed.message).toBe(`Bet placed on ${ROULETTE_BET_LABELS[kind]}!`);

    const won = landOn(placed, winning);
    const returned = 10 * (odds + 1);
    expect(won.credits).toBe(90 + returned);
    expect(won.lastPayout).toBe(returned);
    expect(won.message).toBe(`You won ${returned} credits!`);
    expect(selectRouletteWinningBetKeys(won)).toEqual([kind]);

    const lost = landOn(placed, losing);
    expect(lost.credits).toBe(90);
    expect(lost.message).toBe(`Ball landed on ${losing}. Better luck next time!`);
    expect(selectRouletteWinningBetKeys(lost)).toEqual([]);
  });

  it.each(['0', '00'] as const)('%s loses every outside bet', (pocket) => {
    const kinds = ROULETTE_BET_KINDS.filter((kind) => kind !== 'straight');
    const placed = run(
      start(),
      { type: 'setBetAmount', value: 1 },
      ...kinds.map((kind) => place(kind)),
    );
    expect(placed.credits).toBe(91);
    const after = landOn(placed, pocket);
    expect(after.credits).toBe(91);
    expect(after.lastPayout).toBe(0);
    expect(after.message).toBe(`Ball landed on ${pocket}. Better luck next time!`);
  });

  it('Straight Up pays 35 to 1 (stake returned too)', () => {
    const placed = run(start(), place('straight', '17'));
    expect(placed.message).toBe('Bet placed on Straight Up 17!');
    expect(landOn(placed, '17')).toMatchObject({
      credits: 95 + 180,
      message: 'You won 180 credits!',
    });
    expect(landOn(placed, '18').credits).toBe(95);
  });

  it('Straight Up on 00 wins only on 00, not on 0', () => {
    const placed = run(start(), place('straight', '00'));
    expect(landOn(placed, '00').credits).toBe(95 + 180);
    expect(landOn(placed, '0').credits).toBe(95);
    const onZero = run(start(), place('straight', '0'));
    expect(landOn(onZero, '0').credits).toBe(275);
    expect(landOn(onZero, '00').credits).toBe(95);
  });

  it('settles several bets at once and reports the total credits paid back', () => {
    const placed = run(
      start(),
      place('red'),
      place('straight', '1'),
      place('dozen1'),
      place('black'),
    );
    expect(placed.credits).toBe(80);
    const after = landOn(placed, '1');
    expect(after.lastPayout).toBe(10 + 180 + 15);
    expect(after.credits).toBe(80 + 205);
    expect(after.message).toBe('You won 205 credits!');
    expect(selectRouletteWinningBetKeys(after)).toEqual(['red', 'straight:1', 'dozen1']);
    expect(after.stats).toEqual({ spins: 1, wins: 1, totalWon: 205 });
  });
});

describe('roulette betting', () => {
  it('needs a chosen number for Straight Up', () => {
    const state = run(start(), { type: 'selectKind', kind: 'straight' }, { type: 'placeBet' });
    expect(state.message).toBe('Please select a number for Straight Up bet!');
    expect(state.credits).toBe(100);
    expect(state.bets).toEqual([]);
    const chosen = run(state, { type: 'selectNumber', number: '00' }, { type: 'placeBet' });
    expect(chosen.bets).toEqual([
      { key: 'straight:00', kind: 'straight', number: '00', amount: 5 },
    ]);
    expect(chosen.message).toBe('Bet placed on Straight Up 00!');
  });

  it('uses the selected kind when placeBet names none', () => {
    const state = run(start(), { type: 'selectKind', kind: 'dozen2' }, { type: 'placeBet' });
    expect(state.bets.map((bet) => bet.key)).toEqual(['dozen2']);
    expect(state.message).toBe('Bet placed on 2nd 12!');
  });

  it('ignores a chosen number for outside bets', () => {
    const state = run(start(), { type: 'selectNumber', number: '7' }, place('odd'));
    expect(state.bets[0]).toMatchObject({ key: 'odd', number: null });
  });

  it('adds to an existing bet on the same option', () => {
    const state = run(
      start(),
      place('red'),
      place('red'),
      place('straight', '5'),
      place('straight', '5'),
    );
    expect(state.bets).toEqual([
      { key: 'red', kind: 'red', number: null, amount: 10 },
      { key: 'straight:5', kind: 'straight', number: '5', amount: 10 },
    ]);
    expect(selectRouletteTotalStake(state)).toBe(20);
    expect(state.credits).toBe(80);
  });

  it("refuses a bet above the credits with 'Not enough credits for this bet!'", () => {
    const state = run(createInitialRouletteState({ credits: 3 }), place('red'));
    expect(state.message).toBe('Not enough credits for this bet!');
    expect(state.credits).toBe(3);
    expect(state.bets).toEqual([]);
  });

  it('takes each stake at placement and never goes below 0', () => {
    let state = run(start(), { type: 'setBetAmount', value: 50 }, place('red'), place('black'));
    expect(state.credits).toBe(0);
    state = run(state, place('even'));
    expect(state.message).toBe('Not enough credits for this bet!');
    expect(state.credits).toBe(0);
  });

  it('removes a bet before the spin and refunds it', () => {
    const placed = run(start(), place('red'), place('straight', '9'));
    const removed = run(placed, { type: 'removeBet', key: 'straight:9' });
    expect(removed.bets.map((bet) => bet.key)).toEqual(['red']);
    expect(removed.credits).toBe(95);
    expect(removed.message).toBe('Bet removed from Straight Up 9.');
    expect(run(removed, { type: 'removeBet', key: 'nope' })).toBe(removed);
  });

  it('clears all bets with a full refund', () => {
    const cleared = run(start(), place('red'), place('low'), { type: 'clearBets' });
    expect(cleared.bets).toEqual([]);
    expect(cleared.credits).toBe(100);
    expect(run(cleared, { type: 'clearBets' })).toBe(cleared);
  });

  it('Add Credits gives +100 in any phase', () => {
    expect(run(start(), { type: 'addCredits' }).credits).toBe(200);
    const spinning = run(start(), place('red'), { type: 'spin', pocket: '3' });
    expect(run(spinning, { type: 'addCredits' }).credits).toBe(195);
  });
});

describe('roulette bet amount', () => {
  it('moves by ±1 and ±5 between 1 and 50', () => {
    expect(run(start(), { type: 'changeBetAmount', delta: 1 }).betAmount).toBe(6);
    expect(run(start(), { type: 'changeBetAmount', delta: 5 }).betAmount).toBe(10);
    expect(run(start(), { type: 'changeBetAmount', delta: -1 }).betAmount).toBe(4);
    expect(run(start(), { type: 'changeBetAmount', delta: -5 }).betAmount).toBe(1);
    expect(
      run(start(), { type: 'changeBetAmount', delta: -5 }, { type: 'changeBetAmount', delta: -1 })
        .betAmount,
    ).toBe(1);
    expect(
      run(start(), { type: 'setBetAmount', value: 49 }, { type: 'changeBetAmount', delta: 5 })
        .betAmount,
    ).toBe(50);
    expect(run(start(), { type: 'setBetAmount', value: 80 }).betAmount).toBe(50);
    expect(run(start(), { type: 'setBetAmount', value: 0 }).betAmount).toBe(1);
  });

  it('never goes above the credits', () => {
    const poor = createInitialRouletteState({ credits: 12 });
    expect(run(poor, { type: 'changeBetAmount', delta: 50 }).betAmount).toBe(12);
    expect(selectRouletteMaxBetAmount(poor)).toBe(12);
    expect(selectRouletteMaxBetAmount(start())).toBe(50);
    expect(selectRouletteCanChangeBetAmount(createInitialRouletteState({ credits: 5 }), 1)).toBe(
      false,
    );
    expect(selectRouletteCanChangeBetAmount(start(), 1)).toBe(true);
    expect(selectRouletteCanChangeBetAmount(createInitialRouletteState({ betAmount: 1 }), -1)).toBe(
      false,
    );
  });
});

describe('roulette spin cycle', () => {
  it('needs at least one bet', () => {
    const state = run(start(), { type: 'spin', pocket: '5' });
    expect(state.phase).toBe('betting');
    expect(state.message).toBe('Place at least one bet before spinning!');
    expect(selectRouletteCanSpin(start())).toBe(false);
  });

  it('goes betting -> spinning -> result -> betting', () => {
    const placed = run(start(), place('red'));
    expect(selectRouletteCanSpin(placed)).toBe(true);

    const spinning = run(placed, { type: 'spin', pocket: '3' });
    expect(spinning).toMatchObject({
      phase: 'spinning',
      pendingPocket: '3',
      message: 'Wheel spinning...',
    });
    expect(spinning.result).toBeNull();
    expect(selectRouletteCanSpin(spinning)).toBe(false);
    for (const action of [
      place('black'),
      { type: 'removeBet', key: 'red' },
      { type: 'clearBets' },
      { type: 'spin', pocket: '4' },
      { type: 'changeBetAmount', delta: 1 },
      { type: 'selectKind', kind: 'odd' },
      { type: 'reset' },
    ] as RouletteAction[]) {
      expect(run(spinning, action)).toBe(spinning);
    }

    const result = run(spinning, { type: 'resolve' });
    expect(result).toMatchObject({
      phase: 'result',
      result: '3',
      pendingPocket: null,
      history: ['3'],
    });
    expect(run(result, { type: 'resolve' })).toBe(result);
    expect(run(result, place('red'))).toBe(result);

    const reset = run(result, { type: 'reset' });
    expect(reset).toMatchObject({
      phase: 'betting',
      bets: [],
      result: '3',
      history: ['3'],
      credits: 105,
      message: ROULETTE_MESSAGES.placeBets,
    });
  });

  it('keeps the last 10 results, newest first', () => {
    let state = start();
    const pockets = ROULETTE_WHEEL_ORDER.slice(0, 12);
    for (const pocket of pockets) {
      state = run(
        state,
        place('red'),
        { type: 'spin', pocket },
        { type: 'resolve' },
        { type: 'reset' },
      );
    }
    expect(state.history).toEqual([...pockets].reverse().slice(0, 10));
    expect(state.stats.spins).toBe(12);
  });

  it('draws the pocket from the random source', () => {
    expect(rouletteActions.spin(createSequenceRandom([0]))).toEqual({ type: 'spin', pocket: '0' });
    expect(rouletteActions.spin(createSequenceRandom([19.5 / 38]))).toEqual({
      type: 'spin',
      pocket: '00',
    });
    expect(rouletteActions.spin(createSequenceRandom([0.9999]))).toEqual({
      type: 'spin',
      pocket: '2',
    });
  });

  it('lands on every pocket about equally often', () => {
    const random = createSeededRandom(404);
    const counts = new Map<string, number>();
    for (let i = 0; i < 38_000; i += 1) {
      const action = rouletteActions.spin(random);
      if (action.type === 'spin') counts.set(action.pocket, (counts.get(action.pocket) ?? 0) + 1);
    }
    expect(counts.size).toBe(38);
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(800);
      expect(count).toBeLessThan(1200);
    }
  });
});

describe('roulette with a random source', () => {
  function playSession(seed: number, rounds: number): RouletteState[] {
    const random = createSeededRandom(seed);
    const kinds = ROULETTE_BET_KINDS;
    const states: RouletteState[] = [];
    let state = start();
    for (let i = 0; i < rounds; i += 1) {
      for (let bets = 1 + Math.floor(random() * 3); bets > 0; bets -= 1) {
        state = run(
          state,
          rouletteActions.setBetAmount(1 + Math.floor(random() * 50)),
          rouletteActions.selectNumber(ROULETTE_WHEEL_ORDER[Math.floor(random() * 38)]),
          rouletteActions.placeBet(kinds[Math.floor(random() * kinds.length)]),
        );
        expect(state.credits).toBeGreaterThanOrEqual(0);
      }
      if (random() < 0.2 && state.bets.length > 0)
        state = run(state, rouletteActions.removeBet(state.bets[0].key));
      state = run(state, rouletteActions.spin(random), rouletteActions.resolve());
      states.push(state);
      state = run(state, rouletteActions.reset());
      if (state.credits < 1) state = run(state, rouletteActions.addCredits());
    }
    return states;
  }

  it('never lets credits go negative', () => {
    for (const state of playSession(17, 300)) {
      expect(state.credits).toBeGreaterThanOrEqual(0);
      expect(state.history.length).toBeLessThanOrEqual(10);
    }
  });

  it('replays identically from the same seed', () => {
    expect(playSession(8, 40)).toEqual(playSession(8, 40));
  });
});
