/**
 * The reducers must never mutate their input: every state is deep-frozen before the next action,
 * so any in-place write throws in strict mode.
 */
import {
  blackjackActions,
  blackjackReducer,
  createInitialBlackjackState,
  createInitialRouletteState,
  createInitialSlotState,
  createSeededRandom,
  rouletteActions,
  rouletteReducer,
  slotActions,
  slotReducer,
  type BlackjackAction,
  type RandomSource,
  type RouletteAction,
  type SlotAction,
} from './index';

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

function playFrozen<S, A>(
  initial: S,
  reducer: (state: S, action: A) => S,
  nextActions: (random: RandomSource) => A[],
  rounds: number,
): S {
  const random = createSeededRandom(1234);
  let state = deepFreeze(initial);
  for (let i = 0; i < rounds; i += 1) {
    for (const action of nextActions(random)) state = deepFreeze(reducer(state, action));
  }
  return state;
}

describe('engine purity', () => {
  it('slot reducer never mutates state', () => {
    const actions = (random: RandomSource): SlotAction[] => [
      slotActions.changeBet(random() < 0.5 ? 1 : -1),
      slotActions.spin(random),
      ...Array.from({ length: 10 }, slotActions.tick),
      slotActions.settle(),
      slotActions.maxBet(),
      slotActions.toggleAutoPlay(),
      slotActions.addCredits(),
    ];
    expect(playFrozen(createInitialSlotState(), slotReducer, actions, 50).stats.spins).toBe(50);
  });

  it('blackjack reducer never mutates state', () => {
    const actions = (random: RandomSource): BlackjackAction[] => [
      blackjackActions.changeBet(random() < 0.5 ? 5 : -1),
      blackjackActions.deal(random),
      blackjackActions.hit(random),
      blackjackActions.stand(),
      ...Array.from({ length: 8 }, () => blackjackActions.dealerStep(random)),
      blackjackActions.addCredits(),
      blackjackActions.newHand(),
    ];
    const state = playFrozen(createInitialBlackjackState(), blackjackReducer, actions, 50);
    expect(state.stats.hands).toBe(50);
  });

  it('roulette reducer never mutates state', () => {
    const actions = (random: RandomSource): RouletteAction[] => [
      rouletteActions.changeBetAmount(random() < 0.5 ? 5 : -1),
      rouletteActions.selectKind('straight'),
      rouletteActions.selectNumber('00'),
      rouletteActions.placeBet(),
      rouletteActions.placeBet('red'),
      rouletteActions.placeBet('odd'),
      rouletteActions.removeBet('odd'),
      rouletteActions.spin(random),
      rouletteActions.resolve(),
      rouletteActions.reset(),
      rouletteActions.placeBet('black'),
      rouletteActions.clearBets(),
      rouletteActions.addCredits(),
    ];
    const state = playFrozen(createInitialRouletteState(), rouletteReducer, actions, 50);
    expect(state.stats.spins).toBe(50);
  });
});
