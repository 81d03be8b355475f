import { baseApi, OVERRIDE_EXISTING } from '@sweepscout/kit';
import type { Casino } from '@sweepscout/shared';

/** Catalog reads; /compare's own query is in compare/compareApi.ts. */
export const catalogApi = baseApi.injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    getCasinos: build.query<Casino[], void>({
      query: () => '/api/casinos',
      providesTags: ['Casino'],
    }),
    getCasinoBySlug: build.query<Casino, string>({
      query: (slug) => `/api/casinos/slug/${encodeURIComponent(slug)}`,
      providesTags: ['Casino'],
    }),
  }),
});

export const { useGetCasinosQuery, useGetCasinoBySlugQuery } = catalogApi;
