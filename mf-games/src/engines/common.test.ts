import { clampBet, formatPercent, percentOf } from './common';

describe('clampBet', () => {
  it('keeps a bet inside [min, max]', () => {
    expect(clampBet(0, 1, 10, 100)).toBe(1);
    expect(clampBet(11, 1, 10, 100)).toBe(10);
    expect(clampBet(7, 1, 10, 100)).toBe(7);
  });

  it('never goes above the credits, rounded down', () => {
    expect(clampBet(10, 1, 10, 4)).toBe(4);
    expect(clampBet(20, 1, 50, 12.5)).toBe(12);
  });

  it('keeps the minimum when the credits are below it', () => {
    expect(clampBet(5, 1, 10, 0)).toBe(1);
  });

  it('rounds to whole credits and treats non-numbers as the minimum', () => {
    expect(clampBet(3.6, 1, 10, 100)).toBe(4);
    expect(clampBet(Number.NaN, 1, 10, 100)).toBe(1);
  });
});

describe('percentOf and formatPercent', () => {
  it('computes a percentage, 0 for an empty whole', () => {
    expect(percentOf(1, 4)).toBe(25);
    expect(percentOf(0, 0)).toBe(0);
  });

  it('formats with at most one decimal', () => {
    expect(formatPercent(percentOf(1, 3))).toBe('33.3%');
    expect(formatPercent(50)).toBe('50%');
    expect(formatPercent(0)).toBe('0%');
  });
});
