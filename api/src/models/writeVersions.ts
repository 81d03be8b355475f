import type { Schema } from 'mongoose';

/**
 * Counts the writes to each collection made through its model, so that in-memory caches of
 * answers know at once when they are stale (an admin edit shows on the next request).
 */
const versions = new Map<string, number>();

const WRITE_HOOKS = [
  'save',
  'insertMany',
  'updateOne',
  'updateMany',
  'findOneAndUpdate',
  'findOneAndReplace',
  'findOneAndDelete',
  'replaceOne',
  'deleteOne',
  'deleteMany',
] as const;

export function countWrites(schema: Schema, collection: string): void {
  const bump = () => {
    versions.set(collection, (versions.get(collection) ?? 0) + 1);
  };
  // Before and after: a read that overlaps a write is never cached as current.
  for (const hook of WRITE_HOOKS) {
    schema.pre(hook as 'save', bump);
    schema.post(hook as 'save', bump);
  }
}

export function writeVersion(collection: string): number {
  return versions.get(collection) ?? 0;
}
