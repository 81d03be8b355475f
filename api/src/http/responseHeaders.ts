import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { securityHeadersFor } from './securityHeaders';

/** Express's compiled `trust proxy` setting: is the hop at `address` trusted to forward? */
type TrustProxy = (address: string, hop: number) => boolean;

let trustProxy: TrustProxy = () => false;

/** Follow the app's TRUST_PROXY for answers written before Express (the fast path). */
export function followTrustProxyOf(trust: TrustProxy | undefined): void {
  trustProxy = trust ?? (() => false);
}

/** Express's req.secure, for a plain request: TLS here, or https said by a trusted proxy. */
function isSecure(req: IncomingMessage): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  if (!trustProxy(req.socket.remoteAddress ?? '', 0)) return false;
  const proto = String(req.headers['x-forwarded-proto'] ?? '').split(',')[0];
  return proto.trim().toLowerCase() === 'https';
}

/**
 * The headers every response of the site carries whichever path writes it (the Express pipeline
 * or the fast path of cached answers): the security headers of its kind of path.
 */
export function siteResponseHeaders(req: IncomingMessage): OutgoingHttpHeaders {
  // Inside Express, req.url is relative to the router's mount point ('/casinos' under '/api'):
  // the kind of path comes from the URL the client asked for.
  const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/';
  const path = url.split('?', 1)[0];
  return { ...securityHeadersFor(path, isSecure(req)) };
}
