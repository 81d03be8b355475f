import express, { type RequestHandler, type Response } from 'express';
import fs from 'node:fs';
import path from 'node:path';

/**
 * How the built frontends' files are served: never a folder index; revalidated by ETag alone (a
 * hashed file is immutable anyway) and without range support, which no script or icon needs:
 * each script of a page was carrying two headers (70 bytes) for nothing.
 */
export const BUILD_FILE_OPTIONS = { index: false, lastModified: false, acceptRanges: false };

/** The static handler's header hook, given the path of the file the browser asked for. */
export type StaticHeaders = (res: Response, filePath: string) => void;

/**
 * Scripts compressed at build time: the frontend builds write `<file>.js.br` beside each script
 * (Brotli at its highest quality, shared/build/federation.cjs). A browser that accepts Brotli
 * gets that file for `<file>.js`, with the headers of the script itself; any other request falls
 * through to the plain static handler (and on-the-fly compression), as does a script built
 * without its `.br` (development).
 */
export function precompressedScripts(root: string, setHeaders: StaticHeaders): RequestHandler {
  const base = path.resolve(root);
  const serveBrotli = express.static(base, {
    ...BUILD_FILE_OPTIONS,
    setHeaders: (res, filePath) => {
      setHeaders(res, filePath.replace(/\.br$/, ''));
      res.setHeader('Content-Encoding', 'br');
      res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    },
  });
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.endsWith('.js')) {
      next();
      return;
    }
    // Caches must keep the Brotli and the plain answer apart.
    res.vary('Accept-Encoding');
    if (!req.acceptsEncodings().includes('br')) {
      next();
      return;
    }
    let file: string;
    try {
      file = path.resolve(base, `.${decodeURIComponent(req.path)}`);
    } catch {
      next();
      return;
    }
    if (!file.startsWith(base + path.sep) || !fs.existsSync(`${file}.br`)) {
      next();
      return;
    }
    const url = req.url;
    req.url = url.replace(/\.js(?=\?|$)/, '.js.br');
    serveBrotli(req, res, (error?: unknown) => {
      req.url = url;
      next(error);
    });
  };
}
