import { OVERRIDE_EXISTING } from '@sweepscout/kit';
import { adminBaseApi } from './adminBaseApi';
import type { Author, Matchup, StaffAccountOption, WithPublication } from '@sweepscout/shared';
import { keepPagesInStepWith, type Payload } from './adminApi';

/** An author profile as the admin API answers it: with its staff account link. */
export type AdminAuthor = WithPublication<Author & { staffUserId: string | null }>;

/** /api/admin/authors: the author profiles (their list goes through adminPage). */
export const authorsAdminApi = adminBaseApi.injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    /** Every profile, by name: the review and guide forms' author choices. */
    adminAuthors: build.query<AdminAuthor[], void>({
      query: () => '/api/admin/authors?sort=name&dir=asc',
      providesTags: ['Review'],
    }),
    /** The staff accounts a profile may be linked to, by username, with their role. */
    staffAccounts: build.query<StaffAccountOption[], void>({
      query: () => '/api/admin/authors/staff-accounts',
      providesTags: ['User', 'UserRole'],
    }),
    createAuthor: build.mutation<AdminAuthor, Payload>({
      query: (body) => ({ url: '/api/admin/authors', method: 'POST', body }),
      invalidatesTags: ['Review', 'Guide'],
    }),
    updateAuthor: build.mutation<AdminAuthor, { id: string; body: Payload }>({
      query: ({ id, body }) => ({ url: `/api/admin/authors/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Review', 'Guide'],
    }),
    deleteAuthor: build.mutation<unknown, string>({
      query: (id) => ({ url: `/api/admin/authors/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Review', 'Guide'],
    }),
  }),
});

authorsAdminApi.enhanceEndpoints({
  endpoints: { updateAuthor: { onQueryStarted: keepPagesInStepWith('authors') } },
});

export const {
  useAdminAuthorsQuery,
  useStaffAccountsQuery,
  useCreateAuthorMutation,
  useUpdateAuthorMutation,
  useDeleteAuthorMutation,
} = authorsAdminApi;

/** A head-to-head pair as the admin API answers it: with its casinos' names. */
export type AdminMatchup = WithPublication<Matchup & { casinoAName: string; casinoBName: string }>;

/** /api/admin/matchups: head-to-head pairs (their list goes through adminPage). */
export const matchupsAdminApi = adminBaseApi.injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    createMatchup: build.mutation<AdminMatchup, Payload>({
      query: (body) => ({ url: '/api/admin/matchups', method: 'POST', body }),
      invalidatesTags: ['Casino'],
    }),
    updateMatchup: build.mutation<AdminMatchup, { id: string; body: Payload }>({
      query: ({ id, body }) => ({ url: `/api/admin/matchups/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Casino'],
    }),
    deleteMatchup: build.mutation<unknown, string>({
      query: (id) => ({ url: `/api/admin/matchups/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Casino'],
    }),
  }),
});

matchupsAdminApi.enhanceEndpoints({
  endpoints: { updateMatchup: { onQueryStarted: keepPagesInStepWith('matchups') } },
});

export const { useCreateMatchupMutation, useUpdateMatchupMutation, useDeleteMatchupMutation } =
  matchupsAdminApi;
