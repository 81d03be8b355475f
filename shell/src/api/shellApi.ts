import { baseApi } from '@sweepscout/kit';
import type { Casino, HeadData, SearchResults } from '@sweepscout/shared';

/** The few calls the frame makes itself: header search, footer casinos, route head data. */
export const shellApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    siteSearch: build.query<SearchResults, { q: string; limit?: number }>({
      query: ({ q, limit }) =>
        `/api/search?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`,
    }),
    footerCasinos: build.query<Casino[], void>({
      query: () => '/api/casinos/featured',
    }),
    routeHead: build.query<HeadData, string>({
      query: (path) => `/api/seo/head?path=${encodeURIComponent(path)}`,
    }),
  }),
});

export const { useSiteSearchQuery, useFooterCasinosQuery, useRouteHeadQuery } = shellApi;
