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

/**
 * The records with these ids that exist, each read by its _id. FerretDB 1.24 on SQLite answers an
 * _id equality from its primary key but scans and decodes the whole collection for `_id: {$in}`
 * (1.6 s over 500 casinos under load), so a handful of point reads is far cheaper.
 */
export async function findByIds<T>(
  model: FindsById,
  ids: readonly string[],
  projection?: Record<string, 0 | 1>,
): Promise<T[]> {
  const found = await mapInBatches(ids, async (id) => model.findById(id, projection).lean());
  return found.filter((record) => record !== null && record !== undefined) as T[];
}

/** What findByIds needs of a mongoose model, whatever its record type. */
export interface FindsById {
  findById(id: string, projection?: object): { lean(): PromiseLike<unknown> };
}
