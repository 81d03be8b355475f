/**
 * Dates are stored as UTC instants; they are shown in UTC so that a publish date reads the same
 * for every visitor and in server-rendered HTML.
 *
 * Written out by hand rather than with `toLocaleDateString`: the first locale-aware call loads
 * the browser's ICU data inside the hydration task (about 40 ms on a phone-class CPU), and the
 * en-US forms below never change.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function formatUtcDate(value: string | number | Date, monthName: (month: string) => string) {
  const date = toDate(value);
  if (!date) return '';
  const month = monthName(MONTHS[date.getUTCMonth()]);
  return `${month} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** en-US long format: 'January 5, 2026' (public site). */
export function formatLongDate(value: string | number | Date): string {
  return formatUtcDate(value, (month) => month);
}

/** 'MMM d, yyyy': 'Jan 5, 2026' (admin tables). */
export function formatShortDate(value: string | number | Date): string {
  return formatUtcDate(value, (month) => month.slice(0, 3));
}

/** 'yyyy-MM-dd' for date inputs. */
export function toDateInputValue(value: string | number | Date): string {
  const date = toDate(value);
  return date ? date.toISOString().slice(0, 10) : '';
}
