import { baseApi, OVERRIDE_EXISTING } from '@sweepscout/kit';
import type { HeadData, SearchResults, VisitorState } from '@sweepscout/shared';

/** The few calls the frame makes itself: header search and route head data. */
export const shellApi = baseApi.injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    siteSearch: build.query<SearchResults, { q: string; limit?: number }>({
      query: ({ q, limit }) =>
        `/api/search?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`,
    }),
    /** The visitor's state as the server read it (the header's selector and note). */
    visitorState: build.query<VisitorState, void>({
      query: () => '/api/visitor',
    }),
    routeHead: build.query<HeadData, string>({
      query: (path) => `/api/seo/head?path=${encodeURIComponent(path)}`,
    }),
  }),
});

export const { useSiteSearchQuery, useRouteHeadQuery, useVisitorStateQuery } = shellApi;
