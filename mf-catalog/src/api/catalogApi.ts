import { baseApi, OVERRIDE_EXISTING } from '@sweepscout/kit';
import { CASINO_LIST_MAX_PAGE_SIZE, type Casino, type Page } from '@sweepscout/shared';

/** Catalog reads; /compare's own query is in compare/compareApi.ts. */
export const catalogApi = baseApi.injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    // The best rated casinos, one page (the list is paged since contract 1.3).
    getCasinos: build.query<Casino[], void>({
      query: () => `/api/casinos?page=1&pageSize=${CASINO_LIST_MAX_PAGE_SIZE}`,
      transformResponse: (page: Page<Casino>) => page.items,
      providesTags: ['Casino'],
    }),
    getCasinoBySlug: build.query<Casino, string>({
      query: (slug) => `/api/casinos/slug/${encodeURIComponent(slug)}`,
      providesTags: ['Casino'],
    }),
  }),
});

export const { useGetCasinosQuery, useGetCasinoBySlugQuery } = catalogApi;
