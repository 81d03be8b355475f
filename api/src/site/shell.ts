import express, { Router, type Request } from 'express';
import { utcDay } from '@sweepscout/shared';
import path from 'node:path';
import { setting } from '../config';
import { answerKey, sendPublicText } from '../http/answerCache';
import { logger } from '../log/logger';
import { loadShellTemplate, renderPage } from './document';
import { fileStamp } from './fileStamps';
import { BUILD_FILE_OPTIONS, precompressedScripts, type StaticHeaders } from './precompressed';
import { renderInProcess, type PageRenderer } from './pageRenderer';
import { keepScriptHeadersOnly } from '../http/scriptHeaders';
import { refuseServerBuilds } from './serverBuilds';

export const NOT_BUILT_MESSAGE = 'The site is not built yet: run npm start';
const NOT_SPA = /^\/(api|remotes|media|go)(\/|$)/;
const HASHED_FILE = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
/**
 * Every file of the shell's build has an extension (scripts, their maps and licences, manifests):
 * a path whose last segment has none is a page, and looking it up on disk first (an fs.stat in
 * libuv's pool, then its callback) was 1.5 % of a worker's CPU under uncached page renders.
 */
const FILE_NAME = /\.[^/]*$/;

function wantsDocument(req: Request): boolean {
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    !NOT_SPA.test(req.path) &&
    Boolean(req.accepts('html'))
  );
}

interface Rendered {
  /** The document as text (sent as the browser renders it) or as the page server's bytes. */
  html: string | Buffer;
  /** The answer depends on the remotes' builds (a server-rendered route, rendered or failed). */
  fromRemotes: boolean;
}

/**
 * The page rendered on the server for the routes converted so far (ssr/), else `html` as it is:
 * the page is then rendered in the browser. SSR=off turns server rendering off; a failure is
 * logged and never costs the page.
 */
async function serverRendered(
  req: Request,
  renderer: PageRenderer,
  html: string,
): Promise<Rendered> {
  if (!setting('SSR')) return { html, fromRemotes: false };
  try {
    const rendered = await renderInProcess(renderer, req, html);
    return rendered === null ? { html, fromRemotes: false } : { html: rendered, fromRemotes: true };
  } catch (error) {
    logger.error({ err: error, path: req.path }, 'server rendering failed');
    return { html, fromRemotes: true };
  }
}

/**
 * Renders in progress, by everything their result depends on: requests for the same page that
 * arrive while it renders (a burst after a deploy or an edit) wait for that one render instead
 * of each rendering it again.
 */
const rendering = new Map<string, Promise<Rendered>>();

function renderOnce(
  req: Request,
  renderer: PageRenderer,
  html: string,
  key: string,
): Promise<Rendered> {
  let render = rendering.get(key);
  if (!render) {
    render = serverRendered(req, renderer, html).finally(() => rendering.delete(key));
    rendering.set(key, render);
  }
  return render;
}

/** A page that lists offers changed this week is right for the UTC day it was rendered on. */
function daysPage(url: string): (() => boolean) | undefined {
  if (!/[?&]changed=[^&]/.test(url)) return undefined;
  const day = utcDay(new Date());
  return () => utcDay(new Date()) === day;
}

function keptWhile(...checks: ((() => boolean) | undefined)[]): (() => boolean) | undefined {
  const present = checks.filter((check): check is () => boolean => check !== undefined);
  return present.length ? () => present.every((check) => check()) : undefined;
}

/** The shell's static files, and its index.html for every page route (SPA fallback). */
export function shellRouter(siteRoot: string, renderer: PageRenderer): Router {
  const router = Router();
  const distDir = path.join(siteRoot, 'shell', 'dist');
  const indexFile = path.join(distDir, 'index.html');

  const setHeaders: StaticHeaders = (res, filePath) => {
    keepScriptHeadersOnly(res, filePath);
    res.setHeader(
      'Cache-Control',
      HASHED_FILE.test(path.basename(filePath))
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    );
  };
  const serveStatic = express.static(distDir, { ...BUILD_FILE_OPTIONS, setHeaders });
  // index.html is only ever answered through renderDocument (page routes), never raw.
  // The shell's Node build (dist/server) is the renderer's, read from disk: never served.
  router.use(refuseServerBuilds, precompressedScripts(distDir, setHeaders), (req, res, next) =>
    req.path === '/index.html' || !FILE_NAME.test(req.path) ? next() : serveStatic(req, res, next),
  );

  router.use(async (req, res, next) => {
    if (!wantsDocument(req)) return next();
    const template = loadShellTemplate(indexFile);
    if (template === null) {
      res.status(503).type('text/plain').send(NOT_BUILT_MESSAGE);
      return;
    }
    // Unknown paths (and missing casinos, reviews, guides) still get the app, which shows its
    // not-found page, with an honest 404; every page carries its own head (features/seo).
    const page = await renderPage(req, template);
    const builds = renderer.buildsVersion();
    const templateStamp = fileStamp(indexFile);
    const { html, fromRemotes } = await renderOnce(
      req,
      renderer,
      page.html,
      [answerKey(req), page.version, builds, templateStamp].join('|'),
    );
    if (page.version === undefined) {
      res.status(page.status).set('Cache-Control', 'no-cache').type('html').send(html);
      return;
    }
    // The document depends on the data, the path and the template: kept for the fast path. A
    // server-rendered one also depends on the remotes' builds: kept while none changed.
    sendPublicText(req, res, html, {
      version: page.version,
      status: page.status,
      contentType: 'text/html; charset=utf-8',
      cacheControl: 'no-cache',
      template: { file: indexFile, mtimeMs: templateStamp },
      stillValid: keptWhile(
        fromRemotes ? () => renderer.buildsVersion() === builds : undefined,
        daysPage(req.originalUrl),
      ),
    });
  });

  return router;
}
