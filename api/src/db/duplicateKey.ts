/** MongoDB (and FerretDB) duplicate-key error: a unique index refused the write. */
export function isDuplicateKeyError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  // MongoDB (and FerretDB on insert) say 11000; FerretDB 1.24 on SQLite reports an update that
  // breaks a unique index as an InternalError carrying SQLite's own words.
  return (
    code === 11000 ||
    (code === 1 && typeof message === 'string' && message.includes('UNIQUE constraint failed'))
  );
}
