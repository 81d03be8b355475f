import request from 'supertest';
import { makeApp, makeSiteFixture } from '../helpers';

const fixture = makeSiteFixture();
const app = makeApp(fixture);
const unbuilt = makeSiteFixture({ withShell: false });

afterAll(() => {
  fixture.cleanup();
  unbuilt.cleanup();
});

describe('GET /remotes.json', () => {
  const keys = ['REMOTE_CATALOG_URL', 'REMOTE_CONTENT_URL', 'REMOTE_GAMES_URL', 'REMOTE_ADMIN_URL'];
  afterEach(() => keys.forEach((k) => delete process.env[k]));

  it('points each remote at its manifest on this server by default, uncached', async () => {
    const res = await request(app).get('/remotes.json').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toEqual({
      catalog: '/remotes/catalog/mf-manifest.json',
      content: '/remotes/content/mf-manifest.json',
      games: '/remotes/games/mf-manifest.json',
      admin: '/remotes/admin/mf-manifest.json',
    });
  });

  it('follows REMOTE_<NAME>_URL overrides at run time', async () => {
    process.env.REMOTE_GAMES_URL = 'https://games.cdn.example/v2/mf-manifest.json';
    process.env.REMOTE_ADMIN_URL = 'http://localhost:3104/mf-manifest.json';
    const res = await request(app).get('/remotes.json').expect(200);
    expect(res.body).toEqual({
      catalog: '/remotes/catalog/mf-manifest.json',
      content: '/remotes/content/mf-manifest.json',
      games: 'https://games.cdn.example/v2/mf-manifest.json',
      admin: 'http://localhost:3104/mf-manifest.json',
    });
  });
});

