import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import {
  answeredUrl,
  answerKey,
  jsonArrayWithin,
  sendPublicJsonText,
} from '../../src/http/answerCache';
import {
  AnswerCache,
  answerCache,
  makeAnswer,
  ownedBytes,
} from '../../src/readModel/encodedAnswers';

/** A body well above the compression threshold. */
const LIST = JSON.stringify(
  Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Casino ${i}` })),
);

let server: Server;
let lastKey = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    lastKey = answerKey(req);
    sendPublicJsonText(req, res, LIST, { version: 1 });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

function get(path: string): Promise<{ encoding?: string; body: Buffer }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { port, path, host: '127.0.0.1', headers: { 'accept-encoding': 'br, gzip' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            encoding: res.headers['content-encoding'],
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('a public answer kept for the next request', () => {
  it('keeps the compressed form it was first sent in, so the next request is not compressed again', async () => {
    const first = await get('/api/list-for-test');
    expect(first.encoding).toBe('br');
    expect(brotliDecompressSync(first.body).toString()).toBe(LIST);

    const kept = answerCache.get(lastKey);
    expect(kept?.body.toString()).toBe(LIST);
    // The very bytes sent: made once, when the answer was computed.
    expect(kept?.br?.equals(first.body)).toBe(true);
    expect(kept?.headers?.br?.['Content-Encoding']).toBe('br');
  });

  // Node 24 cuts small buffers from shared 64 KB slabs: a kept slice would keep its whole slab.
  it('keeps its body and compressed form in memory of their own, however small', async () => {
    await get('/api/small-list-for-test');
    const kept = answerCache.get(lastKey);
    for (const bytes of [kept?.body, kept?.br]) {
      expect(bytes?.byteOffset).toBe(0);
      expect(bytes?.buffer.byteLength).toBe(bytes?.length);
    }
  });
});

describe('pages of a query string, kept from their second request on', () => {
  const page = (version: number) =>
    makeAnswer({
      status: 200,
      contentType: 'text/html',
      cacheControl: null,
      body: '<p>page</p>',
      version,
      html: true,
    });

  it('keeps an answer only when its key was asked before, and then at once under a new version', () => {
    const cache = new AnswerCache();
    cache.setOnSecondRequest('/compare?sort=name', page(1));
    expect(cache.get('/compare?sort=name')).toBeUndefined();
    cache.setOnSecondRequest('/compare?sort=name', page(1));
    expect(cache.get('/compare?sort=name')?.version).toBe(1);
    // The data changed: the page asked again is kept at its first request after the change.
    cache.set('/other', page(2));
    expect(cache.get('/compare?sort=name')).toBeUndefined();
    cache.setOnSecondRequest('/compare?sort=name', page(2));
    expect(cache.get('/compare?sort=name')?.version).toBe(2);
  });

  it('remembers the ten thousand keys asked most recently, so that a crawl cannot grow it', () => {
    const cache = new AnswerCache();
    cache.setOnSecondRequest('/compare?page=0', page(1));
    for (let n = 1; n <= 10_000; n += 1) cache.setOnSecondRequest(`/compare?page=${n}`, page(1));
    // The oldest was forgotten: asked again, it counts as a first request.
    cache.setOnSecondRequest('/compare?page=0', page(1));
    expect(cache.get('/compare?page=0')).toBeUndefined();
    cache.setOnSecondRequest('/compare?page=10000', page(1));
    expect(cache.get('/compare?page=10000')?.version).toBe(1);
  });
});

describe('ownedBytes', () => {
  it('copies a slice of a larger buffer into memory of its own, and leaves a whole one as it is', () => {
    const slab = Buffer.from('first part, second part');
    const slice = slab.subarray(12);
    const owned = ownedBytes(slice);
    expect(owned.toString()).toBe('second part');
    expect(owned.buffer.byteLength).toBe(owned.length);
    const whole = Buffer.allocUnsafeSlow(4).fill(1);
    expect(ownedBytes(whole)).toBe(whole);
  });
});

describe('the request line an answer is kept under', () => {
  it("keeps only the parameters a page reads, sorted, and an API path's whole query as sent", () => {
    expect(answeredUrl('/compare?utm_source=x&sort=rating-low&minRating=3')).toBe(
      '/compare?minRating=3&sort=rating-low',
    );
    expect(answeredUrl('/compare?utm_source=x')).toBe('/compare');
    expect(answeredUrl('/api/seo/head?path=/compare&x=1')).toBe('/api/seo/head?path=/compare&x=1');
    expect(answeredUrl('/api/casinos/compare?sort=name&gameTypes=Slots')).toBe(
      '/api/casinos/compare?sort=name&gameTypes=Slots',
    );
  });
});

describe('a JSON array within a size', () => {
  it('holds the first items whose bytes, brackets and commas included, fit', () => {
    const items = ['"aa"', '"bé"', '"cc"'];
    // ["aa","bé"] is 12 bytes: é takes two.
    expect(jsonArrayWithin(items, 12)).toBe('["aa","bé"]');
    expect(jsonArrayWithin(items, 11)).toBe('["aa"]');
    expect(jsonArrayWithin(items, 17)).toBe('["aa","bé","cc"]');
    expect(jsonArrayWithin(items, 3)).toBe('[]');
    expect(JSON.parse(jsonArrayWithin(items, 100))).toEqual(['aa', 'bé', 'cc']);
  });
});
