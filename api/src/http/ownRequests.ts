import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { SERVER_BUILDS_PREFIX } from '../site/serverBuilds';

/**
 * Requests this server sends to itself over HTTP (the warm-up burst before it is announced) carry
 * a token only its own processes know, so that the request log tells them from visitors' requests.
 * The token is derived from the secret the primary gives every worker (the server-builds prefix):
 * a request one worker sends may be answered by another. It is only ever sent to this server
 * (the warm-up, and the server renderer's reads of the remote manifests this server serves).
 */
const OWN_REQUEST_HEADER = 'x-sweepscout-own-request';
const TOKEN = Buffer.from(
  createHash('sha256').update(`own-request:${SERVER_BUILDS_PREFIX}`).digest('base64url'),
);

/** The header that marks a request as this server's own. */
export const ownRequestHeaders = (): Record<string, string> => ({
  [OWN_REQUEST_HEADER]: TOKEN.toString(),
});

/** True for a request this server sent to itself (the token matches; a visitor cannot know it). */
export function isOwnRequest(req: { headers: IncomingHttpHeaders }): boolean {
  const given = req.headers[OWN_REQUEST_HEADER];
  if (typeof given !== 'string' || given.length !== TOKEN.length) return false;
  return timingSafeEqual(Buffer.from(given), TOKEN);
}

/**
 * An own request whose answer nothing keeps: the start-up warm-up's renders of pages for new
 * queries (http/warmUp.ts). Its page and the reads the page makes are answered as any other, but
 * the answer cache neither keeps them nor remembers them as asked, so a visitor who later asks one
 * of those queries costs the same render as any new query. Honoured only with the own token.
 */
const UNKEPT_HEADER = 'x-sweepscout-unkept';

export const unkeptRequestHeaders = (): Record<string, string> => ({
  ...ownRequestHeaders(),
  [UNKEPT_HEADER]: '1',
});

export function isUnkeptRequest(req: { headers: IncomingHttpHeaders }): boolean {
  return req.headers[UNKEPT_HEADER] === '1' && isOwnRequest(req);
}
