import {
  BINGO_CALLS_PER_ROUND,
  BINGO_CALL_MS,
  SLOT_CYCLE_MS,
  SLOT_REEL_STOP_MS,
  bingoCallOrder,
  bingoCalled,
  bingoCell,
  bingoLetter,
  cardPosition,
  cardsDealt,
  CARD_DEAL_INTERVAL_MS,
  CARD_FLIGHT_MS,
  easeOutCubic,
  ROULETTE_CYCLE_MS,
  ROULETTE_SPIN_MS,
  rouletteWheelAngle,
  sceneCueCount,
  sceneKindOf,
  slotAllStopped,
  slotLineAt,
  slotLineText,
  slotReelOffset,
  slotSymbolAt,
  wrapIndex,
} from './sceneMath';

describe('sceneKindOf', () => {
  it('gives each game type its animation; table games are roulette only when named so', () => {
    expect(sceneKindOf({ type: 'slot', name: 'Neon Nights' })).toBe('slot');
    expect(sceneKindOf({ type: 'table', name: 'Harbor Roulette' })).toBe('roulette');
    expect(sceneKindOf({ type: 'table', name: 'Royal Blackjack' })).toBe('cards');
    expect(sceneKindOf({ type: 'poker', name: "Riverboat Hold'em" })).toBe('poker');
    expect(sceneKindOf({ type: 'bingo', name: 'Starlight Bingo' })).toBe('bingo');
  });
});

describe('wrapIndex (prev/next with wrap-around)', () => {
  it('wraps past both ends', () => {
    expect(wrapIndex(-1, 8)).toBe(7);
    expect(wrapIndex(8, 8)).toBe(0);
    expect(wrapIndex(3, 8)).toBe(3);
    expect(wrapIndex(5, 0)).toBe(0);
  });
});

describe('slot reels', () => {
  it('turn continuously while spinning and stop one after the other on a whole symbol', () => {
    expect(slotReelOffset(500, 0)).toBeGreaterThan(slotReelOffset(400, 0));
    for (const [reel, stop] of SLOT_REEL_STOP_MS.entries()) {
      const atStop = slotReelOffset(stop, reel);
      expect(Number.isInteger(Math.round(atStop * 1e9) / 1e9)).toBe(true);
      expect(slotReelOffset(stop + 300, reel)).toBeCloseTo(atStop, 9);
    }
    // Reel 0 has stopped while reel 2 still turns.
    expect(slotReelOffset(1500, 0)).toBeCloseTo(slotReelOffset(1400, 0), 9);
    expect(slotReelOffset(1500, 2)).toBeGreaterThan(slotReelOffset(1400, 2));
  });

  it('never runs backwards within a round', () => {
    for (let reel = 0; reel < 3; reel += 1) {
      let previous = -Infinity;
      for (let t = 0; t < SLOT_CYCLE_MS; t += 16) {
        const offset = slotReelOffset(t, reel);
        expect(offset).toBeGreaterThanOrEqual(previous);
        previous = offset;
      }
    }
  });

  it('shows the result once all reels stopped, until the next round', () => {
    expect(slotAllStopped(1000)).toBe(false);
    expect(slotAllStopped(SLOT_REEL_STOP_MS[2] + 1)).toBe(true);
    expect(slotAllStopped(SLOT_CYCLE_MS + 10)).toBe(false);
  });

  it('maps any offset to a symbol of the strip', () => {
    expect(slotSymbolAt(0, 8)).toBe(0);
    expect(slotSymbolAt(9, 8)).toBe(1);
    expect(slotSymbolAt(-1, 8)).toBe(7);
  });
});

describe('card dealing', () => {
  const from = { x: 500, y: 0 };
  const to = { x: 100, y: 300 };

  it('leaves the shoe at its turn and lands after its flight', () => {
    expect(cardPosition(0, 1, from, to)).toMatchObject({ ...from, progress: 0 });
    const landed = cardPosition(CARD_DEAL_INTERVAL_MS + CARD_FLIGHT_MS, 1, from, to);
    expect(landed).toMatchObject({ x: to.x, y: to.y, progress: 1 });
    const mid = cardPosition(CARD_DEAL_INTERVAL_MS + CARD_FLIGHT_MS / 2, 1, from, to);
    expect(mid.x).toBeLessThan(from.x);
    expect(mid.x).toBeGreaterThan(to.x);
  });

  it('counts the cards dealt, capped at the hand size', () => {
    expect(cardsDealt(0, 5)).toBe(1);
    expect(cardsDealt(CARD_DEAL_INTERVAL_MS, 5)).toBe(2);
    expect(cardsDealt(100_000, 5)).toBe(5);
  });

  it('eases out', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(0.5)).toBeGreaterThan(0.5);
    expect(easeOutCubic(2)).toBe(1);
  });
});

