/** Star maths of public-site.md section 9: one decimal, a half star for a fraction 0.3 to < 0.8. */
export interface StarParts {
  full: number;
  half: boolean;
  empty: number;
}

export const MAX_STARS = 5;

export function starParts(rating: number): StarParts {
  const clamped = Math.min(MAX_STARS, Math.max(0, Number.isFinite(rating) ? rating : 0));
  let full = Math.floor(clamped);
  // Work in tenths so that 4.3 - 4 is exactly 0.3 and not 0.2999...
  const tenths = Math.round(clamped * 10) - full * 10;
  let half = false;
  if (tenths >= 8) full += 1;
  else if (tenths >= 3) half = true;
  full = Math.min(full, MAX_STARS);
  return { full, half, empty: MAX_STARS - full - (half ? 1 : 0) };
}

export function formatRating(rating: number | string): string {
  const value = typeof rating === 'number' ? rating : parseFloat(rating);
  return (Number.isFinite(value) ? value : 0).toFixed(1);
}
