import express, { Router } from 'express';
import path from 'node:path';
import { MEDIA_ASSETS } from '../paths';

const MEDIA_CACHE = 'public, max-age=86400';

/** /media/*: the seed's SVG artwork, then files uploaded by staff (<dataDir>/uploads). */
export function mediaRouter(dataDir: string): Router {
  const router = Router();
  const options = {
    index: false,
    setHeaders: (res: express.Response) => res.setHeader('Cache-Control', MEDIA_CACHE),
  };
  router.use('/media', express.static(MEDIA_ASSETS, options));
  router.use('/media', express.static(path.join(dataDir, 'uploads'), options));
  router.use('/media', (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return router;
}
