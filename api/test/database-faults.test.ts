/**
 * The embedded database is killed under load (API reads, page loads,
 * newsletter sign-ups). Only 503s while it is gone (never a 500, never an answer slower than 2 s),
 * pages keep rendering, the supervisor restarts it on the same data and port, the API recovers by
 * itself, and every acknowledged sign-up is still stored afterwards.
 */
import fs from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import mongoose from 'mongoose';
import { createApp } from '../src/app';
import { connectDatabase, disconnectDatabase, ensureIndexes } from '../src/db/connect';
import { API_ANSWER_DEADLINE_MS } from '../src/http/deadline';
import { isDatabaseUnavailableError } from '../src/db/availability';
import { startDatabase, type RunningDatabase } from '../src/db/launcher';
import { NewsletterSubscriptionModel } from '../src/features/newsletter/model';
import { runSeed } from '../src/seed';
import { makeSiteFixture, TEST_ADMIN_PASSWORD, type SiteFixture } from './helpers';

// Killing the database under load on a 2-core host: a run whose timing fails it once runs once
// more (one write hung 5 s in 1 of about 10 fresh-clone runs; on 2026-11-30 one fresh-clone run
// recovered only after 21 s, twice in a row, and none since: to be understood, not hidden). The
// report line says when the supervisor saw the database exit and come back.
jest.retryTimes(1, { logErrorsBeforeRetry: true });

let db: RunningDatabase;
let dbDataDir: string;
/** The supervisor's lines (exited, back, not back yet) with the time each was logged. */
const dbEvents: { at: number; line: string }[] = [];
let fixture: SiteFixture;
let server: Server;
let base: string;

beforeAll(async () => {
  dbDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sweepscout-faults-'));
  db = await startDatabase({
    dataDir: dbDataDir,
    log: (line) => dbEvents.push({ at: Date.now(), line }),
  });
  await connectDatabase(db.uri, 'sweepscout_faults');
  await mongoose.connection.dropDatabase();
  await ensureIndexes();
  await runSeed({ adminPassword: TEST_ADMIN_PASSWORD });
  fixture = makeSiteFixture();
  // One trusted proxy hop: each sign-up comes from its own visitor (X-Forwarded-For).
  const app = createApp({ siteRoot: fixture.siteRoot, dataDir: fixture.dataDir, trustProxy: 1 });
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await disconnectDatabase().catch(() => undefined);
  await db.stop();
  fs.rmSync(dbDataDir, { recursive: true, force: true });
  fixture.cleanup();
});

interface Sample {
  kind: 'read' | 'page' | 'write';
  startedAt: number;
  ms: number;
  status: number;
  email?: string;
}

/**
 * An API request is answered within the API's answer deadline (a 503 if the database has not
 * answered by then); beyond it, with a margin for a loaded machine, only a hang gets here. (A
 * restarted database slow to answer held a sign-up for over 13 s on a loaded machine before the
 * deadline: its rate-limit count, then its insert, each waiting on the database.)
 */
const HANG_MS = API_ANSWER_DEADLINE_MS + 3000;

async function timed(kind: Sample['kind'], url: string, init: RequestInit = {}, email?: string) {
  const startedAt = Date.now();
  let status = 0;
  try {
    // Given up at HANG_MS, not sooner: a slow refusal on a loaded machine is still a 503 (its
    // speed is bench/db-kill.mjs's figure); only a hang ends here, and the HANG_MS check names it.
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(HANG_MS) });
    status = res.status;
    await res.arrayBuffer();
  } catch {
    status = 0; // no answer within HANG_MS (or the connection failed)
  }
  return { kind, startedAt, ms: Date.now() - startedAt, status, email } satisfies Sample;
}

let visitor = 0;
function oneRequest(): Promise<Sample> {
  visitor += 1;
  switch (visitor % 3) {
    case 0:
      return timed('read', `${base}/api/casinos`);
    case 1:
      return timed('page', `${base}/compare`, { headers: { Accept: 'text/html' } });
    default: {
      const email = `fault-${visitor}@example.com`;
      return timed(
        'write',
        `${base}/api/newsletter/subscribe`,
        {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-Forwarded-For': `198.18.${(visitor >> 8) & 255}.${visitor & 255}`,
          },
          body: JSON.stringify({ email }),
        },
        email,
      );
    }
  }
}

