import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/db/availability';
import { isAdminRequest } from '../../src/db/availability';
import { answerWithinDeadline } from '../../src/http/deadline';
import { finalErrorHandler } from '../../src/http/errors';

const DEADLINE_MS = 150;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: Server;
let base = '';
let connections = 0;
/** What the slow route's handler saw when it finally finished. */
const lateAnswers: string[] = [];
/** Ends the slow route's work: the test decides when, so that no clock decides the order. */
let finishSlowWork: () => void = () => undefined;

beforeAll(async () => {
  const app = express();
  // As the API mounts it: staff requests are never cut.
  app.use('/api', answerWithinDeadline(isAdminRequest, DEADLINE_MS));
  app.post('/api/admin/casinos', async (_req, res) => {
    await sleep(DEADLINE_MS * 2);
    res.status(201).json({ saved: true });
  });
  app.post('/api/newsletter/subscribe', async (_req, res) => {
    await sleep(DEADLINE_MS * 2);
    res.status(201).json({ message: 'Successfully subscribed' });
  });
  app.use(answerWithinDeadline((req) => req.path === '/upload', DEADLINE_MS));
  // A request whose database work outlasts the deadline, then answers as if nothing happened.
  app.post('/slow', async (_req, res) => {
    await new Promise<void>((resolve) => (finishSlowWork = resolve));
    try {
      res.status(201).json({ message: 'Successfully subscribed' });
      lateAnswers.push('written');
    } catch {
      lateAnswers.push('refused');
      throw new Error('too late');
    }
  });
  app.post('/upload', async (_req, res) => {
    await sleep(DEADLINE_MS * 2);
    res.status(201).json({ ok: true });
  });
  // An answer that started in time is never cut, however long it streams.
  app.get('/export', async (_req, res) => {
    res.type('text/csv').write('email\r\n');
    await sleep(DEADLINE_MS * 2);
    res.end('a@b.example\r\n');
  });
  app.get('/quick', (_req, res) => {
    res.json({ ok: true });
  });
  app.use(finalErrorHandler);
  server = app.listen(0, '127.0.0.1');
  server.on('connection', () => (connections += 1));
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

it("answers a request still waiting at the deadline with the outage's 503, and keeps the connection", async () => {
  // The handler's work never ends until the test ends it: only the deadline can answer this.
  const slow = await fetch(`${base}/slow`, { method: 'POST' });
  expect(slow.status).toBe(503);
  expect(slow.headers.get('retry-after')).toBe('5');
  expect(await slow.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
  expect(lateAnswers).toEqual([]);

  // The handler's own answer, when its work ends, goes nowhere and breaks nothing: the same
  // connection carries the client's next request.
  finishSlowWork();
  while (lateAnswers.length === 0) await sleep(10);
  expect(lateAnswers).toEqual(['refused']);
  const before = connections;
  const next = await fetch(`${base}/quick`);
  expect(next.status).toBe(200);
  expect(connections).toBe(before);
});

it("mounted as the API mounts it, cuts a visitor's slow request but never a member of staff's", async () => {
  expect((await fetch(`${base}/api/newsletter/subscribe`, { method: 'POST' })).status).toBe(503);
  const save = await fetch(`${base}/api/admin/casinos`, { method: 'POST' });
  expect(save.status).toBe(201);
  expect(await save.json()).toEqual({ saved: true });
});

it('leaves alone a request it skips, an answer that started in time, and a quick one', async () => {
  const upload = await fetch(`${base}/upload`, { method: 'POST' });
  expect(upload.status).toBe(201);
  const csv = await fetch(`${base}/export`);
  expect(csv.status).toBe(200);
  expect(await csv.text()).toBe('email\r\na@b.example\r\n');
  expect((await fetch(`${base}/quick`)).status).toBe(200);
});
