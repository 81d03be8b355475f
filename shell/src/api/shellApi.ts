import { baseApi, OVERRIDE_EXISTING } from '@sweepscout/kit';
import type { HeadData, SearchResults } from '@sweepscout/shared';

/** The few calls the frame makes itself: header search and route head data. */
export const shellApi = baseApi.injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    siteSearch: build.query<SearchResults, { q: string; limit?: number }>({
      query: ({ q, limit }) =>
        `/api/search?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`,
    }),
    routeHead: build.query<HeadData, string>({
      query: (path) => `/api/seo/head?path=${encodeURIComponent(path)}`,
    }),
  }),
});

export const { useSiteSearchQuery, useRouteHeadQuery } = shellApi;
