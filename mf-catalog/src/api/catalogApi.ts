import { baseApi } from '@sweepscout/kit';
import type { Casino, CompareRow, Page } from '@sweepscout/shared';
import { compareQueryString, type CompareState } from '../compare/compareState';

/**
 * Catalog reads (public-site.md section 7). The compare query's argument is the whole filter,
 * sort and page state, so every change is its own cache entry and fetches at once.
 */
export const catalogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCasinos: build.query<Casino[], void>({
      query: () => '/api/casinos',
      providesTags: ['Casino'],
    }),
    getFeaturedCasinos: build.query<Casino[], void>({
      query: () => '/api/casinos/featured',
      providesTags: ['Casino'],
    }),
    compareCasinos: build.query<Page<CompareRow>, CompareState>({
      query: (state) => `/api/casinos/compare?${compareQueryString(state)}`,
      providesTags: ['Casino'],
    }),
    getCasinoBySlug: build.query<Casino, string>({
      query: (slug) => `/api/casinos/slug/${encodeURIComponent(slug)}`,
      providesTags: ['Casino'],
    }),
  }),
});

export const {
  useGetCasinosQuery,
  useGetFeaturedCasinosQuery,
  useCompareCasinosQuery,
  useGetCasinoBySlugQuery,
} = catalogApi;
