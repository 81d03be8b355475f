import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

/** What the site server gives a page's loader: the matched route and the page's store. */
export interface PageLoaderContext {
  /** The route's parameters (':slug'). */
  params: Record<string, string | undefined>;
  /** The query string of the page's URL (filters, sort, page). */
  searchParams: URLSearchParams;
  /** The props the route gives the page (the legal page it shows). */
  props: Readonly<Record<string, unknown>>;
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
}

/**
 * Exported as `loader` beside an exposed page (server rendering): it starts the RTK
 * Query endpoints of the page's first view with the same arguments its component will use, so
 * the component finds them in the cache the server embedded and the browser asks for none again.
 * A query that needs another's answer (a review's casino) awaits it: the loader returns a promise.
 */
export type PageLoader = (context: PageLoaderContext) => void | Promise<void>;
