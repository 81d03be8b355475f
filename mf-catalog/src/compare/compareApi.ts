import { baseApi, OVERRIDE_EXISTING } from '@sweepscout/kit';
import {
  COMPARE_ROW_FIELDS,
  pickFields,
  type CompareRow,
  type CompareRowData,
  type Page,
} from '@sweepscout/shared';
import { compareQueryString, type CompareState } from './compareState';

/**
 * The compare query, beside the state it reads: its argument is the
 * whole filter, sort and page state, so every change is its own cache entry and fetches at once.
 */
export const compareApi = baseApi.injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    compareCasinos: build.query<Page<CompareRowData>, CompareState>({
      query: (state) => `/api/casinos/compare?${compareQueryString(state)}`,
      transformResponse: (page: Page<CompareRow>) => ({
        ...page,
        items: page.items.map((row) => pickFields(row, COMPARE_ROW_FIELDS)),
      }),
      providesTags: ['Casino'],
    }),
  }),
});

export const { useCompareCasinosQuery } = compareApi;
