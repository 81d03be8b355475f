import fs from 'node:fs';
import { notFoundHead, staticRouteHead, type HeadData } from '@sweepscout/shared';
import type { Request } from 'express';
import mongoose from 'mongoose';
import { headInMemory, resolveHead, type ResolvedHead } from '../features/seo/head';
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

/** How many documents (one per head) are kept for the current template. */
export const DOCUMENTS_KEPT = 200;

/** The documents made for the current template, by head, origin and tag-manager id. */
let madeDocuments: { template: string; byHead: Map<string, string> } = {
  template: '',
  byHead: new Map(),
};

/**
 * The template with `head` in it, made once per head: every query of a path has its head (a
 * /compare page with new filters made the whole document again, a fiftieth of its CPU time).
 * The oldest made is forgotten first; a new template (the shell rebuilt) starts afresh.
 */
export function documentWithHead(template: string, head: HeadData, origin?: string): string {
  const tagManager = tagManagerId();
  if (madeDocuments.template !== template) madeDocuments = { template, byHead: new Map() };
  const { byHead } = madeDocuments;
  const key = `${origin ?? ''}\n${tagManager ?? ''}\n${JSON.stringify(head)}`;
  let html = byHead.get(key);
  if (html === undefined) {
    html = injectHead(template, head, { origin, tagManagerId: tagManager });
    if (byHead.size >= DOCUMENTS_KEPT) byHead.delete(byHead.keys().next().value as string);
    byHead.set(key, html);
  }
  return html;
}

/**
 * The HTML document of a path without a database read: a static route's head, else the
 * not-found head (the /go not-found page uses it). Without an origin no canonical URL is written.
 */
export function renderDocument(pathname: string, template: string, origin?: string): string {
  return documentWithHead(template, staticRouteHead(pathname) ?? notFoundHead(pathname), origin);
}

/**
 * The HTML document answered for a page route, with its status: each route's title, description,
 * canonical URL, Open Graph tags and JSON-LD (casino, review and guide pages from the database),
 * 404 for unknown paths and missing records. Should the database fail, the page is still served
 * with the static head, so that the app can start and show its own error state. `fromMemory`: the
 * head from the view already in memory, never waiting for a rebuild, which waits on the database
 * (a refused form's page, answered at the deadline when the database may not be answering).
 */
export async function renderPage(
  req: Request,
  template: string,
  { fromMemory = false }: { fromMemory?: boolean } = {},
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
  if (fromMemory) {
    resolved = headInMemory(req.path, origin) ?? fallback();
  } else if (mongoose.connection.readyState !== mongoose.ConnectionStates.connected) {
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
    html: documentWithHead(template, resolved.head, origin),
    // Made from the read model: the same document for every visitor until the data changes.
    version: resolved.version,
  };
}
