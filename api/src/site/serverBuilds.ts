import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';

/**
 * The Node builds (shell/dist/server, mf-<name>/dist/server) are code for this process only: the
 * server renderer's, with its paths and whatever it bundles. Browsers get 404 for them. The
 * federation host still fetches the remotes' server builds over HTTP from this very server, so
 * they are served under a prefix with a random secret made at start, which only this process
 * knows (it is never written in a page).
 */
export const SERVER_BUILD_FOLDER = 'server';

/** Per process: where this server serves the remotes' server builds to its own renderer. */
export const SERVER_BUILDS_PREFIX = `/_server-builds/${randomBytes(24).toString('base64url')}`;

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
