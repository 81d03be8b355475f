import { Writable } from 'node:stream';
import type { Request } from 'express';
import type { PageLoader, ServerStore, ShellServer } from '@sweepscout/kit';
import type { ComponentType, ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { remoteNameOf, ROUTE_TABLE, type RemoteModuleId } from '@sweepscout/shared';
import {
  answeredUrl,
  assertPinnedManifest,
  inlineScriptHashes,
  logger,
  ownOrigin,
  ownRequestHeaders,
  pagePreloadLinks,
  remoteManifest,
  SERVER_BUILDS_PREFIX,
  type PageRenderer,
  type PageRenderRequest,
} from '@sweepscout/api';
import { FederationHost, forOrigins } from './federationHost';
import { isDeployedHere, LocalBuildStamps } from './localBuilds';
import { loadShellServer } from './shellServer';
import { FragmentCache, PageFragments } from './serverFragments';
import { PageStyleSheet, serverStyleElement } from './serverStyles';
import { shellProvidedVersions } from './shellProvides';

/** A page whose render has not finished by then is sent as before (rendered in the browser). */
export const RENDER_TIMEOUT_MS = 5000;

/** This server's own origins as seen from itself (loopbackOrigin), added as pages render. */
const ownOrigins = new Set<string>();

// A pinned remote whose manifest is not the pinned one is refused before its code is loaded.
// Manifest reads of this server carry the mark of its own requests (logged at debug, not as a
// visitor's); a remote on another origin never sees it.
const host = new FederationHost(
  (name, text) => assertPinnedManifest(name, text),
  undefined,
  forOrigins(ownOrigins, ownRequestHeaders),
);

const localBuilds = new Map<string, LocalBuildStamps>();

/**
 * Moves when a remote's build changes (deployed into this site's folder: seen on the next
 * request; elsewhere: within MANIFEST_TRUST_MS). A rendered document is valid while it stands.
 */
function remoteBuildsVersion(siteRoot: string): number {
  let local = localBuilds.get(siteRoot);
  if (!local) {
    local = new LocalBuildStamps(siteRoot, () => host.distrustManifests());
    localBuilds.set(siteRoot, local);
  }
  // Both only grow, so their sum changes whenever either does.
  return local.current() + host.buildsVersion;
}

/**
 * This server as seen from itself, to fetch the remotes it serves: the process's own origin once
 * it listens (api's ownOrigin: the same whichever port the page came in on), else the port the
 * page came in on, on loopback.
 */
function loopbackOrigin(req: Request): string {
  const own = ownOrigin();
  if (own) return own;
  const address = (req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  const hostPart =
    address === '::' || address === '0.0.0.0'
      ? '127.0.0.1'
      : address.includes(':')
        ? `[${address}]`
        : address;
  return `http://${hostPart}:${req.socket.localPort}`;
}

/**
 * The server build's manifest sits in server/ beside the browser build's mf-manifest.json. A
 * remote deployed here is read from this server under its secret prefix (browsers get 404 for
 * /remotes/<name>/server/).
 */
export function serverManifestUrl(browserManifest: string, origin: string): string {
  const local = /^\/remotes\/([a-z]+)\/mf-manifest\.json$/.exec(browserManifest);
  if (local) return `${origin}${SERVER_BUILDS_PREFIX}/${local[1]}/mf-manifest.json`;
  return new URL(
    browserManifest.replace(/mf-manifest\.json$/, 'server/mf-manifest.json'),
    `${origin}/`,
  ).href;
}

interface ExposedPage {
  default: ComponentType<object>;
  loader?: PageLoader;
}

/**
 * Each remote module of the route, from its server build; a remote that fails is left out, and so
 * is one the browser refuses (the shell's requirements check): the browser shows its fallback.
 */
async function loadRouteModules(
  req: Request,
  ids: readonly string[],
  shell: ShellServer,
  siteRoot: string,
) {
  const manifest = remoteManifest();
  const origin = loopbackOrigin(req);
  ownOrigins.add(origin);
  const provided = shellProvidedVersions(siteRoot);
  const modules = new Map<string, ComponentType<object>>();
  const loaders: PageLoader[] = [];
  await Promise.all(
    ids.map(async (id) => {
      const browserEntry = manifest[id.split('/')[0]];
      if (!browserEntry) return;
      try {
        const page = await host.load<ExposedPage>(id, serverManifestUrl(browserEntry, origin), {
          watch: !isDeployedHere(browserEntry),
          browserEntry: new URL(browserEntry, `${origin}/`).href,
          accept: (browserManifest) => {
            if (provided) shell.assertRequirementsMet(id.split('/')[0], browserManifest, provided);
          },
        });
        modules.set(id, page.default);
        if (page.loader) {
          const loader = page.loader;
          // A loader that throws costs only its own data: the area renders its error state.
          loaders.push(async (context) => {
            try {
              await loader(context);
            } catch (error) {
              logger.error({ err: error, module: id }, 'server rendering: loader failed');
            }
          });
        }
      } catch (error) {
        logger.warn({ err: error, module: id }, 'server rendering without a remote module');
      }
    }),
  );
  return { modules, loaders };
}

/** Every remote module a server render may load, in the route table's order. */
const SERVER_MODULES: readonly RemoteModuleId[] = [
  ...new Set(ROUTE_TABLE.flatMap((route) => ('serverModules' in route ? route.serverModules : []))),
];

/** The builds version whose modules were loaded in order (the load, while it runs). */
let orderedLoad: { version: number; done: Promise<void> } | null = null;

/**
 * styled-components numbers each component when its module is evaluated and writes a page's
 * rules in that order, so a process whose first visitors asked for other pages (its remotes'
 * modules evaluated in another order) wrote the same page's style element in another order: the
 * same page was other bytes, with another ETag, on each worker and instance. Before the first
 * render of each build of the remotes, every module is loaded once, one at a time, in the route
 * table's order; a remote whose module fails is skipped for the rest (it is down or refused).
 */
function loadModulesInOrder(req: Request, shell: ShellServer, siteRoot: string): Promise<void> {
  const version = remoteBuildsVersion(siteRoot);
  if (orderedLoad?.version === version) return orderedLoad.done;
  const loadAll = async () => {
    const skipped = new Set<string>();
    for (const id of SERVER_MODULES) {
      if (skipped.has(remoteNameOf(id))) continue;
      const { modules } = await loadRouteModules(req, [id], shell, siteRoot);
      if (!modules.has(id)) skipped.add(remoteNameOf(id));
    }
  };
  const done: Promise<void> = loadAll().then(() => {
    // Registering the remotes the first time moves the version: this load is for the new one.
    if (orderedLoad?.done === done) orderedLoad = { version: remoteBuildsVersion(siteRoot), done };
  });
  orderedLoad = { version, done };
  return done;
}

/** The fragments kept for the shell's current build and the remotes' (a new one starts afresh). */
const fragmentCaches = new WeakMap<ShellServer, { version: number; cache: FragmentCache }>();

function fragmentCacheFor(shell: ShellServer, siteRoot: string): FragmentCache {
  const version = remoteBuildsVersion(siteRoot);
  let kept = fragmentCaches.get(shell);
  if (kept?.version !== version) {
    kept = { version, cache: new FragmentCache() };
    fragmentCaches.set(shell, kept);
  }
  return kept.cache;
}

/** React's mark of a Suspense boundary it could not render, left for the browser to render. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * The page in one synchronous pass, or null when any part of it suspended or failed (the page is
 * then rendered again by renderToHtml, which waits for what suspended, logs what failed and tells
 * the browser why). React's string renderer writes the same markup as the stream but builds a
 * string instead of encoding bytes, and renders no Suspense fallback it will not send: a
 * /compare page with new filters took about a sixth less CPU (bench/uncached-render.mjs). It
 * takes no error handler, hence the second pass for the rare page that needs one.
 */
function renderAtOnce(element: ReactElement): string | null {
  try {
    const html = renderToString(element);
    return html.includes(CLIENT_RENDERED_BOUNDARY) ? null : html;
  } catch {
    return null;
  }
}

/**
 * Renders the whole tree once every Suspense boundary settled. An area that throws (a remote's
 * bug, a browser-only component) is sent as its loading state, which the browser renders; the
 * digest tells the browser whether that was on purpose (CLIENT_ONLY_DIGEST) or an error.
 */
function renderToHtml(element: ReactElement, shell: ShellServer): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // Cleared as soon as the render ends: until it fires, the timer holds the render (React's
    // request, every chunk of the page), and left to run it kept the last five seconds of renders
    // alive, about 1,000 pages at 200 renders a second.
    const timeout = setTimeout(() => stream.abort(new Error('render timeout')), RENDER_TIMEOUT_MS);
    timeout.unref();
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        clearTimeout(timeout);
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // One piece, never split: React would otherwise move large Suspense boundaries out of line
      // and reveal them with inline scripts, which the page's Content-Security-Policy blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        clearTimeout(timeout);
        reject(error);
      },
      onError: (error) => {
        if (error instanceof Error && error.name === 'ClientOnlyArea')
          return shell.CLIENT_ONLY_DIGEST;
        logger.error({ err: error }, 'server rendering error');
        return 'server-error';
      },
    });
  });
}

