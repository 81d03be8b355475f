import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { databaseConnected } from '../db/availability';
import { readModel } from '../readModel/readModel';
import { keysOfApiAnswer, keysOfDocument, keysOfSiteFile } from './surrogateKeys';

/**
 * What a shared cache in front of the site (a CDN, Varnish) may do with a public answer: keep it
 * for SHARED_MAX_AGE_S seconds (purged sooner on publish, see purge.ts), serve it stale for a
 * while when it expires or the site errs (RFC 5861), and file it under its surrogate keys. Browsers keep
 * what the route told them (a minute at most for lists, none for pages), so visitors see an
 * edit as soon as the shared cache does.
 */
export const SHARED_MAX_AGE_S = 600;
export const STALE_WHILE_REVALIDATE_S = 60;
export const STALE_IF_ERROR_S = 86_400;

/** The browser's max-age of the route's own Cache-Control ('no-cache' and none: 0). */
function browserMaxAge(cacheControl: string | null): number {
  const match = /(?:^|[,\s])max-age=(\d+)/.exec(cacheControl ?? '');
  return match ? Number(match[1]) : 0;
}

/**
 * Cache-Control for an answer a shared cache may keep. `must-revalidate` holds browsers to their
 * max-age: without it a browser also applies stale-while-revalidate, and a page opened again
 * within a minute of an edit showed the copy from before the edit (the cache in front is purged
 * on publish; a browser is not).
 */
export function sharedCacheControl(routeCacheControl: string | null): string {
  return [
    'public',
    `max-age=${browserMaxAge(routeCacheControl)}`,
    'must-revalidate',
    `s-maxage=${SHARED_MAX_AGE_S}`,
    `stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}`,
    `stale-if-error=${STALE_IF_ERROR_S}`,
  ].join(', ');
}

/** A cached answer that a shared cache may keep, with the keys it is filed under. */
export interface SurrogateKeyed {
  surrogateKeys?: readonly string[];
}

/**
 * Makes a public answer one a shared cache may keep, when it has keys: its Cache-Control gets
 * s-maxage and the stale allowances, and it remembers its keys. Without keys it keeps the
 * route's own Cache-Control, for browsers only (the cache in front files nothing without keys).
 */
export function shareable<Answer extends { cacheControl: string | null }>(
  answer: Answer,
  keys: readonly string[] | null,
): Answer & SurrogateKeyed {
  if (!keys) return answer;
  return { ...answer, cacheControl: sharedCacheControl(answer.cacheControl), surrogateKeys: keys };
}

/** Surrogate-Key (space-separated: Fastly, Varnish xkey) and Cache-Tag (comma-separated). */
export function surrogateKeyHeaders(answer: SurrogateKeyed): OutgoingHttpHeaders {
  const keys = answer.surrogateKeys;
  return keys ? { 'Surrogate-Key': keys.join(' '), 'Cache-Tag': keys.join(',') } : {};
}

/** Build files, media and outbound redirects: never answers of the read model. */
const NOT_AN_ANSWER = /^\/(remotes|media|go)(\/|$)/;

const keysOfRequest = new WeakMap<IncomingMessage, string[] | null>();

/** The keys worked out for this request's answer (null: not for a shared cache). */
export function surrogateKeysOf(req: IncomingMessage): string[] | null {
  return keysOfRequest.get(req) ?? null;
}

/**
 * Works out, before the route answers, the surrogate keys of a public GET's answer, from the
 * read model the route answers from (keys name records by id, paths name them by slug). Skipped
 * without a database: the answer is then kept by browsers only.
 */
export function surrogateKeys(): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!databaseConnected()) return next();
    const path = req.path;
    if (NOT_AN_ANSWER.test(path) || (path.includes('.') && !keysOfSiteFile(path))) return next();
    const isApi = path === '/api' || path.startsWith('/api/');
    if (isApi && path.startsWith('/api/admin')) return next();
    readModel.current().then(
      ({ view }) => {
        const query = new URLSearchParams(req.url.split('?')[1] ?? '');
        const keys = isApi
          ? keysOfApiAnswer(view, path.slice('/api'.length), query)
          : (keysOfSiteFile(path) ?? keysOfDocument(view, path));
        keysOfRequest.set(req, keys);
        next();
      },
      () => next(),
    );
  };
}