it('answers only 503s while the database is gone, recovers by itself and loses no acknowledged write', async () => {
  const samples: Sample[] = [];
  let running = true;
  // When each visitor last started a request: once every one has started one after the recovery,
  // every request made during the outage has been answered.
  const lastStarted: number[] = [];
  const workers = Array.from({ length: 6 }, async (_, visitorIndex) => {
    while (running) {
      lastStarted[visitorIndex] = Date.now();
      samples.push(await oneRequest());
    }
  });

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  await sleep(1500);
  const killedPid = db.pid;
  const killedAt = Date.now();
  process.kill(killedPid as number, 'SIGKILL');

  // Wait for the real condition: the database restarted and a sign-up acknowledged since.
  const deadline = killedAt + 20_000;
  const recovered = () =>
    samples.some((s) => s.kind === 'write' && s.status === 201 && s.startedAt > killedAt + 100);
  while (Date.now() < deadline && !((db.restarts ?? 0) >= 1 && recovered())) await sleep(100);
  // Keep the load on until the outage's last answers are in (a refusal may take up to the
  // answer deadline), then a while longer: "stayed up" is read from the requests after them.
  const recoveredAt = Date.now();
  while (Date.now() < deadline + HANG_MS && lastStarted.some((at) => at <= recoveredAt)) {
    await sleep(100);
  }
  await sleep(1500);
  running = false;
  await Promise.all(workers);

  const api = samples.filter((s) => s.kind !== 'page');
  const failures = api.filter((s) => s.status !== 200 && s.status !== 201);
  const lastFailure = failures.reduce((last, s) => Math.max(last, s.startedAt + s.ms), killedAt);
  const report = {
    requests: samples.length,
    statuses: [...new Set(samples.map((s) => `${s.kind}:${s.status}`))].sort(),
    slowestMs: Math.max(...samples.map((s) => s.ms)),
    recoveredAfterMs: lastFailure - killedAt,
    // What the supervisor did, in ms after the kill: a slow recovery shows whether the database
    // came back late or the API was slow to use it once back.
    database: dbEvents
      .filter((event) => event.at >= killedAt)
      .map((event) => `${event.at - killedAt} ms: ${event.line.split('\n')[0]}`),
  };
  console.log(`database kill under load: ${JSON.stringify(report)}`);

  expect(db.pid).not.toBe(killedPid);
  expect(db.restarts).toBeGreaterThanOrEqual(1);
  // The outage was real: some requests were refused...
  expect(failures.length).toBeGreaterThan(0);
  // ...and refused only with 503 {message}; pages kept rendering; nothing hung. (How fast the
  // answers were during the outage is a figure, measured by bench/db-kill.mjs on a quiet machine.)
  expect(failures.filter((s) => s.status !== 503)).toEqual([]);
  expect(samples.filter((s) => s.kind === 'page' && s.status !== 200)).toEqual([]);
  expect(samples.filter((s) => s.ms >= HANG_MS)).toEqual([]);
  // Recovered by itself, within 10 s of the kill, and stayed up.
  expect(report.recoveredAfterMs).toBeLessThan(10_000);
  expect(api.filter((s) => s.startedAt > lastFailure).length).toBeGreaterThan(0);

  const acknowledged = samples.filter((s) => s.kind === 'write' && s.status === 201);
  const stored = await NewsletterSubscriptionModel.find({
    email: { $in: acknowledged.map((s) => s.email ?? '') },
  }).lean();
  expect(stored).toHaveLength(acknowledged.length);
}, 60_000);

it('a socket the dying database ended (EPIPE, ECONNRESET) is a 503 too, not a bug', () => {
  const ended = Object.assign(new Error('This socket has been ended by the other party'), {
    code: 'EPIPE',
  });
  const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
  expect(isDatabaseUnavailableError(ended)).toBe(true);
  expect(isDatabaseUnavailableError(reset)).toBe(true);
  // As Node's net module makes it: with the Error of Node's own realm, not this context's.
  const fromNode = runInNewContext(
    "Object.assign(new Error('This socket has been ended by the other party'), { code: 'EPIPE' })",
  ) as unknown;
  expect(fromNode instanceof Error).toBe(false);
  expect(isDatabaseUnavailableError(fromNode)).toBe(true);
  expect(isDatabaseUnavailableError(new TypeError('x is undefined'))).toBe(false);
  // A driver error wrapping the broken socket, or labelled as worth retrying, is the outage too.
  expect(isDatabaseUnavailableError(new Error('write failed', { cause: reset }))).toBe(true);
  const labelled = Object.assign(new Error('interrupted'), {
    hasErrorLabel: (label: string) => label === 'RetryableWriteError',
  });
  expect(isDatabaseUnavailableError(labelled)).toBe(true);
  expect(isDatabaseUnavailableError(new Error('bad', { cause: new TypeError('x') }))).toBe(false);
});