describe('/remotes/<name>/*', () => {
  it('serves manifests and entries uncached, chunks immutable, all with CORS', async () => {
    const manifest = await request(app).get('/remotes/catalog/mf-manifest.json').expect(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.body).toEqual({ name: 'catalog', exposes: [] });
    const entry = await request(app).get('/remotes/catalog/remoteEntry.js').expect(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await request(app).get('/remotes/catalog/123.4f5e6d7c.js').expect(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers 404 for missing files and unknown remotes (never the shell page)', async () => {
    const missing = await request(app)
      .get('/remotes/content/mf-manifest.json')
      .set('Accept', 'text/html')
      .expect(404);
    expect(missing.text).not.toContain('<div id="root">');
    await request(app).get('/remotes/other/remoteEntry.js').expect(404);
    await request(app).get('/remotes/catalog/../../shell/dist/index.html').expect(404);
  });
});

describe('/media/*', () => {
  it('serves the seed artwork and uploaded files', async () => {
    const logo = await request(app).get('/media/casinos/crown-coins-casino-logo.svg').expect(200);
    expect(logo.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(logo.headers['cache-control']).toBe('public, max-age=86400');
    await request(app).get('/media/uploaded-test.svg').expect(200);
    // Not a file: uploaded media are looked up in the database, which this suite does not start
    // (the 404 of a missing upload is tested in admin-records.test.ts).
    await request(app).get('/media/nothing.svg').set('Accept', 'text/html').expect(503);
  });
});

describe('the shell and its page routes', () => {
  const page = (path: string) =>
    request(app).get(path).set('Accept', 'text/html,application/xhtml+xml');

  it.each([
    '/',
    '/compare',
    '/reviews',
    '/reviews/crown-coins-casino-review',
    '/guides/how-sweepstakes-casinos-work',
    '/casino/crown-coins-casino',
    '/bonuses',
    '/games',
    '/contact',
    '/terms-of-service',
    '/privacy-policy',
    '/disclaimer',
    '/admin',
    '/admin/login',
    '/admin/users',
    '/compare/',
  ])('GET %s answers the app with 200', async (path) => {
    const res = await page(path).expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('<div id="root"></div>');
  });

  it.each(['/nope', '/casino', '/casino/a/b', '/admin/settings', '/reviews/a/b', '/index.html'])(
    'GET %s answers the app with 404 (it shows its not-found page)',
    async (path) => {
      const res = await page(path).expect(404);
      expect(res.text).toContain('<div id="root"></div>');
    },
  );

  // /go/{slug} is the tracked outbound redirect, tested with the database in outbound.test.ts.
  it('does not answer the app for /api or non-HTML requests', async () => {
    expect((await page('/api/unknown').expect(404)).body).toEqual({ message: 'Not found' });
    expect(
      (await request(app).get('/compare').set('Accept', 'application/json').expect(404)).text,
    ).toBe('Not found');
  });

  it('serves shell files: plain names uncached, hashed names immutable, text compressed', async () => {
    const main = await request(app).get('/main.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(main.headers['cache-control']).toBe('no-cache');
    expect(main.headers['content-encoding']).toBe('gzip');
    const vendor = await request(app).get('/vendor.0123abcd89.js').expect(200);
    expect(vendor.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const api = await request(app).get('/remotes.json').set('Accept-Encoding', 'gzip').expect(200);
    expect(api.headers['content-encoding']).toBeUndefined(); // small answers stay uncompressed
  });

  it("sends the Brotli file the build wrote beside a script to browsers that accept Brotli, with the script's own headers", async () => {
    // supertest decodes the answer (Brotli too): its text is the script the browser runs.
    const raw = (path: string, encodings: string) =>
      request(app).get(path).set('Accept-Encoding', encodings).expect(200);
    const vendor = await raw('/vendor.0123abcd89.js', 'gzip, deflate, br');
    expect(vendor.headers['content-encoding']).toBe('br');
    expect(vendor.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(vendor.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(vendor.headers.vary).toMatch(/Accept-Encoding/);
    expect(vendor.text).toBe('console.log("vendor");');
    // A remote's entry keeps its own rules (uncached, CORS) when sent compressed.
    const entry = await raw('/remotes/catalog/remoteEntry.js', 'br');
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    // Without Brotli, or without a .br beside the script, the script itself (compressed on the fly).
    const plain = await raw('/vendor.0123abcd89.js', 'gzip;q=1, br;q=0');
    expect(plain.headers['content-encoding']).toBeUndefined(); // too small to compress
    expect(plain.text).toBe('console.log("vendor");');
    const chunk = await raw('/remotes/catalog/123.4f5e6d7c.js', 'br');
    expect(chunk.headers['content-encoding']).toBeUndefined();
    expect(chunk.text).toBe('console.log("chunk");');
  });

  it('a script keeps only the security headers that apply to it; a document at a .js path keeps all', async () => {
    for (const [path, encoding, resourcePolicy] of [
      ['/vendor.0123abcd89.js', 'br', 'same-origin'],
      ['/main.js', 'gzip', 'same-origin'],
      ['/remotes/catalog/remoteEntry.js', 'br', 'cross-origin'],
      ['/remotes/catalog/123.4f5e6d7c.js', 'identity', 'cross-origin'],
    ]) {
      const script = await request(app).get(path).set('Accept-Encoding', encoding).expect(200);
      expect(script.headers['x-content-type-options']).toBe('nosniff');
      expect(script.headers['cross-origin-resource-policy']).toBe(resourcePolicy);
      for (const documentOnly of ['content-security-policy', 'x-frame-options', 'referrer-policy'])
        expect(script.headers[documentOnly]).toBeUndefined();
    }
    const notFound = await page('/nope.js').expect(404);
    expect(notFound.text).toContain('<div id="root"></div>');
    expect(notFound.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(notFound.headers['x-frame-options']).toBe('SAMEORIGIN');
    const manifest = await request(app).get('/remotes/catalog/mf-manifest.json').expect(200);
    expect(manifest.headers['content-security-policy']).toBeDefined();
  });

  it('answers 503 with a hint while the shell is not built', async () => {
    const res = await request(makeApp(unbuilt))
      .get('/compare')
      .set('Accept', 'text/html')
      .expect(503);
    expect(res.text).toBe('The site is not built yet: run npm start');
  });
});
