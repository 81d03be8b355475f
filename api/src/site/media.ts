import express, { Router, type Request, type Response } from 'express';
import path from 'node:path';
import { databaseConnected, sendDatabaseUnavailable } from '../db/availability';
import { MEDIA_ASSETS } from '../paths';
import { findMediaFile, mediaContentType, openMediaFile } from './mediaStore';

const MEDIA_CACHE = 'public, max-age=86400';
const MEDIA_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._/-]{0,200}$/;

/** GET|HEAD /media/<name> from GridFS, with an ETag (files never change: names are hashes). */
/** The media name of a request path, or null when its percent-encoding is broken. */
function mediaNameOf(requestPath: string): string | null {
  try {
    return decodeURIComponent(requestPath.slice(1));
  } catch {
    return null;
  }
}

async function serveStoredMedia(req: Request, res: Response): Promise<void> {
  const name = mediaNameOf(req.path);
  if (
    name === null ||
    !MEDIA_NAME.test(name) ||
    name.includes('..') ||
    !['GET', 'HEAD'].includes(req.method)
  ) {
    res.status(404).type('text/plain').send('Not found');
    return;
  }
  if (!databaseConnected()) return sendDatabaseUnavailable(res);
  const file = await findMediaFile(name);
  if (!file) {
    res.status(404).type('text/plain').send('Not found');
    return;
  }
  const etag = `"${String(file._id)}"`;
  res.set({
    'Cache-Control': MEDIA_CACHE,
    ETag: etag,
    'Last-Modified': file.uploadDate.toUTCString(),
    'Content-Type': mediaContentType(name),
  });
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.set('Content-Length', String(file.length));
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = openMediaFile(file);
  stream.once('error', () => res.destroy());
  stream.pipe(res);
}

/**
 * /media/*: the seed's SVG artwork (files of the package), files uploaded before media moved to
 * the database (<dataDir>/uploads), then uploaded media from GridFS. Security headers (nosniff,
 * a sandboxing policy) come from http/securityHeaders.
 */
export function mediaRouter(dataDir: string): Router {
  const router = Router();
  const options = {
    index: false,
    setHeaders: (res: express.Response) => res.setHeader('Cache-Control', MEDIA_CACHE),
  };
  router.use('/media', express.static(MEDIA_ASSETS, options));
  router.use('/media', express.static(path.join(dataDir, 'uploads'), options));
  router.use('/media', serveStoredMedia);
  return router;
}
