import { OVERRIDE_EXISTING } from '@sweepscout/kit';
import { adminBaseApi } from './adminBaseApi';
import type { Author, Matchup, StaffAccountOption, WithPublication } from '@sweepscout/shared';

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
  }),
});

export const { useAdminAuthorsQuery, useStaffAccountsQuery } = authorsAdminApi;

/** A head-to-head pair as the admin API answers it: with its casinos' names. */
export type AdminMatchup = WithPublication<Matchup & { casinoAName: string; casinoBName: string }>;
