/**
 * Dates are stored as UTC instants; they are shown in UTC so that a publish date reads the same
 * for every visitor and in server-rendered HTML.
 */
function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** en-US long format: 'January 5, 2026' (public site). */
export function formatLongDate(value: string | number | Date): string {
  const date = toDate(value);
  if (!date) return '';
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** 'MMM d, yyyy': 'Jan 5, 2026' (admin tables). */
export function formatShortDate(value: string | number | Date): string {
  const date = toDate(value);
  if (!date) return '';
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** 'yyyy-MM-dd' for date inputs. */
export function toDateInputValue(value: string | number | Date): string {
  const date = toDate(value);
  return date ? date.toISOString().slice(0, 10) : '';
}