const ROOT = /<div id="?root"?><\/div>/;

interface RenderedRoot {
  /** The root's HTML, in pieces that follow one another. */
  body: readonly string[];
  sheet: PageStyleSheet;
  /** The page's data and the modules it hydrates with, for the browser (ssrState). */
  payload: string;
  loadedBeforeHydration: string[];
}

/** The app's HTML for the page whose loaders filled `store`, its styles and its payload. */
async function renderRoot(
  shell: ShellServer,
  siteRoot: string,
  store: ServerStore,
  {
    url,
    modules,
    formEcho,
  }: Pick<PageRenderRequest, 'formEcho'> & {
    url: string;
    modules: ReadonlyMap<string, ComponentType<object>>;
  },
): Promise<RenderedRoot> {
  // Each pass collects its own styles and deferred areas: a failed first pass leaves none behind.
  // Only the first, one synchronous pass, reuses and records fragments: the stream renders
  // suspended parts later, out of the order a recording needs.
  const pass = (fragmentCache?: FragmentCache) => {
    const sheet = new PageStyleSheet();
    const deferred = new Set<string>();
    const fragments = fragmentCache && new PageFragments(fragmentCache, sheet);
    const app = sheet.collectStyles(
      shell.serverApp({ url, store, modules, deferred, formEcho, fragments }),
    );
    return { sheet, deferred, app, fragments };
  };
  const first = pass(fragmentCacheFor(shell, siteRoot));
  let { sheet, deferred } = first;
  const once = renderAtOnce(first.app);
  let body: readonly string[];
  if (once === null) {
    const second = pass();
    ({ sheet, deferred } = second);
    body = [await renderToHtml(second.app, shell)];
  } else {
    body = first.fragments ? first.fragments.finish(once) : [once];
  }
  // The CSP allows only the template's inline scripts (by hash): a page that needs another
  // one would not hydrate, so it is better sent unrendered (the caller logs this). A script
  // element lies within one piece: pieces meet only where an element's marks were.
  if (body.some((piece) => inlineScriptHashes(piece).length > 0)) {
    throw new Error('the render contains inline scripts the Content-Security-Policy blocks');
  }
  // The areas that hydrate when seen keep their data in the page (their later hydration reads
  // it) but not their scripts: the browser loads those when the area nears the viewport.
  const loadedBeforeHydration = [...modules.keys()].filter((id) => !deferred.has(id));
  const payload = shell.serializeSsrPayload({
    state: shell.dehydrate(store),
    modules: loadedBeforeHydration,
    formEcho,
    styleNames: sheet.pageNames(),
  });
  return { body, sheet, payload, loadedBeforeHydration };
}

