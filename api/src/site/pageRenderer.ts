import type { Request } from 'express';
import type { FormEcho } from '@sweepscout/kit';
import { inProcessFetch } from './inProcessFetch';

/**
 * The port through which this API has pages rendered on the server. The renderer (React, Module
 * Federation, styled-components) lives in the page-server package, which passes one in when it
 * composes both in one process; the API alone sends the shell's document and the browser renders.
 */
export interface PageRenderer {
  /**
   * The page rendered into `document` (the shell's index.html with the route's head in it), or
   * null when the route is not rendered on the server: the caller then sends `document` as is.
   * Bytes (UTF-8), not a string: a page over 64 K characters joined into one string costs a
   * large flat copy before it is encoded (docs/performance.md).
   */
  render(request: PageRenderRequest): Promise<Buffer | null>;
  /** Moves whenever a remote's build changes: a rendered document is valid while it stands. */
  buildsVersion(): number;
}

export interface PageRenderRequest {
  /** The page's request (its path, query and the socket it came on). */
  req: Request;
  document: string;
  /** Answers the page loaders' data reads inside this process (the API's own app). */
  reads: typeof fetch;
  /** A refused public form the page answers (posted without script), shown as it was sent. */
  formEcho?: FormEcho;
}

/** The API without its page server: every page is the shell's document, rendered in the browser. */
export const BROWSER_RENDERING: PageRenderer = {
  render: () => Promise.resolve(null),
  buildsVersion: () => 0,
};

/**
 * Renders the page of `req` with its data reads answered inside this process (the API's own app):
 * they never leave it.
 */
export function renderInProcess(
  renderer: PageRenderer,
  req: Request,
  document: string,
  formEcho?: FormEcho,
): Promise<Buffer | null> {
  return renderer.render({ req, document, reads: inProcessFetch(req.app, req), formEcho });
}
