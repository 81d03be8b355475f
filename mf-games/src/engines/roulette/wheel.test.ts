import { rouletteBetWins, ROULETTE_BET_KINDS, type RouletteBetKind } from './bets';
import {
  ROULETTE_POCKETS,
  ROULETTE_RED_NUMBERS,
  ROULETTE_WHEEL_ORDER,
  isRoulettePocket,
  pocketColor,
  pocketNumber,
  type RoulettePocket,
} from './wheel';

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

/** Independent statement of each classification, by pocket. */
function expectedWins(
  pocket: RoulettePocket,
): Record<Exclude<RouletteBetKind, 'straight'>, boolean> {
  const n = pocket === '0' || pocket === '00' ? null : Number(pocket);
  const is = (test: (value: number) => boolean) => n !== null && test(n);
  return {
    red: is((v) => RED.has(v)),
    black: is((v) => !RED.has(v)),
    even: is((v) => v % 2 === 0),
    odd: is((v) => v % 2 === 1),
    low: is((v) => v >= 1 && v <= 18),
    high: is((v) => v >= 19 && v <= 36),
    dozen1: is((v) => v >= 1 && v <= 12),
    dozen2: is((v) => v >= 13 && v <= 24),
    dozen3: is((v) => v >= 25 && v <= 36),
  };
}

describe('American wheel', () => {
  it('has 38 distinct pockets: 0, 00 and 1 to 36', () => {
    expect(ROULETTE_WHEEL_ORDER).toHaveLength(38);
    expect(new Set(ROULETTE_WHEEL_ORDER).size).toBe(38);
    expect([...ROULETTE_WHEEL_ORDER].sort()).toEqual([...ROULETTE_POCKETS].sort());
    expect(ROULETTE_POCKETS.slice(0, 3)).toEqual(['0', '00', '1']);
    expect(ROULETTE_POCKETS[37]).toBe('36');
  });

  it('follows the real wheel order', () => {
    expect(ROULETTE_WHEEL_ORDER.join(' ')).toBe(
      '0 28 9 26 30 11 7 20 32 17 5 22 34 15 3 24 36 13 1 00 27 10 25 29 12 8 19 31 18 6 21 33 16 4 23 35 14 2',
    );
  });

  it('alternates red and black between the two green pockets', () => {
    const colours = ROULETTE_WHEEL_ORDER.map(pocketColor);
    for (let index = 1; index < colours.length; index += 1) {
      if (colours[index] !== 'green' && colours[index - 1] !== 'green') {
        expect(colours[index]).not.toBe(colours[index - 1]);
      }
    }
  });

  it('uses the standard red numbers', () => {
    expect(new Set(ROULETTE_RED_NUMBERS)).toEqual(RED);
  });

  it('recognises pocket labels', () => {
    expect(isRoulettePocket('00')).toBe(true);
    expect(isRoulettePocket('36')).toBe(true);
    expect(isRoulettePocket('37')).toBe(false);
    expect(isRoulettePocket('000')).toBe(false);
  });

  it('counts 18 red, 18 black and 2 green', () => {
    const count = (colour: string) =>
      ROULETTE_POCKETS.filter((pocket) => pocketColor(pocket) === colour).length;
    expect([count('red'), count('black'), count('green')]).toEqual([18, 18, 2]);
  });
});

describe.each(ROULETTE_POCKETS.map((pocket) => [pocket]))('pocket %s', (pocket) => {
  const expected = expectedWins(pocket);

  it('has the right colour and number', () => {
    const n = pocketNumber(pocket);
    if (pocket === '0' || pocket === '00') {
      expect(n).toBeNull();
      expect(pocketColor(pocket)).toBe('green');
    } else {
      expect(n).toBe(Number(pocket));
      expect(pocketColor(pocket)).toBe(RED.has(Number(pocket)) ? 'red' : 'black');
    }
  });

  it('is classified correctly for every outside bet', () => {
    for (const [kind, wins] of Object.entries(expected)) {
      expect([kind, rouletteBetWins(kind as RouletteBetKind, null, pocket)]).toEqual([kind, wins]);
    }
  });

  it('wins a Straight Up only on itself', () => {
    for (const chosen of ROULETTE_POCKETS) {
      expect(rouletteBetWins('straight', chosen, pocket)).toBe(chosen === pocket);
    }
  });
});

describe('bet coverage', () => {
  it.each([
    ['red', 18],
    ['black', 18],
    ['even', 18],
    ['odd', 18],
    ['low', 18],
    ['high', 18],
    ['dozen1', 12],
    ['dozen2', 12],
    ['dozen3', 12],
  ] as const)('%s covers %i pockets and never 0 or 00', (kind, size) => {
    const winners = ROULETTE_POCKETS.filter((pocket) => rouletteBetWins(kind, null, pocket));
    expect(winners).toHaveLength(size);
    expect(winners).not.toContain('0');
    expect(winners).not.toContain('00');
  });

  it('lists ten bet kinds', () => {
    expect(ROULETTE_BET_KINDS).toHaveLength(10);
  });
});