/**
 * The page rendered on the server, inserted into `document` (the shell's index.html with the
 * route's head already in it), as UTF-8 bytes, or null when the route is not rendered on the
 * server (no shell server build, or a route not converted yet): then the caller sends `document`
 * as before.
 */
async function renderServerPage(
  siteRoot: string,
  { req, document, reads, formEcho }: PageRenderRequest,
): Promise<Buffer | null> {
  const shell = loadShellServer(siteRoot);
  const match = shell?.matchSsrRoute(req.path);
  if (!shell || !match || !ROOT.test(document)) return null;
  await loadModulesInOrder(req, shell, siteRoot);
  const { modules, loaders } = await loadRouteModules(req, match.modules, shell, siteRoot);
  // Rendered for the query the page reads only: the same document for every URL the page cache
  // gives it to (answerCache.ts, answeredUrl).
  const url = answeredUrl(req.originalUrl);
  const search = new URL(url, 'http://site.invalid').search;
  const store = await shell.runLoaders(
    [...(match.loaders ?? []), ...loaders],
    match.params,
    search,
    match.props,
    reads,
  );
  // The store ends with the render: RTK Query's timers would keep it, and its data, alive.
  const { body, sheet, payload, loadedBeforeHydration } = await renderRoot(shell, siteRoot, store, {
    url,
    modules,
    formEcho,
  }).finally(() => shell.releaseStore?.(store));
  // The shell's and the remotes' files the browser loads before hydrating, fetched at once.
  const preloads = pagePreloadLinks(siteRoot, loadedBeforeHydration, match.shellPage);
  const [head, afterHead] = splitAt(document, '</head>');
  const [beforeRoot, afterRoot] = splitAt(afterHead, ROOT);
  return utf8Bytes([
    head,
    preloads,
    ...serverStyleElement(sheet),
    '</head>',
    beforeRoot,
    '<div id="root">',
    ...body,
    `</div><script type="application/json" id="${shell.SSR_STATE_ID}">`,
    payload,
    '</script>',
    afterRoot,
  ]);
}