describe('roulette wheel', () => {
  it('slows down and rests after the spin', () => {
    const early = rouletteWheelAngle(200) - rouletteWheelAngle(100);
    const late = rouletteWheelAngle(3500) - rouletteWheelAngle(3400);
    expect(early).toBeGreaterThan(late);
    expect(rouletteWheelAngle(ROULETTE_SPIN_MS + 500)).toBeCloseTo(
      rouletteWheelAngle(ROULETTE_SPIN_MS),
      9,
    );
  });

  it('continues from where the last round stopped', () => {
    expect(rouletteWheelAngle(ROULETTE_CYCLE_MS)).toBeCloseTo(
      rouletteWheelAngle(ROULETTE_CYCLE_MS - 1),
      9,
    );
  });
});

describe('bingo (75 numbers)', () => {
  it('names the column of each number', () => {
    expect([1, 15, 16, 30, 31, 45, 46, 60, 61, 75].map(bingoLetter)).toEqual([
      'B',
      'B',
      'I',
      'I',
      'N',
      'N',
      'G',
      'G',
      'O',
      'O',
    ]);
    expect(() => bingoLetter(0)).toThrow();
    expect(() => bingoLetter(76)).toThrow();
  });

  it('places the 75 numbers on a 5 × 15 board', () => {
    expect(bingoCell(1)).toEqual({ column: 0, row: 0 });
    expect(bingoCell(75)).toEqual({ column: 4, row: 14 });
    const cells = new Set(Array.from({ length: 75 }, (_, i) => JSON.stringify(bingoCell(i + 1))));
    expect(cells.size).toBe(75);
  });

  it('calls each of the 75 numbers at most once per round, in a stable order', () => {
    const order = bingoCallOrder(0);
    expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: 75 }, (_, i) => i + 1));
    expect(bingoCallOrder(0)).toEqual(order);
    expect(bingoCallOrder(1)).not.toEqual(order);
  });

  it('calls one number per interval, then starts a new round', () => {
    expect(bingoCalled(0).called).toHaveLength(1);
    expect(bingoCalled(BINGO_CALL_MS * 3 + 1).called).toHaveLength(4);
    const end = bingoCalled(BINGO_CALL_MS * BINGO_CALLS_PER_ROUND - 1);
    expect(end.called).toHaveLength(BINGO_CALLS_PER_ROUND);
    expect(bingoCalled(BINGO_CALL_MS * BINGO_CALLS_PER_ROUND).round).toBe(1);
  });
});

describe('sound cues', () => {
  it('go up once per reel stop, card, ball landing and number called', () => {
    expect(sceneCueCount('slot', 0)).toBe(0);
    expect(sceneCueCount('slot', SLOT_REEL_STOP_MS[0])).toBe(1);
    expect(sceneCueCount('slot', SLOT_CYCLE_MS - 1)).toBe(3);
    expect(sceneCueCount('slot', SLOT_CYCLE_MS + SLOT_REEL_STOP_MS[0])).toBe(4);
    expect(sceneCueCount('roulette', ROULETTE_SPIN_MS - 1)).toBe(0);
    expect(sceneCueCount('roulette', ROULETTE_SPIN_MS)).toBe(1);
    expect(sceneCueCount('bingo', BINGO_CALL_MS)).toBe(2);
    expect(sceneCueCount('cards', CARD_DEAL_INTERVAL_MS)).toBe(2);
  });
});

describe('slot pay line', () => {
  it('reads the centre row and pays it by the engine rules', () => {
    const line = slotLineAt(SLOT_REEL_STOP_MS[2] + 100);
    expect(line).toHaveLength(3);
    expect(slotLineText(['seven', 'seven', 'seven'])).toBe('Three × Seven pays 100× the bet!');
    expect(slotLineText(['cherry', 'cherry', 'grape'])).toBe('Two × Cherry pays 2× the bet!');
    expect(slotLineText(['cherry', 'grape', 'cherry'])).toBe('No win this time: spinning again');
  });
});
