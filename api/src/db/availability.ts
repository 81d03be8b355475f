import { types } from 'node:util';
import type { NextFunction, Request, Response } from 'express';
import mongoose from 'mongoose';

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again in a few seconds.';

/** True while mongoose has a live connection to a database server. */
export function databaseConnected(): boolean {
  return mongoose.connection.readyState === mongoose.ConnectionStates.connected;
}

/**
 * What `work` resolves to, or `fallback` once `ms` have passed: for a visitor's answer that must
 * not wait on a database that stopped answering. The work goes on; the timer does not outlive it.
 */
export async function resultWithin<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(resolve, ms, fallback);
    timer.unref();
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

const UNAVAILABLE_ERRORS =
  /^Mongo(ose)?(ServerSelection|Network|NetworkTimeout|NotConnected|TopologyClosed|PoolCleared|ServerClosed)Error$/;

/**
 * Socket errors the driver can let through unwrapped when the database dies mid-write (seen:
 * EPIPE "This socket has been ended by the other party" from a pooled connection's write).
 */
const BROKEN_SOCKET_CODES = new Set(['EPIPE', 'ECONNRESET', 'ECONNREFUSED', 'ECONNABORTED']);

/** Driver labels of an operation that failed for a passing reason (the server or the link). */
const TRANSIENT_LABELS = ['RetryableWriteError', 'TransientTransactionError', 'ResetPool'];

function hasTransientLabel(error: Error): boolean {
  const labelled = error as Error & { hasErrorLabel?: (label: string) => boolean };
  return typeof labelled.hasErrorLabel === 'function'
    ? TRANSIENT_LABELS.some((label) => labelled.hasErrorLabel?.(label))
    : false;
}

/**
 * Any realm's errors: Node makes its socket errors (the EPIPE above) with its own `Error`, which
 * `instanceof Error` does not recognise where the code runs in another realm (a vm context, as
 * jest runs the tests): seen as a 500 in the database-kill test.
 */
function isError(value: unknown): value is Error {
  return value instanceof Error || types.isNativeError(value);
}

/** An error that means "no database answered" (rather than a bug or a bad query). */
export function isDatabaseUnavailableError(error: unknown, depth = 0): boolean {
  if (!isError(error)) return false;
  if (UNAVAILABLE_ERRORS.test(error.name)) return true;
  if (BROKEN_SOCKET_CODES.has(String((error as { code?: unknown }).code))) return true;
  if (hasTransientLabel(error)) return true;
  // The driver and mongoose may wrap the network error that caused the failure.
  if (depth < 3 && isDatabaseUnavailableError(error.cause, depth + 1)) return true;
  // bufferCommands is off: an operation while disconnected fails at once with this message.
  return error.name === 'MongooseError' && /connect/i.test(error.message);
}

export function sendDatabaseUnavailable(res: Response): void {
  res.set({ 'Retry-After': '5', 'Cache-Control': 'no-store' });
  res.status(503).json({ message: DATABASE_UNAVAILABLE_MESSAGE });
}

/** A request to the admin API (its path as seen under /api). */
export function isAdminRequest(req: Request): boolean {
  return /^\/admin(\/|$)/i.test(req.path);
}

/**
 * 503 at once while no database is connected, for every write and every admin request, instead
 * of a request that waits or fails later. Public reads go on: the read model may answer them from
 * memory, and one that needs the database fails within the server-selection timeout (503 too).
 */
export function requireDatabase(req: Request, res: Response, next: NextFunction): void {
  const publicRead = (req.method === 'GET' || req.method === 'HEAD') && !isAdminRequest(req);
  if (publicRead || databaseConnected()) return next();
  sendDatabaseUnavailable(res);
}
