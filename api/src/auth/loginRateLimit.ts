import {
  incrementCounter,
  LocalWindowCounter,
  readCounter,
  resetCounter,
} from '../limits/counterStore';

/**
 * Login limits, shared by every API instance through the database counters:
 * - a hard limit of attempts per (username, client): 429 beyond it, whatever the password;
 * - a hard limit of failed attempts per client across usernames;
 * - a growing delay per username (failures from every client), instead of a lockout, so that an
 *   attacker cannot keep the owner out: from another client the owner still signs in.
 * Each attempt is counted in this process before the first await and then in the shared store.
 * Usernames are compared trimmed and lower-cased; the request path plays no part.
 */
export interface LoginRateLimitOptions {
  windowMs: number;
  maxAttemptsPerUserAndClient: number;
  maxFailuresPerClient: number;
  /** Failures of a username (from all clients) before its attempts are slowed down. */
  delayAfterFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimitOptions = {
  windowMs: 15 * 60 * 1000,
  maxAttemptsPerUserAndClient: 5,
  maxFailuresPerClient: 20,
  delayAfterFailures: 3,
  baseDelayMs: 250,
  maxDelayMs: 8000,
};

export function normaliseUsername(username: unknown): string {
  return typeof username === 'string' ? username.trim().toLowerCase().slice(0, 100) : '';
}

export type LoginGate =
  { allowed: false; retryAfterMs: number } | { allowed: true; delayMs: number };

/** One login attempt: counted when created, settled once with `succeeded()` or `failed()`. */
export class LoginAttempt {
  constructor(
    private readonly limiter: LoginRateLimiter,
    readonly pairKey: string,
    readonly clientKey: string,
    readonly userKey: string,
    readonly refusedNow: number,
  ) {}

  /** The shared counts: refused beyond a hard limit, else the delay the username has earned. */
  async gate(now = Date.now()): Promise<LoginGate> {
    return this.limiter.gate(this, now);
  }

  succeeded(): Promise<void> {
    return this.limiter.settle(this, true);
  }

  failed(): Promise<void> {
    return this.limiter.settle(this, false);
  }
}

export class LoginRateLimiter {
  private readonly local = new LocalWindowCounter();

  constructor(readonly options: LoginRateLimitOptions = DEFAULT_LOGIN_RATE_LIMIT) {}

  /**
   * Count an attempt synchronously. Answers the attempt, whose `refusedNow` is the wait in ms when
   * this process alone already knows it is over a hard limit (0 otherwise).
   */
  begin(client: string, username: string, now = Date.now()): LoginAttempt {
    const { windowMs, maxAttemptsPerUserAndClient, maxFailuresPerClient } = this.options;
    const pairKey = `login:pair:${username}|${client}`;
    const clientKey = `login:client:${client}`;
    const pair = this.local.add(pairKey, windowMs, 1, now);
    const perClient = this.local.add(clientKey, windowMs, 1, now);
    const over = pair.count > maxAttemptsPerUserAndClient || perClient.count > maxFailuresPerClient;
    return new LoginAttempt(
      this,
      pairKey,
      clientKey,
      `login:user:${username}`,
      over ? Math.max(1, pair.resetAt - now) : 0,
    );
  }

  async gate(attempt: LoginAttempt, now = Date.now()): Promise<LoginGate> {
    const o = this.options;
    if (attempt.refusedNow > 0) return { allowed: false, retryAfterMs: attempt.refusedNow };
    const [pair, perClient, userFailures] = await Promise.all([
      incrementCounter(attempt.pairKey, o.windowMs, 1, now),
      incrementCounter(attempt.clientKey, o.windowMs, 1, now),
      readCounter(attempt.userKey, now),
    ]);
    if (pair.count > o.maxAttemptsPerUserAndClient || perClient.count > o.maxFailuresPerClient) {
      return { allowed: false, retryAfterMs: Math.max(1, pair.resetAt - now) };
    }
    const over = userFailures - o.delayAfterFailures;
    const delayMs = over < 0 ? 0 : Math.min(o.maxDelayMs, o.baseDelayMs * 2 ** over);
    return { allowed: true, delayMs };
  }

  /**
   * The gate of a sign-in from a known device of the username: only that device's own attempts
   * count (a hard limit), neither the client's nor the username's failures from elsewhere.
   */
  async deviceGate(deviceHash: string, now = Date.now()): Promise<LoginGate> {
    const o = this.options;
    const device = await incrementCounter(`login:device:${deviceHash}`, o.windowMs, 1, now);
    if (device.count > o.maxAttemptsPerUserAndClient) {
      return { allowed: false, retryAfterMs: Math.max(1, device.resetAt - now) };
    }
    return { allowed: true, delayMs: 0 };
  }

  async deviceSucceeded(deviceHash: string): Promise<void> {
    await resetCounter(`login:device:${deviceHash}`);
  }

  /**
   * A success clears the username's and the pair's counts and takes the attempt back from the
   * client's; a failure adds to the username's failures (which slow down its next attempts).
   */
  async settle(attempt: LoginAttempt, success: boolean): Promise<void> {
    const { windowMs } = this.options;
    if (success) {
      this.local.delete(attempt.pairKey);
      this.local.add(attempt.clientKey, windowMs, -1);
      await Promise.all([
        resetCounter(attempt.pairKey),
        resetCounter(attempt.userKey),
        incrementCounter(attempt.clientKey, windowMs, -1),
      ]);
    } else {
      await incrementCounter(attempt.userKey, windowMs, 1);
    }
  }
}
