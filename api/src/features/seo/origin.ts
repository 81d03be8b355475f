import type { Request } from 'express';
import { setting, type Environment } from '../../config';

/**
 * The site's public origin for canonical URLs, the sitemap and robots.txt: SITE_URL when set
 * (production), else the request's own host (a development or test server).
 */
export function siteOrigin(req: Request, env?: Environment): string {
  const configured = setting('SITE_URL', env);
  if (configured) return configured;
  const host = (req.get('host') ?? 'localhost').replace(/[^A-Za-z0-9.:[\]-]/g, '');
  return `${req.protocol}://${host || 'localhost'}`;
}

/** The tag-manager container id, when one is configured (GTM_ID). */
export function tagManagerId(env?: Environment): string | null {
  return setting('GTM_ID', env) ?? null;
}
