import { OVERRIDE_EXISTING } from '@sweepscout/kit';
import { adminBaseApi } from './adminBaseApi';
import type { RatingMethod, RatingWeights } from '@sweepscout/shared';

/** GET/PUT /api/admin/rating-method: the weights of the published rating method. */
export const ratingMethodApi = adminBaseApi.injectEndpoints({
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
