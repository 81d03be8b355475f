import { createSelectorCreator, lruMemoize } from '@reduxjs/toolkit';
import {
  buildCreateApi,
  coreModule,
  reactHooksModule,
  type BaseQueryFn,
} from '@reduxjs/toolkit/query/react';
import { apiRequest, HttpError, type UnauthorizedBehavior } from './request';

export interface RequestArgs {
  url: string;
  method?: string;
  body?: unknown;
  on401?: UnauthorizedBehavior;
}

/** What a failed query or mutation carries: the status, the "<status>: <text>" message, the body. */
export interface ApiError {
  status: number;
  message: string;
  data: unknown;
}

/**
 * The store's thunk extra argument (`createAppStore`): a store may send its requests with its own
 * fetch. The site server gives each page's store one that answers '/api/...' in process (server
 * rendering); the browser's store has none and uses the network's.
 */
export interface ApiExtra {
  fetch?: typeof fetch;
}

const fetchOf = (extra: unknown): typeof fetch | undefined =>
  (extra as ApiExtra | undefined)?.fetch;

export const requestBaseQuery: BaseQueryFn<string | RequestArgs, unknown, ApiError> = async (
  args,
  { signal, extra },
) => {
  const { url, ...options } = typeof args === 'string' ? { url: args } : args;
  try {
    return { data: await apiRequest(url, { ...options, signal }, fetchOf(extra)) };
  } catch (error) {
    if (error instanceof HttpError) {
      return { error: { status: error.status, message: error.message, data: error.body } };
    }
    return {
      error: {
        status: 0,
        message: error instanceof Error ? error.message : String(error),
        data: null,
      },
    };
  }
};

/** The server's message of a failed call, falling back to the given text (the toasts' texts). */
export function serverMessage(error: unknown, fallback: string): string {
  const data = (error as ApiError | undefined)?.data as { message?: unknown } | undefined;
  return data && typeof data === 'object' && typeof data.message === 'string' && data.message
    ? data.message
    : fallback;
}

/**
 * The records the site's pages cache, and those visitors create (a contact message, a subscriber:
 * their lists are refetched after a visitor's write). The admin remote adds the tags of what only
 * staff read (users, roles, statistics) with enhanceEndpoints: the kit does not know them.
 */
export const TAG_TYPES = [
  'Casino',
  'Review',
  'Guide',
  'Faq',
  'Game',
  'PageContent',
  'ContactMessage',
  'Subscriber',
  'UsState',
] as const;

/**
 * `overrideExisting` of every injectEndpoints. In the browser an endpoint name defined twice is a
 * contract bug (two packages, one name): it throws. On the server (server rendering) the site
 * keeps one kit for its whole life, and a redeployed remote's new build defines its endpoints
 * again in that process: the new definitions replace the old ones.
 */
export const OVERRIDE_EXISTING: boolean | 'throw' = typeof window === 'undefined' ? true : 'throw';

/**
 * RTK Query's selectors memoized on their last arguments (reselect's `lruMemoize`) instead of its
 * default `weakMapMemoize`, which builds a tree of WeakMaps and Maps per selector. Every query hook
 * makes its selectors when it renders, and a server render makes all of them anew for each page:
 * that tree was made and dropped for every hook of every page (a WeakMap's table goes straight to
 * V8's old generation). A hook asks its selectors with the same arguments on every render, which a
 * cache of one answers as well.
 */
const createSelector = createSelectorCreator({ memoize: lruMemoize, argsMemoize: lruMemoize });
const createApi = buildCreateApi(
  coreModule({ createSelector }),
  reactHooksModule({ createSelector }),
);

/**
 * The one RTK Query API of the site. The shell's store mounts it; each remote adds its endpoints
 * with injectEndpoints. No retries, no refetch on focus, reconnect or interval; unused data is
 * collected after 5 minutes.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: requestBaseQuery,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: 300,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
