import { EventEmitter } from 'node:events';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handledInTurns } from '../../src/http/requestTurns';

/** The rest of the current turn of the event loop, and its check phase. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A request on `socket` and its response, which finishes when the handler ends it. */
function exchange(socket: object, url: string) {
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
  return [{ socket, url } as unknown as IncomingMessage, res as unknown as ServerResponse] as const;
}

describe('handledInTurns (requests the cache cannot answer, a turn at a time)', () => {
  it('runs the requests read in one turn together, after the turn has read them all', async () => {
    const handled: string[] = [];
    const handle = handledInTurns((req, res) => {
      handled.push(req.url ?? '');
      res.end();
    });
    handle(...exchange({}, '/a'));
    handle(...exchange({}, '/b'));
    expect(handled).toEqual([]);
    await nextTurn();
    expect(handled).toEqual(['/a', '/b']);
  });

  it('takes first the request whose connection was answered longest ago', async () => {
    const [one, two, three] = [{}, {}, {}];
    const handled: string[] = [];
    // Each connection's answer is written when its handler ends it: three, then one, then two.
    const pending = new Map<string, ServerResponse>();
    const handle = handledInTurns((req, res) => {
      handled.push(req.url ?? '');
      pending.set(req.url ?? '', res);
    });
    handle(...exchange(one, '/1'));
    handle(...exchange(two, '/2'));
    handle(...exchange(three, '/3'));
    await nextTurn();
    for (const url of ['/3', '/1', '/2']) {
      pending.get(url)?.end();
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    handled.length = 0;
    // The next requests are read in the connections' order: one, two, three.
    handle(...exchange(one, '/1 again'));
    handle(...exchange(two, '/2 again'));
    handle(...exchange(three, '/3 again'));
    handle(...exchange({}, '/new connection'));
    await nextTurn();
    expect(handled).toEqual(['/new connection', '/3 again', '/1 again', '/2 again']);
  });

  it('answers 500 to a request whose handling throws, and still runs the rest of the turn', async () => {
    const handle = handledInTurns((req, res) => {
      if (req.url === '/broken') throw new Error('broken before its route');
      res.end();
    });
    const [brokenReq, brokenRes] = exchange({}, '/broken');
    const [okReq, okRes] = exchange({}, '/ok');
    const finished: string[] = [];
    brokenRes.once('finish', () => finished.push('/broken'));
    okRes.once('finish', () => finished.push('/ok'));
    handle(brokenReq, brokenRes);
    handle(okReq, okRes);
    await nextTurn();
    expect(finished).toEqual(['/broken', '/ok']);
    expect((brokenRes as unknown as { status: number }).status).toBe(500);
  });

  it('answers every request of many connections at once over HTTP, each its own answer', async () => {
    const server = http.createServer(
      handledInTurns((req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/plain' });
        res.end(`answer to ${req.url}`);
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
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
      agent.destroy();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
