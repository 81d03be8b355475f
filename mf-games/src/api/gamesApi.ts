import { baseApi, OVERRIDE_EXISTING } from '@sweepscout/kit';
import type { Game } from '@sweepscout/shared';

/** Demo games of one casino (GET /api/games?casinoId=<id>), for the casino page's previews. */
export const gamesApi = baseApi.injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    getCasinoGames: build.query<Game[], string>({
      query: (casinoId) => `/api/games?casinoId=${encodeURIComponent(casinoId)}`,
      providesTags: ['Game'],
    }),
  }),
});

export const { useGetCasinoGamesQuery } = gamesApi;
