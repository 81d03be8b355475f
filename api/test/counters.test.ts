/**
 * The shared counters behind every rate limit and login limit, against the real database: a
 * window opens with a key's first count, so no clock boundary splits a run of attempts.
 */
import mongoose from 'mongoose';
import { connectDatabase, ensureIndexes } from '../src/db/connect';
import { LoginRateLimiter, DEFAULT_LOGIN_RATE_LIMIT } from '../src/auth/loginRateLimit';
import {
  LocalWindowCounter,
  RateLimitCounterModel,
  incrementCounter,
  readCounter,
} from '../src/limits/counterStore';
import { closeDatabase, resetRateLimits, testDatabaseUri } from './helpers';

const WINDOW_MS = 15 * 60 * 1000;
/** One second before a quarter-hour of the clock: where a clock-aligned window would end. */
const JUST_BEFORE_BOUNDARY = Math.ceil(Date.now() / WINDOW_MS) * WINDOW_MS + 10 * WINDOW_MS - 1000;

beforeAll(async () => {
  await connectDatabase(testDatabaseUri(), 'sweepscout_test_counters');
  await mongoose.connection.dropDatabase();
  await ensureIndexes();
});
beforeEach(() => resetRateLimits());
afterAll(() => closeDatabase());

describe('shared counters', () => {
  it('counts on across a quarter-hour of the clock, in the window the first count opened', async () => {
    const counts = [];
    for (let i = 0; i < 5; i += 1)
      counts.push(await incrementCounter('test:straddle', WINDOW_MS, 1, JUST_BEFORE_BOUNDARY + i));
    const after = await incrementCounter(
      'test:straddle',
      WINDOW_MS,
      1,
      JUST_BEFORE_BOUNDARY + 2000,
    );
    expect(counts.map((c) => c.count)).toEqual([1, 2, 3, 4, 5]);
    expect(after).toEqual({ count: 6, resetAt: JUST_BEFORE_BOUNDARY + WINDOW_MS });
    expect(await readCounter('test:straddle', JUST_BEFORE_BOUNDARY + 2000)).toBe(6);
  });

  it('opens a new window with the first count after the window ends', async () => {
    const start = JUST_BEFORE_BOUNDARY;
    await incrementCounter('test:expire', WINDOW_MS, 3, start);
    const end = start + WINDOW_MS;
    expect(await readCounter('test:expire', end)).toBe(0);
    expect(await incrementCounter('test:expire', WINDOW_MS, 1, end + 5)).toEqual({
      count: 1,
      resetAt: end + 5 + WINDOW_MS,
    });
  });

  it('numbers 20 concurrent counts of a new key 1 to 20, in one window', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => incrementCounter('test:burst', WINDOW_MS)),
    );
    expect(results.map((r) => r.count)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(results.map((r) => r.resetAt)).size).toBe(1);
    expect(await readCounter('test:burst')).toBe(20);
  });

  it('adds concurrent counts of different sizes exactly', async () => {
    const results = await Promise.all(
      [3, 1, 5, -1, 2].map((by) => incrementCounter('test:sizes', WINDOW_MS, by)),
    );
    expect(results.map((r) => r.count)).toEqual([3, 4, 9, 8, 10]);
    expect(await readCounter('test:sizes')).toBe(10);
  });

  it('10 concurrent counts reopen an expired window: the old count is gone', async () => {
    const now = Date.now();
    await RateLimitCounterModel.create({
      _id: 'test:reopen',
      count: 7,
      expiresAt: new Date(now - 1),
    });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => incrementCounter('test:reopen', WINDOW_MS, 1, now)),
    );
    expect(results.map((r) => r.count)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    expect(new Set(results.map((r) => r.resetAt))).toEqual(new Set([now + WINDOW_MS]));
  });

  it('taking a count back from a closed window changes nothing', async () => {
    expect((await incrementCounter('test:undo', WINDOW_MS, -1)).count).toBe(0);
    expect(await RateLimitCounterModel.exists({ _id: 'test:undo' })).toBeNull();
  });

  it('the in-process counter also keeps the window its first count opened', () => {
    const local = new LocalWindowCounter();
    for (let i = 0; i < 5; i += 1) local.add('k', WINDOW_MS, 1, JUST_BEFORE_BOUNDARY + i);
    expect(local.add('k', WINDOW_MS, 1, JUST_BEFORE_BOUNDARY + 2000).count).toBe(6);
    expect(local.add('k', WINDOW_MS, 1, JUST_BEFORE_BOUNDARY + WINDOW_MS).count).toBe(1);
  });
});

describe('login limit across a quarter-hour of the clock', () => {
  it('refuses the sixth attempt of a (username, client) even when a quarter-hour passes between', async () => {
    // Two instances on the same database, each with its own in-process counts.
    const instances = [new LoginRateLimiter(), new LoginRateLimiter()];
    for (let i = 0; i < DEFAULT_LOGIN_RATE_LIMIT.maxAttemptsPerUserAndClient; i += 1) {
      const now = JUST_BEFORE_BOUNDARY + i * 300;
      const attempt = instances[i % 2].begin('203.0.113.9', 'someone', now);
      expect((await attempt.gate(now)).allowed).toBe(true);
    }
    const later = JUST_BEFORE_BOUNDARY + 2000;
    const sixth = await instances[1].begin('203.0.113.9', 'someone', later).gate(later);
    expect(sixth).toEqual({ allowed: false, retryAfterMs: WINDOW_MS - 2000 });
  });
});
