import { baseApi, OVERRIDE_EXISTING } from '@sweepscout/kit';
import type { RatingMethod, RatingWeights } from '@sweepscout/shared';

/** GET/PUT /api/admin/rating-method: the weights of the published rating method. */
export const ratingMethodApi = baseApi.injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    adminRatingMethod: build.query<RatingMethod, void>({
      query: () => '/api/admin/rating-method',
      providesTags: ['Casino'],
    }),
    saveRatingMethod: build.mutation<
      RatingMethod,
      { weights: RatingWeights; updatedAt: string | null }
    >({
      query: (body) => ({ url: '/api/admin/rating-method', method: 'PUT', body }),
      invalidatesTags: ['Casino'],
    }),
  }),
});

export const { useAdminRatingMethodQuery, useSaveRatingMethodMutation } = ratingMethodApi;
