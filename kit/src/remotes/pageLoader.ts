import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

/** What the site server gives a page's loader: the matched route and the page's store. */
export interface PageLoaderContext {
  /** The route's parameters (':slug'). */
  params: Record<string, string | undefined>;
  /** The query string of the page's URL (filters, sort, page). */
  searchParams: URLSearchParams;
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
}

/**
 * Exported as `loader` beside an exposed page (server rendering, issue #11): it starts the RTK
 * Query endpoints of the page's first view with the same arguments its component will use, so
 * the component finds them in the cache the server embedded and the browser asks for none again.
 */
export type PageLoader = (context: PageLoaderContext) => void;
