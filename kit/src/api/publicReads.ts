import type { TypedUseQuery } from '@reduxjs/toolkit/query/react';
import {
  CASINO_CARD_FIELDS,
  pickFields,
  type Casino,
  type CasinoCardData,
  type VisitorState,
} from '@sweepscout/shared';
import { baseApi, OVERRIDE_EXISTING, type requestBaseQuery } from './baseApi';

/**
 * Reads that more than one package makes, defined once here so that they share one cache entry:
 * the home page's top-rated grid (mf-catalog) and the footer's Popular Casinos (shell) make one
 * /api/casinos/featured request between them; the header's state bar (shell) and the lists that
 * say a state left them empty (mf-catalog) one /api/visitor request.
 */
export const publicReadsApi = baseApi.injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    getFeaturedCasinos: build.query<CasinoCardData[], void>({
      query: () => '/api/casinos/featured',
      transformResponse: (casinos: Casino[]) =>
        casinos.map((casino) => pickFields(casino, CASINO_CARD_FIELDS)),
      providesTags: ['Casino'],
    }),
    /** The visitor's state as the server read it (its cookie, or the trusted region header). */
    visitorState: build.query<VisitorState, void>({
      query: () => '/api/visitor',
    }),
  }),
});

// Typed through RTK's public type, so that the emitted declaration is usable by every package.
export const useGetFeaturedCasinosQuery: TypedUseQuery<
  CasinoCardData[],
  void,
  typeof requestBaseQuery
> = publicReadsApi.useGetFeaturedCasinosQuery;

export const useVisitorStateQuery: TypedUseQuery<VisitorState, void, typeof requestBaseQuery> =
  publicReadsApi.useVisitorStateQuery;
