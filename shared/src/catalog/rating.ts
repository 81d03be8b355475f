/** Star maths: one decimal, a half star for a fraction 0.3 to < 0.8. */
export interface StarParts {
  full: number;
  half: boolean;
  empty: number;
}

export const MAX_STARS = 5;

export function starParts(rating: number): StarParts {
  const clamped = Math.min(MAX_STARS, Math.max(0, Number.isFinite(rating) ? rating : 0));
  let full = Math.floor(clamped);
  // Compare the fraction with a small tolerance so that 4.3 - 4 (0.2999...) counts as 0.3 and
  // 4.8 - 4 (0.7999...) as 0.8, while 4.29 and 4.79 stay on their side of the bounds.
  const fraction = clamped - full;
  const EPSILON = 1e-9;
  let half = false;
  if (fraction >= 0.8 - EPSILON) full += 1;
  else if (fraction >= 0.3 - EPSILON) half = true;
  full = Math.min(full, MAX_STARS);
  return { full, half, empty: MAX_STARS - full - (half ? 1 : 0) };
}

export function formatRating(rating: number | string): string {
  const value = typeof rating === 'number' ? rating : parseFloat(rating);
  return (Number.isFinite(value) ? value : 0).toFixed(1);
}
