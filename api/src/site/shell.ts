import express, { Router, type Request } from 'express';
import fs from 'node:fs';
import path from 'node:path';
import { sendPublicText } from '../http/answerCache';
import { loadShellTemplate, renderPage } from './document';

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
    const { status, html, version } = await renderPage(req, template);
    if (version === undefined) {
      res.status(status).set('Cache-Control', 'no-cache').type('html').send(html);
      return;
    }
    // The document depends on the data, the path and the template only: kept for the fast path.
    sendPublicText(req, res, html, {
      version,
      status,
      contentType: 'text/html; charset=utf-8',
      cacheControl: 'no-cache',
      template: { file: indexFile, mtimeMs: fs.statSync(indexFile).mtimeMs },
    });
  });

  return router;
}
