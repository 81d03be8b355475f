/**
 * A database that keeps its connections open but stops answering (a restarted embedded database
 * still opening its files on a loaded machine, a server stuck on its disk): a request waiting on
 * it is refused with a 503 by the API's answer deadline, before even the socket timeout, never left
 * waiting for as long as the database takes (without either, this test waits until jest gives up).
 */
import net from 'node:net';
import mongoose from 'mongoose';
import request from 'supertest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../src/db/availability';
import { FaqModel } from '../src/features/faqs/model';
import { RECORD_WAIT_MS, VIEW_WAIT_MS } from '../src/features/outbound/limits';
import { API_ANSWER_DEADLINE_MS } from '../src/http/deadline';
import { connectDatabase, DATABASE_SOCKET_TIMEOUT_MS, ensureIndexes } from '../src/db/connect';
import { runSeed } from '../src/seed';
import {
  closeDatabase,
  makeApp,
  makeSiteFixture,
  TEST_ADMIN_PASSWORD,
  testDatabaseUri,
} from './helpers';

/** Where the test database listens: its Unix socket (the host of its URI), or a TCP port. */
function endpointOf(uri: string): net.NetConnectOpts {
  const { hostname, port } = new URL(uri);
  return port ? { host: hostname, port: Number(port) } : { path: decodeURIComponent(hostname) };
}

/** A TCP relay to the test database whose answers can be held back (`stall`). */
function stallingRelay(target: net.NetConnectOpts) {
  let stalled = false;
  const answers: net.Socket[] = [];
  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    client.pipe(upstream);
    answers.push(upstream);
    if (!stalled) upstream.pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  return {
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
      ),
    /** From now on the database's answers stay in the relay, on every connection. */
    stall: () => {
      stalled = true;
      for (const upstream of answers) upstream.unpipe();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const upstream of answers) upstream.destroy();
        server.close(() => resolve());
      }),
  };
}

const relay = stallingRelay(endpointOf(testDatabaseUri()));
const fixture = makeSiteFixture();
const app = makeApp(fixture);

beforeAll(async () => {
  const port = await relay.listen();
  await connectDatabase(`mongodb://127.0.0.1:${port}/`, 'sweepscout_test_database_stall');
  await mongoose.connection.dropDatabase();
  await ensureIndexes();
  await runSeed({ adminPassword: TEST_ADMIN_PASSWORD });
  // The public read model is built while the database answers, as on a running server: pages
  // then render from memory during the stall.
  await request(app).get('/compare').set('Accept', 'text/html').expect(200);
});

afterAll(async () => {
  await relay.close();
  await closeDatabase();
  fixture.cleanup();
});

// Each test waits on a stalled database, up to the socket timeout at worst.
jest.setTimeout(DATABASE_SOCKET_TIMEOUT_MS * 3);

/** A request's answer and how long it took (ms). */
async function timed(sent: Promise<request.Response>) {
  const startedAt = Date.now();
  const res = await sent;
  return { res, waited: Date.now() - startedAt };
}

/**
 * Given up by the API's answer deadline: not at once, and not as late as an operation's socket
 * timeout (a request that chains operations could wait for several of those).
 */
function expectAnsweredAtTheDeadline(waited: number) {
  expect(waited).toBeGreaterThanOrEqual(API_ANSWER_DEADLINE_MS);
  expect(waited).toBeLessThan(DATABASE_SOCKET_TIMEOUT_MS);
}

it('refuses a write with a 503 at the answer deadline when the database stops answering', async () => {
  // Connected and answering first: a sign-up is acknowledged.
  await request(app)
    .post('/api/newsletter/subscribe')
    .set('X-Forwarded-For', '198.18.7.1')
    .send({ email: 'before-the-stall@example.com' })
    .expect(201);

  relay.stall();
  const { res, waited } = await timed(
    request(app)
      .post('/api/newsletter/subscribe')
      .set('X-Forwarded-For', '198.18.7.2')
      .send({ email: 'during-the-stall@example.com' }),
  );

  expect(res.status).toBe(503);
  expect(res.body).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
  expect(res.headers['retry-after']).toBe('5');
  // The request was let through (the database looked connected) and its operation waited,
  // rather than being refused at once by a check that saw it gone; then the deadline answered.
  expectAnsweredAtTheDeadline(waited);
});

it('answers a form posted without script with its page and a 503 at the same deadline', async () => {
  // The database is still stalled (the test above): the post's rate-limit count waits on it.
  const { res, waited } = await timed(
    request(app)
      .post('/')
      .set('Sec-Fetch-Site', 'same-origin')
      .set('X-Forwarded-For', '198.18.7.3')
      .type('form')
      .send({ email: 'form-during-the-stall@example.com' }),
  );

  expect(res.status).toBe(503);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  expect(res.headers['cache-control']).toBe('no-store');
  expectAnsweredAtTheDeadline(waited);
});

/** A click on a casino's link from `address`, sent on to the casino: after how long (ms). */
async function timedClickSentOn(address: string): Promise<number> {
  const { res, waited } = await timed(
    request(app).get('/go/crown-coins-casino?from=compare-table').set('X-Forwarded-For', address),
  );
  expect(res.status).toBe(302);
  expect(res.headers.location).toBe('https://crowncoinscasino.com');
  return waited;
}

it('sends a visitor on to the casino within the record wait, the click recorded later or not at all', async () => {
  // Still stalled: the click's rate-limit count and record wait on the database.
  const waited = await timedClickSentOn('198.18.7.4');

  expect(waited).toBeGreaterThanOrEqual(RECORD_WAIT_MS);
  expect(waited).toBeLessThan(API_ANSWER_DEADLINE_MS);
});

it('sends a visitor on by the view in memory when a write of this server left it behind', async () => {
  // A save of a public record, started while the database is still stalled: this server counts
  // it, so its public view is no longer current, and the rebuild that would catch up waits on the
  // database. The save itself fails when the connection closes after the tests.
  const save = FaqModel.updateOne({}, { $set: { updatedAt: new Date() } })
    .exec()
    .catch(() => undefined);
  const waited = await timedClickSentOn('198.18.7.5');

  // The view's wait, then the record's.
  expect(waited).toBeGreaterThanOrEqual(VIEW_WAIT_MS + RECORD_WAIT_MS);
  expect(waited).toBeLessThan(API_ANSWER_DEADLINE_MS);
  void save;
});
