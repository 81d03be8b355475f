import { formatLongDate, formatShortDate, toDateInputValue } from './dates';

describe('dates shown on the site', () => {
  it('reads the same as the en-US locale, in UTC, for every month', () => {
    for (let month = 0; month < 12; month += 1) {
      const instant = Date.UTC(2026, month, month + 1, 23, 30);
      const options = { year: 'numeric', day: 'numeric', timeZone: 'UTC' } as const;
      expect(formatLongDate(instant)).toBe(
        new Date(instant).toLocaleDateString('en-US', { ...options, month: 'long' }),
      );
      expect(formatShortDate(new Date(instant).toISOString())).toBe(
        new Date(instant).toLocaleDateString('en-US', { ...options, month: 'short' }),
      );
    }
  });

  it('keeps the UTC day late in the evening west of Greenwich', () => {
    expect(formatLongDate('2026-01-05T23:59:00Z')).toBe('January 5, 2026');
    expect(formatShortDate('2026-09-30T00:00:00Z')).toBe('Sep 30, 2026');
  });

  it('shows nothing for a value that is not a date', () => {
    expect(formatLongDate('not a date')).toBe('');
    expect(formatShortDate(Number.NaN)).toBe('');
    expect(toDateInputValue('nope')).toBe('');
  });

  it('gives date inputs their yyyy-MM-dd value', () => {
    expect(toDateInputValue('2026-03-07T12:00:00Z')).toBe('2026-03-07');
  });
});
