import fs from 'node:fs';
import { notFoundHead, staticRouteHead } from '@sweepscout/shared';
import type { Request } from 'express';
import mongoose from 'mongoose';
import { resolveHead, type ResolvedHead } from '../features/seo/head';
import { siteOrigin, tagManagerId } from '../features/seo/origin';
import { injectHead } from '../features/seo/render';
import { allowInlineScriptsOf } from '../http/securityHeaders';
import { logger } from '../log/logger';
import { madeFromFile } from './fileStamps';
import { isKnownRoute } from './routeMatch';

/** The shell's index.html, re-read only when the file changes; null when it is not built. */
export const loadShellTemplate = madeFromFile((file) => {
  const html = fs.readFileSync(file, 'utf8');
  // The theme script inlined in the template is allowed by its hash (Content-Security-Policy).
  allowInlineScriptsOf(html);
  return html;
});

/**
 * The HTML document of a path without a database read: a static route's head, else the
 * not-found head (the /go not-found page uses it). Without an origin no canonical URL is written.
 */
export function renderDocument(pathname: string, template: string, origin?: string): string {
  const head = staticRouteHead(pathname) ?? notFoundHead(pathname);
  return injectHead(template, head, { origin, tagManagerId: tagManagerId() });
}

/**
 * The HTML document answered for a page route, with its status: each route's title, description,
 * canonical URL, Open Graph tags and JSON-LD (casino, review and guide pages from the database),
 * 404 for unknown paths and missing records. Should the database fail, the page is still served
 * with the static head, so that the app can start and show its own error state.
 */
export async function renderPage(
  req: Request,
  template: string,
): Promise<{ status: number; html: string; version?: number }> {
  const origin = siteOrigin(req);
  const fallback = (): ResolvedHead => {
    const known = isKnownRoute(req.path);
    return {
      status: known ? 200 : 404,
      head: (known && staticRouteHead(req.path)) || notFoundHead(req.path),
    };
  };
  let resolved: ResolvedHead;
  if (mongoose.connection.readyState !== mongoose.ConnectionStates.connected) {
    // No database (yet): never keep a visitor waiting for mongoose's buffering.
    resolved = fallback();
  } else {
    try {
      resolved = await resolveHead(req.path, origin);
    } catch (error) {
      logger.warn({ err: error, path: req.path }, 'page head unavailable');
      resolved = fallback();
    }
  }
  return {
    status: resolved.status,
    html: injectHead(template, resolved.head, { origin, tagManagerId: tagManagerId() }),
    // Made from the read model: the same document for every visitor until the data changes.
    version: resolved.version,
  };
}
