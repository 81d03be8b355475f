import { Router } from 'express';
import { z } from 'zod';
import { validate } from '../../http/validate';
import { resolveHead } from './head';
import { siteOrigin } from './origin';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap';

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
    const { status, head } = await resolveHead(input.input(res).query.path, siteOrigin(req));
    res.status(status).set('Cache-Control', 'public, max-age=60').json(head);
  });
  return router;
}

/** GET /sitemap.xml and /robots.txt. */
export function seoSiteRouter(): Router {
  const router = Router();
  router.get('/sitemap.xml', async (req, res) => {
    const xml = sitemapXml(await sitemapEntries(), siteOrigin(req));
    res.set('Cache-Control', 'public, max-age=3600').type('application/xml').send(xml);
  });
  router.get('/robots.txt', (req, res) => {
    res
      .set('Cache-Control', 'public, max-age=3600')
      .type('text/plain')
      .send(robotsTxt(siteOrigin(req)));
  });
  return router;
}
