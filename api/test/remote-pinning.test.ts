/**
 * Remote code: where it may come from (https or loopback), the pinned manifest accepted byte for
 * byte, the digests each build lists, and the Node builds never served to browsers. The host that
 * loads pinned code on the server: site/test/remote-pinning.test.ts.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { loadConfig } from '../src/config';
import { REMOTE_NAMES, remotePackage } from '../src/workspace';
import { assertPinnedManifest, sha256Hex } from '../src/site/remotePins';
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

describe("each remote's build lists the digests of its code in its browser manifest", () => {
  const repoRoot = path.resolve(__dirname, '../..');
  const sri = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

  it.each(REMOTE_NAMES.map(remotePackage))(
    '%s: its entry and every file of its Node build (if any), as built',
    (pkg) => {
      const dist = path.join(repoRoot, pkg, 'dist');
      const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
        metaData: { integrity: Record<string, string> };
      };
      const server = path.join(dist, 'server');
      const serverFiles = (fs.existsSync(server) ? fs.readdirSync(server) : [])
        .filter((file) => /\.(js|json)$/.test(file))
        .map((file) => `server/${file}`);
      expect(Object.keys(manifest.metaData.integrity).sort()).toEqual(
        ['remoteEntry.js', ...serverFiles].sort(),
      );
      for (const [file, integrity] of Object.entries(manifest.metaData.integrity))
        expect([file, sri(fs.readFileSync(path.join(dist, file)))]).toEqual([file, integrity]);
    },
  );
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
