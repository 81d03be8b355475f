import { baseApi, OVERRIDE_EXISTING } from '@sweepscout/kit';
import type { CompareRow, Page } from '@sweepscout/shared';
import { compareQueryString, type CompareState } from './compareState';

/**
 * The compare query (public-site.md section 7), beside the state it reads: its argument is the
 * whole filter, sort and page state, so every change is its own cache entry and fetches at once.
 */
export const compareApi = baseApi.injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    compareCasinos: build.query<Page<CompareRow>, CompareState>({
      query: (state) => `/api/casinos/compare?${compareQueryString(state)}`,
      providesTags: ['Casino'],
    }),
  }),
});

export const { useCompareCasinosQuery } = compareApi;
