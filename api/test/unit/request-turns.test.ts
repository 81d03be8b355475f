import { EventEmitter } from 'node:events';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handledInTurns } from '../../src/http/requestTurns';

/** The rest of the current turn of the event loop, and the next turn's check phase. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A request and its response, which finishes when the handler ends it. */
function exchange(url: string) {
  const res = Object.assign(new EventEmitter(), {
    headersSent: false,
    status: 0,
    writeHead(status: number) {
      res.status = status;
      res.headersSent = true;
    },
    end() {
      res.emit('finish');
    },
  });
  return [{ url } as unknown as IncomingMessage, res as unknown as ServerResponse] as const;
}

/** A line whose handler notes each request's URL as it starts, and answers it. */
function notingStarts() {
  const started: string[] = [];
  const handle = handledInTurns((req, res) => {
    started.push(req.url ?? '');
    res.end();
  });
  return { started, handle };
}

describe('handledInTurns (requests the cache cannot answer, one started a turn)', () => {
  it('starts one request a turn of the event loop, the oldest first', async () => {
    const { started, handle } = notingStarts();
    handle(...exchange('/a'));
    handle(...exchange('/b'));
    expect(started).toEqual([]);
    await nextTurn();
    expect(started).toEqual(['/a']);
    // Read while /a ran: after /b, which was read before it.
    handle(...exchange('/c'));
    await nextTurn();
    expect(started).toEqual(['/a', '/b']);
    await nextTurn();
    expect(started).toEqual(['/a', '/b', '/c']);
  });

  it('starts a request read after the line emptied', async () => {
    const { started, handle } = notingStarts();
    handle(...exchange('/first'));
    await nextTurn();
    await nextTurn();
    handle(...exchange('/later'));
    await nextTurn();
    expect(started).toEqual(['/first', '/later']);
  });

  it('keeps the order over a long line', async () => {
    const started: string[] = [];
    const handle = handledInTurns((req, res) => {
      started.push(req.url ?? '');
      // Each start reads one more request, as a loaded server does.
      if (started.length <= 300) handle(...exchange(`/late-${started.length}`));
      res.end();
    });
    const early = Array.from({ length: 200 }, (_, i) => `/early-${i}`);
    for (const url of early) handle(...exchange(url));
    for (let turn = 0; turn < 501; turn += 1) await nextTurn();
    const late = Array.from({ length: 300 }, (_, i) => `/late-${i + 1}`);
    expect(started).toEqual([...early, ...late]);
  });

  it('answers 500 to a request whose handling throws, and still starts the ones after it', async () => {
    const handle = handledInTurns((req, res) => {
      if (req.url === '/broken') throw new Error('broken before its route');
      res.end();
    });
    const [brokenReq, brokenRes] = exchange('/broken');
    const [okReq, okRes] = exchange('/ok');
    const finished: string[] = [];
    brokenRes.once('finish', () => finished.push('/broken'));
    okRes.once('finish', () => finished.push('/ok'));
    handle(brokenReq, brokenRes);
    handle(okReq, okRes);
    await nextTurn();
    await nextTurn();
    expect(finished).toEqual(['/broken', '/ok']);
    expect((brokenRes as unknown as { status: number }).status).toBe(500);
  });

  it('answers every request of many keep-alive connections over HTTP, each its own answer', async () => {
    const server = http.createServer(
      handledInTurns((req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/plain' });
        res.end(`answer to ${req.url}`);
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
    try {
      const get = (path: string) =>
        new Promise<string>((resolve, reject) => {
          http
            .get({ port, host: '127.0.0.1', path, agent }, (res) => {
              let body = '';
              res.on('data', (chunk: Buffer) => (body += chunk.toString()));
              res.on('end', () => resolve(body));
            })
            .on('error', reject);
        });
      const paths = Array.from({ length: 200 }, (_, i) => `/page-${i}`);
      const bodies = await Promise.all(paths.map(get));
      expect(bodies).toEqual(paths.map((path) => `answer to ${path}`));
    } finally {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
