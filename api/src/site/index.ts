import { Router } from 'express';
import { formsRouter } from './forms';
import { mediaRouter } from './media';
import { remotePinsRouter } from './remotePins';
import { remotesRouter } from './remotes';
import { shellRouter } from './shell';
import type { PageRenderer } from './pageRenderer';

/** Everything that is not /api: remotes, media, the public forms, the shell and its page routes. */
export function siteRouter(options: {
  siteRoot: string;
  dataDir: string;
  renderer: PageRenderer;
}): Router {
  const router = Router();
  router.use(remotePinsRouter());
  router.use(remotesRouter(options.siteRoot));
  router.use(mediaRouter(options.dataDir));
  router.use(formsRouter(options.siteRoot, options.renderer));
  router.use(shellRouter(options.siteRoot, options.renderer));
  return router;
}
