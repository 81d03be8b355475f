/**
 * Remote code: where it may come from (https or loopback), pinned manifests refused before any
 * of their code is fetched, and the Node builds never served to browsers.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import request from 'supertest';
import { loadConfig } from '../src/config';
import { assertPinnedManifest, sha256Hex } from '../src/site/remotePins';
import { FederationHost } from '../src/site/ssr/federationHost';
import { makeApp, makeSiteFixture } from './helpers';

describe('remote sources', () => {
  it('refuses at start a remote URL that is not https (or loopback http), naming the variable', () => {
    expect(() =>
      loadConfig({ REMOTE_GAMES_URL: 'http://cdn.example/games/mf-manifest.json' }),
    ).toThrow(
      'REMOTE_GAMES_URL is invalid (got "http://cdn.example/games/mf-manifest.json"): ✖ must be https: (plain http: only for localhost, 127.0.0.1 or [::1])',
    );
    for (const refused of [
      'ftp://cdn.example/m.json',
      '//cdn.example/m.json',
      'javascript:alert(1)',
      'not a url',
    ])
      expect(() => loadConfig({ REMOTE_CATALOG_URL: refused })).toThrow(/REMOTE_CATALOG_URL/);
    for (const allowed of [
      '/remotes/catalog/mf-manifest.json',
      'https://cdn.example/catalog/mf-manifest.json',
      'http://localhost:3101/mf-manifest.json',
      'http://127.0.0.1:3101/mf-manifest.json',
      'http://[::1]:3101/mf-manifest.json',
    ])
      expect(() => loadConfig({ REMOTE_CATALOG_URL: allowed })).not.toThrow();
  });

  it('refuses a pin that is not a SHA-256 in hex', () => {
    expect(() => loadConfig({ REMOTE_CATALOG_SHA256: 'abc' })).toThrow(
      /REMOTE_CATALOG_SHA256 is invalid .*must be the SHA-256/,
    );
    expect(() => loadConfig({ REMOTE_CATALOG_SHA256: 'A'.repeat(64) })).not.toThrow();
  });

  it('accepts only the pinned manifest, byte for byte', () => {
    const text = '{"name":"catalog"}';
    const env = { REMOTE_CATALOG_SHA256: sha256Hex(text) };
    expect(() => assertPinnedManifest('catalog', text, env)).not.toThrow();
    expect(() => assertPinnedManifest('catalog', `${text} `, env)).toThrow(/refused/);
    expect(() => assertPinnedManifest('content', 'anything', env)).not.toThrow();
  });
});

describe('the server-rendering host and a pinned remote', () => {
  const requested: string[] = [];
  const browserManifest = JSON.stringify({ name: 'catalog', metaData: { name: 'catalog' } });
  const serverManifest = JSON.stringify({
    id: 'catalog',
    name: 'catalog',
    metaData: {
      name: 'catalog',
      type: 'app',
      buildInfo: { buildVersion: '1', buildName: 'catalog' },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'commonjs-module' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: 'catalog',
      pluginVersion: '2.9.2',
      publicPath: 'auto',
    },
    shared: [],
    remotes: [],
    exposes: [
      {
        id: 'catalog:Page',
        name: 'Page',
        assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
        path: './Page',
      },
    ],
  });
  const server = http.createServer((req, res) => {
    requested.push(req.url ?? '');
    if (req.url === '/catalog/mf-manifest.json') res.end(browserManifest);
    else if (req.url === '/catalog/server/mf-manifest.json') res.end(serverManifest);
    else res.writeHead(404).end();
  });
  let origin = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => requested.splice(0));
  const afterTest: (() => void)[] = [];
  afterEach(() => afterTest.splice(0).forEach((undo) => undo()));

  const hostPinnedTo = (pin: string) =>
    new FederationHost((name, text) =>
      assertPinnedManifest(name, text, { REMOTE_CATALOG_SHA256: pin }),
    );

  it('refuses a remote whose manifest does not match its pin: none of its code is fetched', async () => {
    const host = hostPinnedTo(sha256Hex('another build'));
    await expect(
      host.load('catalog/Page', `${origin}/catalog/server/mf-manifest.json`, { watch: false }),
    ).rejects.toThrow(
      /catalog: mf-manifest\.json has SHA-256 [0-9a-f]{64}, REMOTE_CATALOG_SHA256 is .*: refused/,
    );
    expect(requested.sort()).toEqual([
      '/catalog/mf-manifest.json',
      '/catalog/server/mf-manifest.json',
    ]);
  });

  it('goes on to load the code of a remote whose manifest matches its pin', async () => {
    const host = hostPinnedTo(sha256Hex(browserManifest));
    // The runtime's node loader reports, on the console, that jest's sandbox lacks dynamic import.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    afterTest.push(() => quiet.mockRestore());
    await expect(
      host.load('catalog/Page', `${origin}/catalog/server/mf-manifest.json`, { watch: false }),
    ).rejects.toThrow();
    // Past the pin: the runtime asked for the remote's entry (absent here, hence the failure).
    expect(requested).toContain('/catalog/server/remoteEntry.js');
  });
});

describe('server builds are not served to browsers', () => {
  const fixture = makeSiteFixture();
  const write = (rel: string, text: string) => {
    const file = path.join(fixture.siteRoot, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  write('mf-catalog/dist/server/mf-manifest.json', '{"name":"catalog"}');
  write('mf-catalog/dist/server/remoteEntry.js', 'module.exports = {};');
  write('shell/dist/server/app.js', 'module.exports = {};');
  const app = makeApp(fixture);
  afterAll(() => fixture.cleanup());

  it.each([
    '/remotes/catalog/server/mf-manifest.json',
    '/remotes/catalog/server/remoteEntry.js',
    '/remotes/catalog/SERVER/remoteEntry.js',
    '/remotes/catalog/%73erver/remoteEntry.js',
    '/remotes/catalog/./server/remoteEntry.js',
    '/server/app.js',
    '/Server/app.js',
    '/%73erver/app.js',
  ])('%s answers 404', async (url) => {
    const res = await request(app).get(url).set('Accept', '*/*');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('module.exports');
  });

  it('the browser build beside them is still served', async () => {
    await request(app).get('/remotes/catalog/mf-manifest.json').expect(200);
    await request(app).get('/remotes/catalog/remoteEntry.js').expect(200);
  });
});
