import type { Request, RequestHandler, Response } from 'express';
import { rateLimit, type IncrementResponse, type Options, type Store } from 'express-rate-limit';
import { clientKeyOf } from './clientKey';
import { incrementCounter, resetCounter } from './counterStore';

/**
 * express-rate-limit's store on the shared counters: every API instance on the database counts
 * the same clients together (express-rate-limit's default memory store counts per process).
 */
export class SharedCounterStore implements Store {
  private windowMs = 60_000;
  /** Counts live in the database, not in this process. */
  readonly localKeys = false;

  constructor(readonly prefix: string) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<IncrementResponse> {
    const { count, resetAt } = await incrementCounter(`${this.prefix}:${key}`, this.windowMs);
    return { totalHits: count, resetTime: new Date(resetAt) };
  }

  async decrement(key: string): Promise<void> {
    await incrementCounter(`${this.prefix}:${key}`, this.windowMs, -1);
  }

  async resetKey(key: string): Promise<void> {
    await resetCounter(`${this.prefix}:${key}`);
  }
}

export interface SharedLimit {
  windowMs: number;
  limit: number;
}

/**
 * A per-client limit counted in the shared store; beyond it 429 with `message` and nothing is
 * done. The client is `req.ip` (which TRUST_PROXY decides), an IPv6 address counted by its /64. Two limiters of the same
 * `name` share one count (the API's JSON route and the page server's form post); `answer` writes
 * the 429 in the caller's format (JSON by default).
 */
export function sharedRateLimit(
  name: string,
  limits: SharedLimit,
  message: string,
  answer: (req: Request, res: Response, message: string) => void = (_req, res) => {
    res.status(429).json({ message });
  },
): RequestHandler {
  return rateLimit({
    ...limits,
    store: new SharedCounterStore(`throttle:${name}`),
    keyGenerator: (req) => clientKeyOf(req),
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    // Proxy settings are validated once by the app (TRUST_PROXY), not per limiter.
    validate: { trustProxy: false, xForwardedForHeader: false },
    handler: (req, res) => answer(req, res, message),
  });
}
