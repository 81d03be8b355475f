import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import { setting } from '../config';

/**
 * The Node builds (shell/dist/server, mf-<name>/dist/server) are code for this server only: the
 * server renderer's, with its paths and whatever it bundles. Browsers get 404 for them. The
 * federation host still fetches the remotes' server builds over HTTP from this very server, so
 * they are served under a prefix with a random secret made at start, which only this server's
 * processes know (it is never written in a page). The renderer's request may reach any worker on
 * the port, so the primary makes the secret and gives it to every worker (SERVER_BUILDS_SECRET).
 */
export const SERVER_BUILD_FOLDER = 'server';

/** A new secret for the server-builds prefix (the primary makes one per start). */
export const newServerBuildsSecret = (): string => randomBytes(24).toString('base64url');

/** Where this server serves the remotes' server builds to its own renderer. */
export const SERVER_BUILDS_PREFIX = `/_server-builds/${setting('SERVER_BUILDS_SECRET') ?? newServerBuildsSecret()}`;

/** `requestPath` (as sent, percent-encoded or not, any case) reaches a build's server folder. */
export function isServerBuildPath(requestPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    // The static file server answers 400 to a path it cannot decode: nothing is served.
    return false;
  }
  return decoded
    .toLowerCase()
    .split(/[\\/]+/)
    .includes(SERVER_BUILD_FOLDER);
}

/** 404 for any path into a build's server folder, before the static file server sees it. */
export const refuseServerBuilds: RequestHandler = (req, res, next) => {
  if (isServerBuildPath(req.path)) res.status(404).type('text/plain').send('Not found');
  else next();
};
