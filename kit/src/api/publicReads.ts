import type { TypedUseQuery } from '@reduxjs/toolkit/query/react';
import type { Casino } from '@sweepscout/shared';
import { baseApi, OVERRIDE_EXISTING, type requestBaseQuery } from './baseApi';

/**
 * Reads that more than one package makes, defined once here so that they share one cache entry:
 * the home page's top-rated grid (mf-catalog) and the footer's Popular Casinos (shell) make one
 * /api/casinos/featured request between them.
 */
export const publicReadsApi = baseApi.injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    getFeaturedCasinos: build.query<Casino[], void>({
      query: () => '/api/casinos/featured',
      providesTags: ['Casino'],
    }),
  }),
});

// Typed through RTK's public type, so that the emitted declaration is usable by every package.
export const useGetFeaturedCasinosQuery: TypedUseQuery<Casino[], void, typeof requestBaseQuery> =
  publicReadsApi.useGetFeaturedCasinosQuery;
