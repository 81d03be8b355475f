/**
 * The server-rendering host and pinned remotes: a manifest that is not the pinned one is refused
 * before any of its code is fetched, and the code a pinned manifest lists runs only if its bytes
 * are the listed ones.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { assertPinnedManifest, sha256Hex } from '@sweepscout/api';
import { FederationHost, forOrigins, type ManifestCheck } from '../src/federationHost';

/** A remote's server-build manifest (what the runtime reads), its entry named `entryName`. */
const serverManifestOf = (entryName = 'remoteEntry.js', exposes: object[] = []) =>
  JSON.stringify({
    id: 'catalog',
    name: 'catalog',
    metaData: {
      name: 'catalog',
      type: 'app',
      buildInfo: { buildVersion: '1', buildName: 'catalog' },
      remoteEntry: { name: entryName, path: '', type: 'commonjs-module' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: 'catalog',
      pluginVersion: '2.9.2',
      publicPath: 'auto',
    },
    shared: [],
    remotes: [],
    exposes,
  });

/** A loopback HTTP server for the tests of one describe block; `origin()` once it listens. */
function loopbackServer(handler: http.RequestListener): { origin: () => string } {
  const server = http.createServer(handler);
  let origin = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { origin: () => origin };
}

describe('the server-rendering host and a pinned remote', () => {
  const requested: string[] = [];
  const browserManifest = JSON.stringify({ name: 'catalog', metaData: { name: 'catalog' } });
  const serverManifest = serverManifestOf('remoteEntry.js', [
    {
      id: 'catalog:Page',
      name: 'Page',
      assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
      path: './Page',
    },
  ]);
  /** The mark of this server's own requests, as each manifest read carried it. */
  const marks: (string | undefined)[] = [];
  const server = loopbackServer((req, res) => {
    requested.push(req.url ?? '');
    marks.push(req.headers['x-own'] as string | undefined);
    if (req.url === '/catalog/mf-manifest.json') res.end(browserManifest);
    else if (req.url === '/catalog/server/mf-manifest.json') res.end(serverManifest);
    else res.writeHead(404).end();
  });
  beforeEach(() => {
    requested.splice(0);
    marks.splice(0);
  });
  const afterTest: (() => void)[] = [];
  afterEach(() => afterTest.splice(0).forEach((undo) => undo()));

  const hostPinnedTo = (pin: string) =>
    new FederationHost((name, text) =>
      assertPinnedManifest(name, text, { REMOTE_CATALOG_SHA256: pin }),
    );

  it('refuses a remote whose manifest does not match its pin: none of its code is fetched', async () => {
    const host = hostPinnedTo(sha256Hex('another build'));
    await expect(
      host.load('catalog/Page', `${server.origin()}/catalog/server/mf-manifest.json`, {
        watch: false,
      }),
    ).rejects.toThrow(
      /catalog: mf-manifest\.json has SHA-256 [0-9a-f]{64}, REMOTE_CATALOG_SHA256 is .*: refused/,
    );
    expect(requested.sort()).toEqual([
      '/catalog/mf-manifest.json',
      '/catalog/server/mf-manifest.json',
    ]);
  });

  it("marks its reads of this server's own origin only", async () => {
    const read = async (origins: string[]) => {
      marks.splice(0);
      const host = new FederationHost(
        (name, text) =>
          assertPinnedManifest(name, text, { REMOTE_CATALOG_SHA256: sha256Hex('another build') }),
        `marks_${origins.length}`,
        forOrigins(new Set(origins), () => ({ 'x-own': 'token' })),
      );
      await expect(
        host.load('catalog/Page', `${server.origin()}/catalog/server/mf-manifest.json`, {
          watch: false,
        }),
      ).rejects.toThrow(/refused/);
      return [...marks];
    };
    expect(await read([server.origin()])).toEqual(['token', 'token']);
    expect(await read(['http://127.0.0.1:1'])).toEqual([undefined, undefined]);
  });

  it('goes on to load the code of a remote whose manifest matches its pin', async () => {
    const host = hostPinnedTo(sha256Hex(browserManifest));
    // The runtime's node loader reports, on the console, that jest's sandbox lacks dynamic import.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    afterTest.push(() => quiet.mockRestore());
    await expect(
      host.load('catalog/Page', `${server.origin()}/catalog/server/mf-manifest.json`, {
        watch: false,
      }),
    ).rejects.toThrow();
    // Past the pin: the runtime asked for the remote's entry (absent here, hence the failure).
    expect(requested).toContain('/catalog/server/remoteEntry.js');
  });
});

describe('the code of a pinned remote is checked against the digests its manifest lists', () => {
  // A federation container exposing ./Page (what a remote's server build defines).
  const builtEntry =
    "module.exports = { catalog: { init() {}, get: () => () => ({ title: 'the page' }) } };";
  const integrityOf = (text: string) =>
    `sha384-${createHash('sha384').update(text).digest('base64')}`;
  // What the build lists: its Node build's manifest and entry.
  const browserManifest = JSON.stringify({
    name: 'catalog',
    metaData: {
      name: 'catalog',
      integrity: {
        'server/mf-manifest.json': integrityOf(serverManifestOf('remoteEntry.js')),
        'server/remoteEntry.js': integrityOf(builtEntry),
      },
    },
  });
  let servedEntry = builtEntry;
  let entryName = 'remoteEntry.js';
  /** The entry's next requests answered 503 (a remote mid-deploy), and how many were made. */
  let entryFailures = 0;
  let entryRequests = 0;
  const server = loopbackServer((req, res) => {
    // /<n>/catalog/...: each load at its own URL (the runtime caches entries by URL).
    const file = (req.url ?? '').replace(/^\/\d+\/catalog\//, '');
    if (file === 'mf-manifest.json') res.end(browserManifest);
    else if (file === 'server/mf-manifest.json') res.end(serverManifestOf(entryName));
    else if (file === 'server/remoteEntry.js') {
      entryRequests += 1;
      if (entryFailures > 0) {
        entryFailures -= 1;
        res.writeHead(503).end();
      } else res.end(servedEntry);
    } else if (file === 'server/other.js') res.end(builtEntry);
    else res.writeHead(404).end();
  });
  beforeEach(() => {
    servedEntry = builtEntry;
    entryName = 'remoteEntry.js';
    entryFailures = 0;
    entryRequests = 0;
  });
  const quietRuntime = () => {
    // The runtime's node loader reports, on the console, that jest's sandbox lacks dynamic import.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    return () => quiet.mockRestore();
  };
  /** The load's outcome: 'loaded' and the module's title, or why it failed. */
  let loads = 0;
  const load = async (check: ManifestCheck) => {
    const host = new FederationHost(check, `pinned_code_test_${loads}`);
    const restore = quietRuntime();
    loads += 1;
    try {
      const page = await host.load<{ title: string }>(
        'catalog/Page',
        `${server.origin()}/${loads}/catalog/server/mf-manifest.json`,
        { watch: false },
      );
      return `loaded ${page.title}`;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    } finally {
      restore();
    }
  };
  const pinned: ManifestCheck = (name, text) =>
    assertPinnedManifest(name, text, { REMOTE_CATALOG_SHA256: sha256Hex(browserManifest) });

  it('refuses a server entry whose bytes are not the listed ones', async () => {
    servedEntry = 'module.exports = { tampered: true };';
    expect(await load(pinned)).toMatch(
      /server\/remoteEntry\.js: its digest is not the pinned manifest's sha384-.*: refused/,
    );
  });

  it('refuses a server manifest that is not the listed one (pointing at other code)', async () => {
    entryName = 'other.js';
    expect(await load(pinned)).toMatch(
      /server\/mf-manifest\.json: its digest is not the pinned manifest's sha384-.*: refused/,
    );
  });

  it('runs the listed bytes, and does not check a remote that is not pinned', async () => {
    expect(await load(pinned)).toBe('loaded the page');
    servedEntry = 'module.exports = { tampered: true };';
    expect(await load(() => false)).not.toMatch(/refused/);
  });

  it("loads a remote whose entry failed once on the loading policy's second attempt", async () => {
    entryFailures = 1;
    // Pinned: its entry is loaded by the pinned-code check, which jest's sandbox can run.
    expect(await load(pinned)).toBe('loaded the page');
    expect(entryRequests).toBe(2);
  });

  it('gives a remote that keeps failing two attempts, then leaves it out', async () => {
    entryFailures = 5;
    expect(await load(pinned)).toMatch(/remoteEntry\.js: 503/);
    expect(entryRequests).toBe(2);
  });

  it('uses a loaded module again only while its manifests stand: a redeploy is read first', async () => {
    const host = new FederationHost(pinned, 'pinned_code_test_reuse');
    const entry = `${server.origin()}/0/catalog/server/mf-manifest.json`;
    const restore = quietRuntime();
    try {
      const titleNow = async () =>
        (await host.load<{ title: string }>('catalog/Page', entry, { watch: false })).title;
      // Later renders: the same module.
      expect(await titleNow()).toBe('the page');
      // A redeploy of the same pinned build seen by its files: its manifests are read again and
      // the module, whose code did not change, is the one the runtime gives.
      host.distrustManifests();
      expect(await titleNow()).toBe('the page');
      // A refusal found on that read wins over the module loaded before.
      servedEntry = 'module.exports = { tampered: true };';
      entryName = 'other.js';
      host.distrustManifests();
      await expect(titleNow()).rejects.toThrow(/refused/);
    } finally {
      restore();
    }
  });

  it('does not try a refused remote again', async () => {
    servedEntry = 'module.exports = { tampered: true };';
    expect(await load(pinned)).toMatch(/refused/);
    expect(entryRequests).toBe(1);
  });
});
