import { ADMIN_CSRF_HEADER, ADMIN_CSRF_VALUE } from '@sweepscout/shared';
import type { NextFunction, Request, Response } from 'express';
import { securityEvent } from '../log/logger';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SAME_SITE_FETCH = new Set(['same-origin', 'none']);

export const CSRF_REFUSED = 'This request was refused: it did not come from the admin area.';

/**
 * CSRF defence of every unsafe /api/admin request, sign-in included (besides the SameSite=Strict
 * cookie): it must carry `X-Requested-With: sweepscout-admin` (a cross-site page cannot add a
 * custom header without a CORS preflight, never granted), and when the browser says where it
 * comes from (`Sec-Fetch-Site`, `Origin`), that must be this site. Scripts and tests that send
 * neither header but the custom one pass.
 */
export function requireSameOriginWrite(req: Request, res: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(req.method)) return next();
  const fetchSite = req.get('sec-fetch-site');
  const origin = req.get('origin');
  const ownOrigin = `${req.protocol}://${req.get('host') ?? ''}`;
  const reason =
    req.get(ADMIN_CSRF_HEADER) !== ADMIN_CSRF_VALUE
      ? 'header'
      : fetchSite && !SAME_SITE_FETCH.has(fetchSite)
        ? 'sec-fetch-site'
        : origin && origin !== ownOrigin
          ? 'origin'
          : null;
  if (!reason) return next();
  securityEvent('access.denied', { reason: `csrf:${reason}`, method: req.method }, 'warn');
  res.status(403).json({ message: CSRF_REFUSED });
}
