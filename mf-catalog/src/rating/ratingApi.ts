import { baseApi, OVERRIDE_EXISTING } from '@sweepscout/kit';
import type { RatingMethod } from '@sweepscout/shared';

/** The published weights of the rating method. */
export const ratingApi = baseApi.injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    getRatingMethod: build.query<RatingMethod, void>({
      query: () => '/api/rating-method',
      providesTags: ['Casino'],
    }),
  }),
});

export const { useGetRatingMethodQuery } = ratingApi;
