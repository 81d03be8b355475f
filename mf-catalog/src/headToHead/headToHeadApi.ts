import { baseApi, OVERRIDE_EXISTING } from '@sweepscout/kit';
import type { ApprovedMatchup, HeadToHead } from '@sweepscout/shared';

/** Head-to-head reads: the approved pairs and one pair's page. */
export const headToHeadApi = baseApi.injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    getApprovedMatchups: build.query<ApprovedMatchup[], void>({
      query: () => '/api/head-to-head',
      providesTags: ['Casino'],
    }),
    getHeadToHead: build.query<HeadToHead, string>({
      query: (pair) => `/api/head-to-head/${encodeURIComponent(pair)}`,
      providesTags: ['Casino'],
    }),
  }),
});

export const { useGetApprovedMatchupsQuery, useGetHeadToHeadQuery } = headToHeadApi;
