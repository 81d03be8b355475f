import { baseApi, OVERRIDE_EXISTING } from '@sweepscout/kit';
import type { UsStateInfo } from '@sweepscout/shared';

/** A state's page: the record and the casinos available there. */
export interface UsStatePageData extends UsStateInfo {
  casinos: { id: string; name: string; slug: string; rating: number; logoUrl: string | null }[];
}

/** The state records (editorial market data), read from the public read model. */
export const statesApi = baseApi.injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    getUsStates: build.query<UsStateInfo[], void>({
      query: () => '/api/states',
    }),
    getUsStateBySlug: build.query<UsStatePageData, string>({
      query: (slug) => `/api/states/${encodeURIComponent(slug)}`,
    }),
  }),
});

export const { useGetUsStatesQuery, useGetUsStateBySlugQuery } = statesApi;
