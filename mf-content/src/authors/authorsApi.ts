import { baseApi, OVERRIDE_EXISTING } from '@sweepscout/kit';
import type { Author, AuthorProfile } from '@sweepscout/shared';

/** The author profiles (bylines) and one author's page. */
export const authorsApi = baseApi.injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    getAuthors: build.query<Author[], void>({
      query: () => '/api/authors',
      providesTags: ['Review', 'Guide'],
    }),
    getAuthorBySlug: build.query<AuthorProfile, string>({
      query: (slug) => `/api/authors/slug/${encodeURIComponent(slug)}`,
      providesTags: ['Review', 'Guide'],
    }),
  }),
});

export const { useGetAuthorsQuery, useGetAuthorBySlugQuery } = authorsApi;
