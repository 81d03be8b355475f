import { Schema, model } from 'mongoose';

/**
 * Counters that every API instance shares (rate limits, login attempts): one document per key and
 * fixed time window, incremented atomically. FerretDB has no TTL indexes, so each document carries
 * the time it may be purged (`expiresAt`) and the retention job deletes the expired ones.
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

export interface WindowCount {
  count: number;
  /** When this window ends (ms since epoch). */
  resetAt: number;
}

/** The start of the fixed window holding `now`; every instance computes the same one. */
export function windowStart(windowMs: number, now: number): number {
  return Math.floor(now / windowMs) * windowMs;
}

function documentId(key: string, windowMs: number, now: number): string {
  return `${key}@${windowStart(windowMs, now)}`;
}

/** Add `by` to the key's count in the current window (creating it) and answer the new count. */
export async function incrementCounter(
  key: string,
  windowMs: number,
  by = 1,
  now = Date.now(),
): Promise<WindowCount> {
  const resetAt = windowStart(windowMs, now) + windowMs;
  const update = () =>
    RateLimitCounterModel.findOneAndUpdate(
      { _id: documentId(key, windowMs, now) },
      { $inc: { count: by }, $setOnInsert: { expiresAt: new Date(resetAt) } },
      { upsert: true, returnDocument: 'after' },
    ).lean<RateLimitCounterRecord>();
  let doc: RateLimitCounterRecord | null;
  try {
    doc = await update();
  } catch (error) {
    // Concurrent upserts of a new window: one inserted it, the others increment it now.
    if ((error as { code?: unknown }).code !== DUPLICATE_KEY) throw error;
    doc = await update();
  }
  return { count: doc?.count ?? by, resetAt };
}

/** The key's count in the current window, without changing it. */
export async function readCounter(
  key: string,
  windowMs: number,
  now = Date.now(),
): Promise<WindowCount> {
  const doc = await RateLimitCounterModel.findById(
    documentId(key, windowMs, now),
  ).lean<RateLimitCounterRecord>();
  return { count: doc?.count ?? 0, resetAt: windowStart(windowMs, now) + windowMs };
}

export async function resetCounter(key: string, windowMs: number, now = Date.now()): Promise<void> {
  await RateLimitCounterModel.deleteOne({ _id: documentId(key, windowMs, now) });
}

/**
 * The same fixed-window counts kept in this process, updated synchronously: a request is counted
 * before its first await, so a burst of concurrent requests cannot all slip under a limit while
 * the shared counter is still being written.
 */
export class LocalWindowCounter {
  private readonly counts = new Map<string, WindowCount>();

  constructor(private readonly maxKeys = 50_000) {}

  add(key: string, windowMs: number, by = 1, now = Date.now()): WindowCount {
    const resetAt = windowStart(windowMs, now) + windowMs;
    const current = this.counts.get(key);
    const count = current && current.resetAt === resetAt ? current.count + by : by;
    if (this.counts.size >= this.maxKeys) this.prune(now);
    this.counts.set(key, { count: Math.max(0, count), resetAt });
    return { count: Math.max(0, count), resetAt };
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
