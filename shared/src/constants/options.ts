/** Choice lists written as `{ value, label }` (or `key`, `code`) objects, kept in one order. */

/**
 * One field of every option, in the list's order, typed as the non-empty tuple `z.enum` takes
 * (the lists are literal and never empty).
 */
export function optionValues<T extends object, K extends keyof T>(
  options: readonly T[],
  key: K,
): [T[K], ...T[K][]] {
  return options.map((option) => option[key]) as [T[K], ...T[K][]];
}
