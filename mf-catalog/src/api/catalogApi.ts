import { baseApi } from '@sweepscout/shared/client';
import type { Casino } from '@sweepscout/shared';

/** Catalog reads (public-site.md section 7); keys follow the spec's paths. */
export const catalogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCasinos: build.query<Casino[], void>({ query: () => '/api/casinos', providesTags: ['Casino'] }),
    getFeaturedCasinos: build.query<Casino[], void>({
      query: () => '/api/casinos/featured',
      providesTags: ['Casino'],
    }),
    getCasinoBySlug: build.query<Casino, string>({
      query: (slug) => `/api/casinos/slug/${encodeURIComponent(slug)}`,
      providesTags: ['Casino'],
    }),
  }),
});

export const { useGetCasinosQuery, useGetFeaturedCasinosQuery, useGetCasinoBySlugQuery } = catalogApi;
