// The order statistics the benchmarks report, defined once.

/** The middle value (the upper of the two middle ones for an even count). */
export function median(values) {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

/**
 * The nearest-rank percentile: the smallest value with at least `share` (0 to 1) of the values at
 * or below it.
 */
export function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1))];
}
