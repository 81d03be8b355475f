import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
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
export function isOwnRequest(req: IncomingMessage): boolean {
  const given = req.headers[OWN_REQUEST_HEADER];
  if (typeof given !== 'string' || given.length !== TOKEN.length) return false;
  return timingSafeEqual(Buffer.from(given), TOKEN);
}
