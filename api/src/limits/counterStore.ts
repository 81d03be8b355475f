import { Schema, model } from 'mongoose';

/**
 * Counters that every API instance shares (rate limits, login attempts): one document per key,
 * whose window opens with the key's first count and lasts `windowMs`. A window anchored to its
 * first count (not to the clock) means a run of attempts is never split by a window boundary, so
 * a limit of 5 cannot become 5 just before the boundary and 5 more just after it.
 * FerretDB has no TTL indexes, so each document carries the time its window ends (`expiresAt`)
 * and the retention job deletes the expired ones.
 */
export interface RateLimitCounterRecord {
  _id: string;
  count: number;
  expiresAt: Date;
}

const counterSchema = new Schema<RateLimitCounterRecord>(
  {
    _id: { type: String, required: true },
    count: { type: Number, required: true, default: 0 },
    expiresAt: { type: Date, required: true, index: true },
  },
  { versionKey: false, collection: 'rateLimits' },
);

export const RateLimitCounterModel = model<RateLimitCounterRecord>(
  'RateLimitCounter',
  counterSchema,
);

const DUPLICATE_KEY = 11000;
/** Opening a window races other instances; the loser counts into the winner's window. */
const MAX_INCREMENT_ROUNDS = 5;

export interface WindowCount {
  count: number;
  /** When this window ends (ms since epoch). */
  resetAt: number;
}

const answer = (doc: RateLimitCounterRecord): WindowCount => ({
  count: doc.count,
  resetAt: doc.expiresAt.getTime(),
});

/**
 * Counts of one key that arrive while its update is in flight wait and go together as one `$inc`,
 * each answered with its own number. FerretDB applies `$inc` by reading the document and writing
 * it back, so concurrent updates of a key would overwrite each other (a burst of 20 contact
 * messages from one client let 10 through); a burst on one instance is now counted exactly, and
 * with fewer round trips. Instances can still race each other on FerretDB (MongoDB's `$inc` is
 * atomic): a burst spread over N instances is held to at most N times a limit.
 */
interface PendingCount {
  by: number;
  resolve(count: WindowCount): void;
  reject(error: unknown): void;
}

interface PendingBatch {
  windowMs: number;
  now: number;
  counts: PendingCount[];
}

const waitingBatches = new Map<string, PendingBatch>();
const keysInFlight = new Set<string>();

async function sendBatch(key: string): Promise<void> {
  const batch = waitingBatches.get(key);
  if (!batch) return;
  waitingBatches.delete(key);
  keysInFlight.add(key);
  const total = batch.counts.reduce((sum, pending) => sum + pending.by, 0);
  try {
    const result = await incrementNow(key, batch.windowMs, total, batch.now);
    let count = result.count - total;
    for (const pending of batch.counts) {
      count += pending.by;
      pending.resolve({ count, resetAt: result.resetAt });
    }
  } catch (error) {
    for (const pending of batch.counts) pending.reject(error);
  } finally {
    keysInFlight.delete(key);
    void sendBatch(key);
  }
}

/**
 * Add `by` to the key's count in its open window and answer the new count. With no open window, a
 * positive `by` opens one at `now`; a negative one (taking an attempt back) has nothing to undo.
 */
export function incrementCounter(
  key: string,
  windowMs: number,
  by = 1,
  now = Date.now(),
): Promise<WindowCount> {
  return new Promise((resolve, reject) => {
    const batch = waitingBatches.get(key) ?? { windowMs, now, counts: [] };
    batch.now = Math.max(batch.now, now);
    batch.counts.push({ by, resolve, reject });
    waitingBatches.set(key, batch);
    if (!keysInFlight.has(key)) void sendBatch(key);
  });
}

async function incrementNow(
  key: string,
  windowMs: number,
  by: number,
  now: number,
): Promise<WindowCount> {
  const at = new Date(now);
  const opened = { count: by, expiresAt: new Date(now + windowMs) };
  for (let round = 0; round < MAX_INCREMENT_ROUNDS; round += 1) {
    const live = await RateLimitCounterModel.findOneAndUpdate(
      { _id: key, expiresAt: { $gt: at } },
      { $inc: { count: by } },
      { returnDocument: 'after' },
    ).lean<RateLimitCounterRecord>();
    if (live) return answer(live);
    if (by <= 0) return { count: 0, resetAt: now };
    // Reopen an expired window; an instance that finds it already reopened counts into it.
    const reopened = await RateLimitCounterModel.findOneAndUpdate(
      { _id: key, expiresAt: { $lte: at } },
      { $set: opened },
      { returnDocument: 'after' },
    ).lean<RateLimitCounterRecord>();
    if (reopened) return answer(reopened);
    try {
      await RateLimitCounterModel.create({ _id: key, ...opened });
      return { count: by, resetAt: opened.expiresAt.getTime() };
    } catch (error) {
      // Another instance opened the window first: count into it on the next round.
      if ((error as { code?: unknown }).code !== DUPLICATE_KEY) throw error;
    }
  }
  throw new Error(`Counter ${key} could not be updated under contention`);
}

/** The key's count in its open window (0 when none is open), without changing it. */
export async function readCounter(key: string, now = Date.now()): Promise<number> {
  const doc = await RateLimitCounterModel.findOne({
    _id: key,
    expiresAt: { $gt: new Date(now) },
  }).lean<RateLimitCounterRecord>();
  return doc?.count ?? 0;
}

/** Close the key's window: its next count opens a new one. */
export async function resetCounter(key: string): Promise<void> {
  await RateLimitCounterModel.deleteOne({ _id: key });
}

/**
 * The same windowed counts kept in this process, updated synchronously: a request is counted
 * before its first await, so a burst of concurrent requests cannot all slip under a limit while
 * the shared counter is still being written.
 */
export class LocalWindowCounter {
  private readonly counts = new Map<string, WindowCount>();

  constructor(private readonly maxKeys = 50_000) {}

  add(key: string, windowMs: number, by = 1, now = Date.now()): WindowCount {
    const current = this.counts.get(key);
    const open = current !== undefined && current.resetAt > now;
    const count = Math.max(0, open ? current.count + by : by);
    const resetAt = open ? current.resetAt : now + windowMs;
    if (this.counts.size >= this.maxKeys) this.prune(now);
    this.counts.set(key, { count, resetAt });
    return { count, resetAt };
  }

  delete(key: string): void {
    this.counts.delete(key);
  }

  private prune(now: number): void {
    for (const [key, value] of this.counts) if (value.resetAt <= now) this.counts.delete(key);
    // Still full of live keys (a flood of distinct clients): forget the oldest half.
    if (this.counts.size >= this.maxKeys) {
      let drop = Math.floor(this.counts.size / 2);
      for (const key of this.counts.keys()) {
        if (drop-- <= 0) break;
        this.counts.delete(key);
      }
    }
  }
}
