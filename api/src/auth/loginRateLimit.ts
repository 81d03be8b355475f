/**
 * Failed-login limiter, per client (IP) and per username. Counting is by who tries, never by the
 * request path, so '/api/admin/LOGIN/' and '/api/admin/login' share one budget; usernames are
 * compared trimmed and lower-cased, so 'Admin ' and 'admin' do too.
 */
export interface LoginRateLimitOptions {
  windowMs: number;
  maxFailuresPerUsername: number;
  maxFailuresPerClient: number;
}

export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimitOptions = {
  windowMs: 15 * 60 * 1000,
  maxFailuresPerUsername: 5,
  maxFailuresPerClient: 20,
};

interface Bucket {
  failures: number;
  resetAt: number;
}

const MAX_BUCKETS = 50_000;

export function normaliseUsername(username: unknown): string {
  return typeof username === 'string' ? username.trim().toLowerCase().slice(0, 100) : '';
}

export class LoginRateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly options: LoginRateLimitOptions = DEFAULT_LOGIN_RATE_LIMIT) {}

  private keys(client: string, username: string): [string, number][] {
    const keys: [string, number][] = [[`client:${client}`, this.options.maxFailuresPerClient]];
    if (username) keys.push([`user:${username}`, this.options.maxFailuresPerUsername]);
    return keys;
  }

  private live(key: string, now: number): Bucket | undefined {
    const bucket = this.buckets.get(key);
    if (bucket && bucket.resetAt <= now) {
      this.buckets.delete(key);
      return undefined;
    }
    return bucket;
  }

  /** Milliseconds until the caller may try again, or 0 when allowed now. */
  retryAfterMs(client: string, username: string, now = Date.now()): number {
    let wait = 0;
    for (const [key, max] of this.keys(client, username)) {
      const bucket = this.live(key, now);
      if (bucket && bucket.failures >= max) wait = Math.max(wait, bucket.resetAt - now);
    }
    return wait;
  }

  recordFailure(client: string, username: string, now = Date.now()): void {
    if (this.buckets.size > MAX_BUCKETS) this.prune(now);
    for (const [key] of this.keys(client, username)) {
      const bucket = this.live(key, now);
      if (bucket) bucket.failures += 1;
      else this.buckets.set(key, { failures: 1, resetAt: now + this.options.windowMs });
    }
  }

  /** A successful login clears the username's count (the client's stays). */
  recordSuccess(username: string): void {
    this.buckets.delete(`user:${username}`);
  }

  private prune(now: number): void {
    for (const [key, bucket] of this.buckets) if (bucket.resetAt <= now) this.buckets.delete(key);
  }
}
