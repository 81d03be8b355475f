import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  CASINO_CARD_FIELDS,
  pickFields,
  type Casino,
  type SearchResults,
} from '@sweepscout/shared';
import { createApp, inProcessFetch, REPO_ROOT, setOwnOrigin } from '@sweepscout/api';
import { closeDatabase, renameCasino, useSeededDatabase } from '../../api/test/helpers';
import { createPageRenderer } from '../src';
import { RENDER_TIMEOUT_MS } from '../src/renderServerPage';

// Server rendering: the site server is the API's own process, so the data a
// page's loaders read is answered in process. Pages are rendered by the built shell of this
// repository (npm test builds it first); the ones here are the shell's own (the search page, the
// not-found page), as jest cannot run the remotes' server builds (Module Federation's Node runtime
// needs vm modules). A remote's loader dispatches through the same store and its fetch.

const SHELL_SERVER_BUILD = path.join(REPO_ROOT, 'shell/dist/server/app.js');
/** RTK Query's delay before it syncs a store's subscriptions (its buildBatchedActionsHandler). */
const RTK_SUBSCRIPTION_SYNC_MS = 500;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sweepscout-ssr-reads-'));
const app = createApp({
  siteRoot: REPO_ROOT,
  dataDir,
  pageRenderer: createPageRenderer(REPO_ROOT),
});
const server = http.createServer(app);
/** Every request the listening server received (path and query). */
const received: string[] = [];
/** Every URL fetched through the process's (network) fetch. */
const networkFetches: string[] = [];
const networkFetch = globalThis.fetch;
let origin = '';

const urlOf = (input: string | URL | Request) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

beforeAll(async () => {
  if (!fs.existsSync(SHELL_SERVER_BUILD)) {
    throw new Error(`${SHELL_SERVER_BUILD} is missing: build the shell and the remotes first`);
  }
  await useSeededDatabase('ssr_reads');
  // Before Express, which shortens req.url inside its routers.
  server.prependListener('request', (req: http.IncomingMessage) => received.push(req.url ?? ''));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  globalThis.fetch = (input, init) => {
    networkFetches.push(urlOf(input));
    return networkFetch(input, init);
  };
  // The page server's first render loads every remote module once, in order (their manifests
  // read over loopback; jest cannot run their code): done here, before the requests counted.
  await networkFetch(`${origin}/no-such-page`, { headers: { accept: 'text/html' } });
});

