/** How many lookups run at once: enough to hide round trips, few enough to leave the pool free. */
const BATCH = 32;

/** `lookup` for every item, BATCH at a time, results in the items' order. */
export async function mapInBatches<T, R>(
  items: readonly T[],
  lookup: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += BATCH) {
    results.push(...(await Promise.all(items.slice(start, start + BATCH).map(lookup))));
  }
  return results;
}