/** `text` before and after the first match of `mark` (which must be there; the mark is dropped). */
function splitAt(text: string, mark: string | RegExp): [string, string] {
  const found = typeof mark === 'string' ? { index: text.indexOf(mark), 0: mark } : mark.exec(text);
  if (!found || found.index < 0) throw new Error(`the document has no ${String(mark)}`);
  return [text.slice(0, found.index), text.slice(found.index + found[0].length)];
}

/**
 * The UTF-8 bytes of the parts, one after the other, without ever joining them into one string.
 * A page is built of many small strings (React's output among them), and V8 makes a string of
 * such pieces flat before encoding it: over 64 K characters the flat copy is a large object,
 * and flattening an 88 K /compare page took 0.7 ms against 0.02 ms for 60 K characters (about a
 * tenth of the page's CPU time); each part here stays under that size (docs/performance.md).
 */
function utf8Bytes(parts: readonly string[]): Buffer {
  let length = 0;
  for (const part of parts) length += Buffer.byteLength(part);
  // Its own memory (not a slice of Node's shared pool): the answer cache keeps these bytes.
  const bytes = Buffer.allocUnsafeSlow(length);
  let offset = 0;
  for (const part of parts) offset += bytes.write(part, offset);
  return bytes;
}

/** The API's page renderer for the site built in `siteRoot` (shell/dist, mf-<name>/dist). */
export function createPageRenderer(siteRoot: string): PageRenderer {
  return {
    render: (request) => renderServerPage(siteRoot, request),
    buildsVersion: () => remoteBuildsVersion(siteRoot),
  };
}
