import { formatRating, starParts } from './rating';

describe('starParts (half star for a fraction from 0.3 up to under 0.8)', () => {
  it.each([
    [5, { full: 5, half: false, empty: 0 }],
    [4, { full: 4, half: false, empty: 1 }],
    [4.2, { full: 4, half: false, empty: 1 }],
    [4.29, { full: 4, half: false, empty: 1 }],
    [4.3, { full: 4, half: true, empty: 0 }],
    [4.5, { full: 4, half: true, empty: 0 }],
    [4.7, { full: 4, half: true, empty: 0 }],
    [4.79, { full: 4, half: true, empty: 0 }],
    [4.8, { full: 5, half: false, empty: 0 }],
    [3.8, { full: 4, half: false, empty: 1 }],
    [2.3, { full: 2, half: true, empty: 2 }],
    [1, { full: 1, half: false, empty: 4 }],
    [1.1, { full: 1, half: false, empty: 4 }],
  ])('%p -> %p', (rating, parts) => {
    expect(starParts(rating)).toEqual(parts);
  });

  it('always draws five stars in total', () => {
    for (let tenths = 0; tenths <= 50; tenths += 1) {
      const { full, half, empty } = starParts(tenths / 10);
      expect(full + (half ? 1 : 0) + empty).toBe(5);
    }
  });

  it('puts every one-decimal rating on the right side of the bounds despite float error', () => {
    for (let tenths = 0; tenths <= 50; tenths += 1) {
      const fraction = tenths % 10;
      const whole = Math.floor(tenths / 10);
      const expected =
        fraction >= 8 ? { full: whole + 1, half: false } : { full: whole, half: fraction >= 3 };
      const { full, half } = starParts(tenths / 10);
      expect({ rating: tenths / 10, full, half }).toEqual({ rating: tenths / 10, ...expected });
    }
  });

  it('clamps ratings outside 0..5 and treats NaN as 0', () => {
    expect(starParts(7)).toEqual({ full: 5, half: false, empty: 0 });
    expect(starParts(-2)).toEqual({ full: 0, half: false, empty: 5 });
    expect(starParts(Number.NaN)).toEqual({ full: 0, half: false, empty: 5 });
  });
});

describe('formatRating (one decimal)', () => {
  it('shows numbers and numeric strings with one decimal', () => {
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(4.75)).toBe('4.8');
    expect(formatRating('4.5')).toBe('4.5');
    expect(formatRating('3')).toBe('3.0');
  });

  it('shows 0.0 for text that is not a number', () => {
    expect(formatRating('n/a')).toBe('0.0');
  });
});
