import { baseApi, OVERRIDE_EXISTING } from '@sweepscout/kit';
import type { CasinoValuePage, CoinValueResult, ValueCasinoSort } from '@sweepscout/shared';

/** The calculator's query as the URL gives it (the API validates it and explains a bad one). */
export interface CoinValueArgs {
  casinos: string;
  /** Casinos typed by the visitor (names or link names, comma-separated), '' for none. */
  more: string;
  spend: string;
}

/** One page of the casinos with value data. */
export interface ValueCasinosArgs {
  page: number;
  pageSize: number;
  sort: ValueCasinoSort;
}

/** The calculator's and the tracker's reads. */
export const valueApi = baseApi.injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    getValueCasinos: build.query<CasinoValuePage, ValueCasinosArgs>({
      query: ({ page, pageSize, sort }) =>
        `/api/value/casinos?page=${page}&pageSize=${pageSize}&sort=${sort}`,
      providesTags: ['Casino'],
    }),
    getCoinValue: build.query<CoinValueResult, CoinValueArgs>({
      query: ({ casinos, more, spend }) =>
        `/api/value/calculator?${new URLSearchParams(
          more ? { casinos, more, spend } : { casinos, spend },
        ).toString()}`,
      providesTags: ['Casino'],
    }),
  }),
});

export const { useGetValueCasinosQuery, useGetCoinValueQuery } = valueApi;
