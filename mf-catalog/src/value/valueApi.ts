import { baseApi, OVERRIDE_EXISTING } from '@sweepscout/kit';
import type { CasinoValueSummary, CoinValueResult } from '@sweepscout/shared';

/** The calculator's query as the URL gives it (the API validates it and explains a bad one). */
export interface CoinValueArgs {
  casinos: string;
  spend: string;
}

/** The calculator's and the tracker's reads. */
export const valueApi = baseApi.injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    getValueCasinos: build.query<CasinoValueSummary[], void>({
      query: () => '/api/value/casinos',
      providesTags: ['Casino'],
    }),
    getCoinValue: build.query<CoinValueResult, CoinValueArgs>({
      query: ({ casinos, spend }) =>
        `/api/value/calculator?${new URLSearchParams({ casinos, spend }).toString()}`,
      providesTags: ['Casino'],
    }),
  }),
});

export const { useGetValueCasinosQuery, useGetCoinValueQuery } = valueApi;
