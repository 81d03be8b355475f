import express, { Router, type Request } from 'express';
import fs from 'node:fs';
import path from 'node:path';
import { sendPublicText } from '../http/answerCache';
import { logger } from '../log/logger';
import { loadShellTemplate, renderPage } from './document';
import { MANIFEST_TRUST_MS } from './ssr/federationHost';
import { renderServerPage } from './ssr/renderServerPage';

export const NOT_BUILT_MESSAGE = 'The site is not built yet: run npm start';
const NOT_SPA = /^\/(api|remotes|media|go)(\/|$)/;
const HASHED_FILE = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

function wantsDocument(req: Request): boolean {
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    !NOT_SPA.test(req.path) &&
    Boolean(req.accepts('html'))
  );
}

/**
 * The page rendered on the server for the routes converted so far (ssr/), else `html` as it is:
 * the page is then rendered in the browser. SSR=off turns server rendering off; a failure is
 * logged and never costs the page. `fromRemotes`: the answer depends on the remotes' builds (a
 * server-rendered route, rendered or failed).
 */
async function serverRendered(
  req: Request,
  siteRoot: string,
  html: string,
): Promise<{ html: string; fromRemotes: boolean }> {
  if (process.env.SSR === 'off') return { html, fromRemotes: false };
  try {
    const rendered = await renderServerPage(req, siteRoot, html);
    return rendered === null ? { html, fromRemotes: false } : { html: rendered, fromRemotes: true };
  } catch (error) {
    logger.error({ err: error, path: req.path }, 'server rendering failed');
    return { html, fromRemotes: true };
  }
}

/** The shell's static files, and its index.html for every page route (SPA fallback). */
export function shellRouter(siteRoot: string): Router {
  const router = Router();
  const distDir = path.join(siteRoot, 'shell', 'dist');
  const indexFile = path.join(distDir, 'index.html');

  const serveStatic = express.static(distDir, {
    index: false,
    setHeaders: (res, filePath) => {
      res.setHeader(
        'Cache-Control',
        HASHED_FILE.test(path.basename(filePath))
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  // index.html is only ever answered through renderDocument (page routes), never raw.
  router.use((req, res, next) =>
    req.path === '/index.html' ? next() : serveStatic(req, res, next),
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
    const { html, fromRemotes } = await serverRendered(req, siteRoot, page.html);
    if (page.version === undefined) {
      res.status(page.status).set('Cache-Control', 'no-cache').type('html').send(html);
      return;
    }
    // The document depends on the data, the path and the template: kept for the fast path. A
    // server-rendered one also depends on the remotes' builds: kept only as long as the host
    // trusts their manifests, so that a redeployed remote is rendered within that time.
    sendPublicText(req, res, html, {
      version: page.version,
      status: page.status,
      contentType: 'text/html; charset=utf-8',
      cacheControl: 'no-cache',
      template: { file: indexFile, mtimeMs: fs.statSync(indexFile).mtimeMs },
      expiresAt: fromRemotes ? Date.now() + MANIFEST_TRUST_MS : undefined,
    });
  });

  return router;
}
