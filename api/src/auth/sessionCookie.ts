import { ADMIN_SESSION_COOKIE, ADMIN_SESSION_COOKIE_DEV } from '@sweepscout/shared';
import { parse } from 'cookie';
import type { CookieOptions, Request, Response } from 'express';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Which session cookie a request uses:
 * - over HTTPS (`req.secure`, which TRUST_PROXY decides behind a proxy): `__Host-sweepscout_admin`,
 *   Secure, so it never travels in clear and no subdomain can set or shadow it;
 * - over plain HTTP at a loopback address (`npm start`, the tests): the development cookie, not
 *   Secure (it cannot be), still HttpOnly and SameSite=Strict;
 * - plain HTTP anywhere else: none, staff cannot sign in (a session must not travel in clear).
 */
export function cookieNameFor(req: Request): string | null {
  if (req.secure) return ADMIN_SESSION_COOKIE;
  const host = (req.hostname ?? '').toLowerCase();
  return LOOPBACK_HOSTS.has(host) || host.endsWith('.localhost') ? ADMIN_SESSION_COOKIE_DEV : null;
}

function optionsFor(req: Request): CookieOptions {
  return { httpOnly: true, secure: req.secure, sameSite: 'strict', path: '/' };
}

/** The session token the request carries in its cookie, or undefined. */
export function readSessionCookie(req: Request): string | undefined {
  const name = cookieNameFor(req);
  const header = req.headers.cookie;
  if (!name || !header) return undefined;
  return parse(header)[name] || undefined;
}

/** A session cookie ending with the session (absolute expiry; the idle limit is the server's). */
export function setSessionCookie(
  req: Request,
  res: Response,
  token: string,
  expiresAt: Date,
): void {
  const name = cookieNameFor(req);
  if (!name) throw new Error('setSessionCookie() over plain HTTP at a public address');
  res.cookie(name, token, { ...optionsFor(req), expires: expiresAt });
}

export function clearSessionCookie(req: Request, res: Response): void {
  const name = cookieNameFor(req);
  if (name) res.clearCookie(name, optionsFor(req));
}
