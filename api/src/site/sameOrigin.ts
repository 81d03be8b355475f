import type { Request } from 'express';

/**
 * True when a form post comes from one of this site's own pages. The site has no session cookie
 * for a forged post to ride on, but a page elsewhere could still post a victim's address to the
 * newsletter form; browsers tell where a post comes from. `Sec-Fetch-Site` (every current
 * browser) must be same-origin (or none: typed by the visitor); without it, an `Origin` header
 * must name this host. A client that sends neither is not a browser a page can drive.
 */
export function isSameOriginPost(req: Request): boolean {
  const site = req.get('sec-fetch-site');
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const origin = req.get('origin');
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === req.get('host');
  } catch {
    return false;
  }
}
