import http from 'node:http';
import { PassThrough } from 'node:stream';
import request from 'supertest';
import { createLogger } from '../../src/log/logger';
import { requestLog } from '../../src/log/requestLog';
import { readableLog } from '../../src/log/readableLog';
import { inProcessFetch } from '../../src/site/inProcessFetch';
import { warmUp } from '../../src/http/warmUp';
import { ownRequestHeaders } from '../../src/http/ownRequests';

// eslint-disable-next-line no-control-regex
const withoutColours = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '');

/** What a person at a terminal sees for the events `write` logs, as text without colours. */
function readableOutput(write: (log: ReturnType<typeof createLogger>) => void): string {
  const sink = new PassThrough();
  let text = '';
  sink.on('data', (chunk: Buffer) => (text += chunk.toString()));
  write(createLogger('info', readableLog(sink)));
  return withoutColours(text);
}

describe('the log at a terminal', () => {
  it('writes one line per request: method, censored URL, status and duration', async () => {
    const sink = new PassThrough();
    let output = '';
    sink.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const log = requestLog(createLogger('info', readableLog(sink)));
    const server = http.createServer((req, res) =>
      log(req, res, () => {
        res.statusCode = 404;
        res.end();
      }),
    );
    await request(server).get('/api/newsletter/unsubscribe?token=secret').expect(404);
    const lines = withoutColours(output).trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^\[\d\d:\d\d:\d\d\.\d{3}\] WARN: GET \/api\/newsletter\/unsubscribe\?token=\[redacted\] 404 \d+ms$/,
    );
    expect(output).not.toContain('secret');
  });

  it("logs a page's reads of its own server at debug level: one line per visitor request", async () => {
    const linesAt = async (level: 'info' | 'debug') => {
      const sink = new PassThrough();
      let output = '';
      sink.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const log = requestLog(createLogger(level, readableLog(sink)));
      // A page that reads its data from this same server in process, as server rendering does.
      const app: http.RequestListener = (req, res) =>
        log(req, res, () => {
          if (req.url?.startsWith('/api/')) {
            const failing = req.url === '/api/casinos/broken';
            res.statusCode = req.url === '/api/casinos/missing' ? 404 : failing ? 500 : 200;
            res.end('{}');
            return;
          }
          const read = inProcessFetch(app, req);
          void Promise.all(
            ['compare', 'missing', 'broken'].map((path) => read(`/api/casinos/${path}`)),
          ).then(() => res.end('<html></html>'));
        });
      await request(http.createServer(app)).get('/compare?sort=name').expect(200);
      // The request lines (an error's details follow its line).
      return withoutColours(output)
        .split('\n')
        .filter((line) => /^\[[\d:.]+\] [A-Z]+: GET /.test(line));
    };
    // A read that failed is shown all the same, as an error.
    const visible = await linesAt('info');
    expect(visible).toHaveLength(2);
    expect(visible[0]).toMatch(/ERROR: GET \/api\/casinos\/broken 500 \d+ms$/);
    expect(visible[1]).toMatch(/INFO: GET \/compare\?sort=name 200 \d+ms$/);
    // Still there for whoever asks for debug lines.
    const all = await linesAt('debug');
    expect(all).toHaveLength(4);
    // Each with its status and time.
    expect(
      all.filter((line) => /DEBUG: GET \/api\/casinos\/compare 200 \d+ms$/.test(line)),
    ).toHaveLength(1);
    expect(
      all.filter((line) => /DEBUG: GET \/api\/casinos\/missing 404 \d+ms$/.test(line)),
    ).toHaveLength(1);
  });

  it("logs the server's own warm-up burst at debug level, and a forged mark like any request", async () => {
    const sink = new PassThrough();
    let output = '';
    sink.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const log = requestLog(createLogger('debug', readableLog(sink)));
    const server = http.createServer((req, res) => log(req, res, () => res.end('{}')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as { port: number };
      expect(await warmUp(`http://127.0.0.1:${port}`, { requests: 3, concurrency: 1 })).toBe(3);
      const [name, token] = Object.entries(ownRequestHeaders())[0];
      const forged = String(token).replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
      await request(server).get('/forged').set(name, forged).expect(200);
      await request(server).get('/visitor').expect(200);
    } finally {
      server.close();
    }
    const lines = withoutColours(output).trim().split('\n');
    expect(lines.filter((line) => line.includes('DEBUG: GET '))).toHaveLength(3);
    expect(lines.filter((line) => line.includes('INFO: GET '))).toEqual([
      expect.stringContaining('GET /forged 200'),
      expect.stringContaining('GET /visitor 200'),
    ]);
  });

  it('keeps an event message with its fields on one line, level first', () => {
    const output = readableOutput((log) =>
      log.error({ path: '/compare' }, 'server rendering failed'),
    );
    expect(output.trim()).toMatch(
      /^\[[\d:.]+\] ERROR: server rendering failed \{"path":"\/compare"\}$/,
    );
  });
});
