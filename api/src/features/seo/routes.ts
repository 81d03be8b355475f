import { Router } from 'express';
import { z } from 'zod';
import { sendPublicJson, sendPublicText } from '../../http/answerCache';
import { validate } from '../../http/validate';
import { readModel } from '../../readModel/readModel';
import { headInView } from './head';
import { siteOrigin } from './origin';
import { robotsTxt, sitemapDocument, sitemapEntries } from './sitemap';

const headQuerySchema = z.object({
  path: z
    .string({ error: 'path is required' })
    .trim()
    .max(300, 'path must be at most 300 characters')
    .regex(/^\/[A-Za-z0-9/_-]*$/, 'path must be a site path'),
});

/** GET /api/seo/head?path=: the head of a page, for the shell's client-side navigation. */
export function seoApiRouter(): Router {
  const router = Router();
  const input = validate({ query: headQuerySchema });
  router.get('/head', input, async (req, res) => {
    const { view, version } = await readModel.current();
    const { status, head } = headInView(view, input.input(res).query.path, siteOrigin(req));
    sendPublicJson(req, res, head, { version, status, cacheControl: 'public, max-age=60' });
  });
  return router;
}

const SITE_FILE_CACHE = 'public, max-age=3600';

/** GET /sitemap.xml and /robots.txt. */
export function seoSiteRouter(): Router {
  const router = Router();
  // /sitemap.xml, and /sitemap-<n>.xml when the site has more URLs than one file holds.
  router.get(/^\/sitemap(?:-(\d{1,6}))?\.xml$/, async (req, res, next) => {
    const { view, version } = await readModel.current();
    const file = req.params[0] === undefined ? undefined : Number(req.params[0]);
    const xml = sitemapDocument(sitemapEntries(view), siteOrigin(req), file);
    if (xml === null) return next();
    sendPublicText(req, res, xml, {
      version,
      contentType: 'application/xml; charset=utf-8',
      cacheControl: SITE_FILE_CACHE,
    });
  });
  router.get('/robots.txt', (req, res) => {
    sendPublicText(req, res, robotsTxt(siteOrigin(req)), {
      version: readModel.version,
      contentType: 'text/plain; charset=utf-8',
      cacheControl: SITE_FILE_CACHE,
    });
  });
  return router;
}
