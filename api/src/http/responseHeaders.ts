import type { OutgoingHttpHeaders } from 'node:http';

/**
 * The headers every response of the site carries whichever path writes it (the Express pipeline
 * or the fast path of cached answers). Today Express adds none beyond its defaults (X-Powered-By
 * is disabled); the security headers module of the hardening work plugs in here, in one place.
 */
export function siteResponseHeaders(): OutgoingHttpHeaders {
  return {};
}
