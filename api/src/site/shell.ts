import express, { Router, type Request } from 'express';
import path from 'node:path';
import { loadShellTemplate, renderPage } from './document';
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
 * The page rendered on the server for the routes converted so far (ssr/), else null: the page
 * is then sent as before and rendered in the browser. SSR=off turns server rendering off; a
 * failure is logged and never costs the page.
 */
async function serverRendered(
  req: Request,
  siteRoot: string,
  html: string,
): Promise<string | null> {
  if (process.env.SSR === 'off') return null;
  try {
    return await renderServerPage(req, siteRoot, html);
  } catch (error) {
    console.error(
      `Server rendering of ${req.path} failed:`,
      error instanceof Error ? error.message : error,
    );
    return null;
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
    const { status, html } = await renderPage(req, template);
    res
      .status(status)
      .set('Cache-Control', 'no-cache')
      .type('html')
      .send((await serverRendered(req, siteRoot, html)) ?? html);
  });

  return router;
}
