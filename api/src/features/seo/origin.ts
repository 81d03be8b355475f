import type { Request } from 'express';

/**
 * The site's public origin for canonical URLs, the sitemap and robots.txt: SITE_URL when set
 * (production), else the request's own host (a development or test server).
 */
export function siteOrigin(req: Request, env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.SITE_URL?.trim();
  if (configured && /^https?:\/\/[^\s/]+/i.test(configured)) return new URL(configured).origin;
  const host = (req.get('host') ?? 'localhost').replace(/[^A-Za-z0-9.:[\]-]/g, '');
  return `${req.protocol}://${host || 'localhost'}`;
}

/** The tag-manager container id, when one is configured (env GTM_ID). */
export function tagManagerId(env: NodeJS.ProcessEnv = process.env): string | null {
  return env.GTM_ID?.trim() || null;
}
