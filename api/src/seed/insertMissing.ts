import type { Model } from 'mongoose';

// One helper serves several models; each caller passes that model's own documents.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SeedableModel = Model<any>;

/** Insert the items whose key is not stored yet; never touches existing documents. */
export async function insertMissing<T extends object>(
  model: SeedableModel,
  key: keyof T & string,
  items: T[],
): Promise<number> {
  const existing = new Set(
    (
      await model
        .find({ [key]: { $in: items.map((i) => i[key]) } }, { [key]: 1 })
        .lean<Record<string, unknown>[]>()
    ).map((d) => String(d[key])),
  );
  const missing = items.filter((item) => !existing.has(String(item[key])));
  // One batch: insertMany validates every document first, running its validate hooks (derived
  // fields, HTML), and the write is signalled once.
  if (missing.length > 0) await model.insertMany(missing);
  return missing.length;
}