afterAll(async () => {
  globalThis.fetch = networkFetch;
  await new Promise((resolve) => server.close(resolve));
  await closeDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(() => {
  received.length = 0;
  networkFetches.length = 0;
});

/** A page as a browser asks for it, and the RTK Query cache the server embedded in it. */
async function renderedPage(pathAndQuery: string) {
  const response = await networkFetch(`${origin}${pathAndQuery}`, {
    headers: { accept: 'text/html' },
  });
  const html = await response.text();
  const embedded = /<script type="application\/json" id="ssr-state">([^<]*)<\/script>/.exec(html);
  if (!embedded) throw new Error(`${pathAndQuery} was not rendered on the server`);
  const { state } = JSON.parse(embedded[1]) as {
    state: { api: { queries: Record<string, { endpointName: string; data?: unknown }> } };
  };
  const dataOf = (endpointName: string) =>
    Object.values(state.api.queries).find((query) => query.endpointName === endpointName)?.data;
  return { status: response.status, html, dataOf };
}

/** An API answer read over HTTP, as the browser reads it. */
async function apiAnswer<T>(pathAndQuery: string): Promise<T> {
  return (await (await networkFetch(`${origin}${pathAndQuery}`)).json()) as T;
}

/** The API reads that reached this server over the network, or left through the network fetch. */
const networkApiReads = () => [
  ...received.filter((url) => url.startsWith('/api/')),
  ...networkFetches.filter((url) => url.includes('/api/')),
];

/** The timers of `ms` started while `run` ran (setTimeout watched, not changed). */
async function timersStartedWhile(ms: number, run: () => Promise<void>): Promise<NodeJS.Timeout[]> {
  const realSetTimeout = globalThis.setTimeout;
  const started: NodeJS.Timeout[] = [];
  const spy = jest.spyOn(globalThis, 'setTimeout').mockImplementation(((
    callback: () => void,
    delay?: number,
  ) => {
    const timer = realSetTimeout(callback, delay);
    if (delay === ms) started.push(timer);
    return timer;
  }) as typeof setTimeout);
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return started;
}

/** Node marks a cleared timer destroyed; one still pending would fire later. */
const cleared = (timer: NodeJS.Timeout) => (timer as unknown as { _destroyed: boolean })._destroyed;

describe('server-rendered pages read their data in process', () => {
  it('the search page: its results and the footer casinos, with no API request over the network', async () => {
    const page = await renderedPage('/search?q=coins');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Crown Coins Casino</a>');
    // The first paint waits for the template's app-start script: the page and its state precede it.
    expect(page.html.indexOf('id="ssr-state"')).toBeGreaterThan(page.html.indexOf('</header>'));
    expect(page.html.indexOf('id="app-start"')).toBeGreaterThan(
      page.html.indexOf('id="ssr-state"'),
    );
    expect(networkApiReads()).toEqual([]);
    // The page request is the only one this render brought to the listening server.
    expect(received).toEqual(['/search?q=coins']);

    // The same data the API answers a browser.
    expect(page.dataOf('siteSearch')).toEqual(
      await apiAnswer<SearchResults>('/api/search?q=coins&limit=20'),
    );
    // The footer's casinos as their cards keep them (the kit's endpoint picks these fields).
    const featured = await apiAnswer<Casino[]>('/api/casinos/featured');
    expect(page.dataOf('getFeaturedCasinos')).toEqual(
      featured.map((casino) => pickFields(casino, CASINO_CARD_FIELDS)),
    );
  });

  // A page whose areas all render at once is made in one synchronous pass. One with an area that
  // suspends or is left to the browser (here the compare page: jest cannot run its remote) is
  // rendered again by the streaming renderer, which waits with a time limit and marks the area as
  // left on purpose. That limit holds the whole render until it is cleared: a timer left to run
  // kept the last five seconds of renders in memory (about 1,000 pages under load).
  it('leaves no time limit running once a page is rendered', async () => {
    const renderTimers = await timersStartedWhile(RENDER_TIMEOUT_MS, async () => {
      for (const sort of ['rating-high', 'rating-low', 'games-count']) {
        const page = await renderedPage(`/compare?sort=${sort}`);
        expect(page.status).toBe(200);
        expect(page.html).toContain('<!--$!--><template data-dgst="client-only-area"');
      }
    });
    expect(renderTimers).toHaveLength(3);
    expect(renderTimers.map(cleared)).toEqual([true, true, true]);
  });

  // RTK Query gives a store whose queries subscribe a timer (its subscriptions synced 500 ms
  // later). A page's store is done once the page is rendered: that timer kept every page's store,
  // with its data, alive for half a second after the page was sent.
  it("leaves no timer of the page's store running once the page is rendered", async () => {
    const storeTimers = await timersStartedWhile(RTK_SUBSCRIPTION_SYNC_MS, async () => {
      for (const q of ['coins', 'gold', 'sweeps']) {
        expect((await renderedPage(`/search?q=${q}`)).status).toBe(200);
      }
    });
    // One a page (and one for the frame's own store when its reads are made again).
    expect(storeTimers.length).toBeGreaterThanOrEqual(3);
    expect(storeTimers.filter((timer) => !cleared(timer))).toHaveLength(0);
  });

  it('renders one page as the same bytes every time: one ETag whichever worker or instance answers', async () => {
    // Two hosts, so that the second is rendered again rather than served from the page cache.
    const renderFor = (host: string) =>
      new Promise<string>((resolve, reject) => {
        http
          .get(`${origin}/search?q=coins`, { headers: { accept: 'text/html', host } }, (res) => {
            let html = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (html += chunk));
            res.on('end', () => resolve(html.replaceAll(host, 'site.example')));
          })
          .on('error', reject);
      });
    const first = await renderFor('first.test');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await renderFor('second.test');
    expect(first).toContain('id="ssr-state"');
    expect(second).toBe(first);
  });

  it('sends a page as UTF-8 bytes in one piece: its length its bytes, its non-ASCII text intact', async () => {
    // The page server assembles the document from its parts straight into bytes (no one string).
    const { headers, bytes } = await new Promise<{
      headers: http.IncomingHttpHeaders;
      bytes: Buffer;
    }>((resolve, reject) => {
      http
        .get(`${origin}/search?q=${encodeURIComponent('Café – ©')}`, {
          headers: { accept: 'text/html', host: 'utf8.test' },
        })
        .on('response', (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(headers['content-length'])).toBe(bytes.length);
    const html = bytes.toString('utf8');
    expect(html).not.toContain('\uFFFD');
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html.trimEnd()).toMatch(/<\/html>$/);
    // The searched words as typed, and the footer's copyright sign.
    expect(html).toContain('Café – ©');
    expect(html).toMatch(/<footer[\s\S]*©[\s\S]*<\/footer>/);
    // Each part once, in its place: styles in the head, the page in the root, its state after it.
    expect(html.split('<div id="root">')).toHaveLength(2);
    expect(html.indexOf('id="ssr-styles"')).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf('</head>')).toBeLessThan(html.indexOf('<div id="root">'));
    expect(html.indexOf('<div id="root">')).toBeLessThan(html.indexOf('id="ssr-state"'));
  });

  it('keeps the header between pages: put back as rendered, with its styles, per pathname', async () => {
    /** The header up to the state strip (which carries the page's own URL): the kept part. */
    const keptHeader = (html: string) => {
      const header = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
      return header.slice(0, header.indexOf('data-state-bar'));
    };
    const selectors = (html: string) =>
      new Set(/<style id="ssr-styles">([^<]*)<\/style>/.exec(html)?.[1].match(/\.[\w-]+/g));
    const searches = [await renderedPage('/search?q=alpha'), await renderedPage('/search?q=bravo')];
    const underCompare = await renderedPage('/compare/no-such-list');
    for (const page of [...searches, underCompare]) {
      expect(page.html).not.toContain('data-server-fragment');
      const header = keptHeader(page.html);
      expect(header).toContain('aria-label="Open menu"');
      // Every class the header's styles made (not the components' own ids) is in the page's CSS.
      const styled = [...header.matchAll(/class="([^"]*)"/g)]
        .flatMap(([, names]) => names.split(' '))
        .filter((name) => name !== '' && !name.includes('sc-'));
      const css = selectors(page.html);
      expect(styled.filter((name) => !css.has(`.${name}`))).toEqual([]);
    }
    expect(keptHeader(searches[1].html)).toBe(keptHeader(searches[0].html));
    // The current page's link follows the path: none on the search page, Compare under /compare.
    expect(keptHeader(searches[0].html)).not.toContain('aria-current');
    expect(keptHeader(underCompare.html)).toMatch(/aria-current="page"[^>]*>Compare</);
  });

  it('keeps the footer between pages: put back as rendered, with its styles and casinos', async () => {
    const footerOf = (html: string) => /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';
    const featured = await apiAnswer<Casino[]>('/api/casinos/featured');
    const pages = [await renderedPage('/search?q=charlie'), await renderedPage('/search?q=delta')];
    for (const page of pages) {
      expect(page.html).not.toContain('data-server-fragment');
      const footer = footerOf(page.html);
      expect(footer).toContain(`>${featured[0].name}</a>`);
      const css = new Set(
        /<style id="ssr-styles">([^<]*)<\/style>/.exec(page.html)?.[1].match(/\.[\w-]+/g),
      );
      const unstyled = [...footer.matchAll(/class="([^"]*)"/g)]
        .flatMap(([, names]) => names.split(' '))
        .filter((name) => name !== '' && !name.includes('sc-') && !css.has(`.${name}`));
      expect(unstyled).toEqual([]);
    }
    expect(footerOf(pages[1].html)).toBe(footerOf(pages[0].html));
  });

  it("shows a change to the footer's casinos on the next page, and the page's data with it", async () => {
    const footerOf = (html: string) => /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';
    const featured = await apiAnswer<Casino[]>('/api/casinos/featured');
    const target = featured[0];
    // Pages before the change: from the second on, every page starts with the frame as kept.
    for (const q of ['echo', 'foxtrot', 'golf']) {
      expect(footerOf((await renderedPage(`/search?q=${q}`)).html)).toContain(
        `>${target.name}</a>`,
      );
    }
    try {
      await renameCasino(target.slug, 'Renamed Frame Casino');
      const page = await renderedPage('/search?q=hotel');
      expect(footerOf(page.html)).toContain('>Renamed Frame Casino</a>');
      expect(footerOf(page.html)).not.toContain(`>${target.name}</a>`);
      const embedded = page.dataOf('getFeaturedCasinos') as Casino[];
      expect(embedded.map((casino) => casino.name)).toContain('Renamed Frame Casino');
    } finally {
      await renameCasino(target.slug, target.name);
    }
    // Undone: the answer is the one of before, and so is the footer.
    const after = await renderedPage('/search?q=india');
    expect(footerOf(after.html)).toContain(`>${target.name}</a>`);
    expect(after.html).not.toContain('Renamed Frame Casino');
  });

  it('the not-found page: its 404 and the footer casinos, in process', async () => {
    const page = await renderedPage('/no-such-page');
    expect(page.status).toBe(404);
    expect(page.html).toContain('404 Page Not Found</h1>');
    expect(page.html).toContain('Crown Coins Casino</a>');
    expect(networkApiReads()).toEqual([]);
    expect(received).toEqual(['/no-such-page']);
  });

  it("reads the remotes from the process's own origin, whichever port a page came in on", async () => {
    // As the server does once it listens; a worker warms up on its private port, then its
    // visitors come in on the public one.
    setOwnOrigin(origin);
    const publicPort = http.createServer(app);
    await new Promise<void>((resolve) => publicPort.listen(0, '127.0.0.1', resolve));
    const publicOrigin = `http://127.0.0.1:${(publicPort.address() as AddressInfo).port}`;
    try {
      const response = await networkFetch(`${publicOrigin}/compare`, {
        headers: { accept: 'text/html' },
      });
      expect(response.status).toBe(200);
      // The compare page's remote: its manifests read from the own origin (jest cannot run its
      // code, so its load fails and is tried again), never registered anew from the other port.
      const manifestReads = networkFetches.filter((url) => url.includes('/mf-manifest.json'));
      expect(manifestReads.length).toBeGreaterThan(0);
      expect(manifestReads.filter((url) => !url.startsWith(`${origin}/`))).toEqual([]);
    } finally {
      await new Promise((resolve) => publicPort.close(resolve));
    }
  });
});

describe('inProcessFetch', () => {
  const send = () => inProcessFetch(app, { headers: { host: 'site.test' } });

  it('answers a relative URL in process as the API answers it over the network', async () => {
    const inProcess = await send()('/api/faqs');
    expect(received).toEqual([]);
    expect(inProcess.status).toBe(200);
    expect(inProcess.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await inProcess.json()).toEqual(await apiAnswer('/api/faqs'));
    const missing = await send()('/api/casinos/slug/no-such-casino');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Casino not found' });
    const invalid = await send()('/api/search?q=a');
    expect(invalid.status).toBe(400);
  });

  it('sends an absolute URL over the network', async () => {
    const answer = await send()(`${origin}/api/faqs`);
    expect(answer.status).toBe(200);
    expect(received).toEqual(['/api/faqs']);
  });
});
