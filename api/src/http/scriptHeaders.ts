import type { Response } from 'express';
import { PAGE_ONLY_HEADERS } from './pageOnlyHeaders';

/**
 * What only a document heeds: its Content-Security-Policy, framing and referrer policies and the
 * page-only headers. A script file ignores them (a script's requests follow its document's
 * policies), while nosniff, Cross-Origin-Resource-Policy and HSTS do apply to it.
 */
const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Referrer-Policy',
  'X-Frame-Options',
  ...PAGE_ONLY_HEADERS,
];

/**
 * Called by the static handlers for the file they send: a script file keeps only the headers that
 * apply to it (a page loads a dozen scripts; the document headers cost about 600 bytes on each).
 * Set per file sent, not per path: a document answered for a path ending in `.js` (the not-found
 * page) keeps all of its headers.
 */
export function keepScriptHeadersOnly(res: Response, filePath: string): void {
  if (!/\.m?js$/.test(filePath)) return;
  for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
}
