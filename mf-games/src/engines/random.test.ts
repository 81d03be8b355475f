import {
  createRandomSource,
  createSeededRandom,
  createSequenceRandom,
  cryptoRandom,
  randomInt,
  randomItem,
  shuffle,
  type RandomSource,
} from './random';

function draw(random: RandomSource, count: number): number[] {
  return Array.from({ length: count }, () => random());
}

/** Pearson chi-square statistic of counts against a uniform expectation. */
function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

function bucketCounts(random: RandomSource, buckets: number, draws: number): number[] {
  const counts = new Array<number>(buckets).fill(0);
  for (let i = 0; i < draws; i += 1) counts[randomInt(random, buckets)] += 1;
  return counts;
}

// 99.9th percentile of chi-square with 9 and 37 degrees of freedom: a fair source fails ~1/1000.
const CHI_SQUARE_9_DF_999 = 27.88;
const CHI_SQUARE_37_DF_999 = 69.35;

describe('createSeededRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    expect(draw(createSeededRandom(42), 50)).toEqual(draw(createSeededRandom(42), 50));
  });

  it('gives different sequences for different seeds', () => {
    expect(draw(createSeededRandom(1), 10)).not.toEqual(draw(createSeededRandom(2), 10));
  });

  it('stays in [0, 1)', () => {
    // One assertion on the extremes (20,000 expect calls took a second).
    const values = draw(createSeededRandom(7), 10_000);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
  });

  it('is roughly uniform over 10 buckets', () => {
    const counts = bucketCounts(createSeededRandom(2026), 10, 20_000);
    expect(chiSquare(counts)).toBeLessThan(CHI_SQUARE_9_DF_999);
  });

  it('is roughly uniform over the 38 roulette pockets', () => {
    const counts = bucketCounts(createSeededRandom(99), 38, 38_000);
    expect(chiSquare(counts)).toBeLessThan(CHI_SQUARE_37_DF_999);
  });
});

describe('cryptoRandom', () => {
  it('stays in [0, 1) and varies', () => {
    const values = draw(cryptoRandom, 1000);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(new Set(values).size).toBeGreaterThan(990);
  });

  it('is roughly uniform over 10 buckets', () => {
    // Not seedable: use the 99.99th percentile so a fair source fails only 1 run in 10,000.
    expect(chiSquare(bucketCounts(cryptoRandom, 10, 20_000))).toBeLessThan(33.72);
  });

  it('draws from Web Crypto', () => {
    const spy = jest.spyOn(globalThis.crypto, 'getRandomValues');
    cryptoRandom();
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
});

describe('createSequenceRandom', () => {
  it('replays the values in order, then repeats them', () => {
    expect(draw(createSequenceRandom([0.1, 0.5, 0.9]), 5)).toEqual([0.1, 0.5, 0.9, 0.1, 0.5]);
  });

  it('rejects an empty list and values outside [0, 1)', () => {
    expect(() => createSequenceRandom([])).toThrow();
    expect(() => createSequenceRandom([1])).toThrow('out of [0, 1)');
    expect(() => createSequenceRandom([-0.1])).toThrow('out of [0, 1)');
  });
});

describe('randomInt and randomItem', () => {
  it('maps [0, 1) onto 0..n-1', () => {
    expect(randomInt(() => 0, 8)).toBe(0);
    expect(randomInt(() => 0.999999, 8)).toBe(7);
    expect(randomInt(() => 0.5, 8)).toBe(4);
  });

  it('never returns n even if a source misbehaves and returns 1', () => {
    expect(randomInt(() => 1, 8)).toBe(7);
  });

  it('rejects a bound that is not a positive integer', () => {
    expect(() => randomInt(() => 0, 0)).toThrow();
    expect(() => randomInt(() => 0, 2.5)).toThrow();
  });

  it('picks an element', () => {
    expect(randomItem(() => 0.7, ['a', 'b', 'c'])).toBe('c');
  });
});

describe('shuffle', () => {
  it('returns a permutation and leaves the input untouched', () => {
    const input = Object.freeze([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const output = shuffle(createSeededRandom(3), input);
    expect([...output].sort((a, b) => a - b)).toEqual([...input]);
    expect(output).not.toBe(input);
  });

  it('is deterministic for a seed', () => {
    const items = Array.from({ length: 52 }, (_, index) => index);
    expect(shuffle(createSeededRandom(5), items)).toEqual(shuffle(createSeededRandom(5), items));
    expect(shuffle(createSeededRandom(5), items)).not.toEqual(
      shuffle(createSeededRandom(6), items),
    );
  });

  it('produces the 6 orders of 3 items about equally often', () => {
    const random = createSeededRandom(11);
    const counts = new Map<string, number>();
    for (let i = 0; i < 6000; i += 1) {
      const key = shuffle(random, ['a', 'b', 'c']).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    // 99.9th percentile of chi-square with 5 degrees of freedom.
    expect(chiSquare([...counts.values()])).toBeLessThan(20.52);
  });
});

describe('createRandomSource', () => {
  it('is seeded for a numeric seed or digit text', () => {
    expect(draw(createRandomSource(42), 5)).toEqual(draw(createSeededRandom(42), 5));
    expect(draw(createRandomSource(' 42 '), 5)).toEqual(draw(createSeededRandom(42), 5));
  });

  it('is crypto-strong without a usable seed', () => {
    expect(createRandomSource()).toBe(cryptoRandom);
    expect(createRandomSource(null)).toBe(cryptoRandom);
    expect(createRandomSource('abc')).toBe(cryptoRandom);
    expect(createRandomSource('')).toBe(cryptoRandom);
    expect(createRandomSource(1.5)).toBe(cryptoRandom);
  });
});
