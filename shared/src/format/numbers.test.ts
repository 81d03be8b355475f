import { formatCount, formatDecimal, formatDollars } from './numbers';
import { compareNames } from './text';

// The hand-written formats must read exactly as the en-US locale writes them.
const SAMPLES = [
  0, -0, 0.004, -0.004, 0.005, 0.015, 1.005, 1.5, 2.675, 9.99, 19.999, 100, 999.995, 1000, 1234.5,
  50000, 999999.999, 1000000, 1234567.891, -1250.5, 0.9523809, 1e15, 123456789012.345,
];

describe('numbers shown on the site', () => {
  it('reads as Intl.NumberFormat en-US for every sample and precision', () => {
    for (const value of SAMPLES) {
      for (const [min, max] of [
        [0, 0],
        [0, 2],
        [0, 3],
        [2, 2],
        [3, 3],
        [1, 4],
      ] as const) {
        const locale = new Intl.NumberFormat('en-US', {
          minimumFractionDigits: min,
          maximumFractionDigits: max,
        });
        expect(`${value} ${min}-${max}: ${formatDecimal(value, min, max)}`).toBe(
          `${value} ${min}-${max}: ${locale.format(value)}`,
        );
      }
    }
  });

  it('writes dollars as the en-US currency format, with two or three decimals', () => {
    for (const value of SAMPLES) {
      const two = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
      const three = new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: 3,
        maximumFractionDigits: 3,
      });
      expect(formatDollars(value)).toBe(two.format(value));
      expect(formatDollars(value, 3)).toBe(three.format(value));
    }
  });

  it('groups whole numbers by thousands as toLocaleString does', () => {
    for (const value of [0, 7, 1000, 25000, 1000000, 123456789]) {
      expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
    }
  });
});

describe('names in alphabetical order', () => {
  it('orders as localeCompare does for the names the site sorts', () => {
    const names = [
      'West Virginia',
      'Washington',
      'new York',
      'New Jersey',
      'Newark Coins',
      'Crown Coins Casino',
      'crown coins',
      'Zula',
      'ace.com',
      'Ace Casino',
      'New Mexico',
    ];
    expect([...names].sort(compareNames)).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en-US')),
    );
  });
});
