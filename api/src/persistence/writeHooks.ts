/** The mongoose middleware of a query that writes: what change counting and purging hook into. */
export const QUERY_WRITE_HOOKS = [
  'updateOne',
  'updateMany',
  'findOneAndUpdate',
  'findOneAndReplace',
  'findOneAndDelete',
  'replaceOne',
  'deleteOne',
  'deleteMany',
] as const;

/** Every mongoose middleware that writes: a document's save, batch inserts and writes, queries. */
export const WRITE_HOOKS = ['save', 'insertMany', 'bulkWrite', ...QUERY_WRITE_HOOKS] as const;
