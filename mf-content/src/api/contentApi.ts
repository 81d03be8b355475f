import { baseApi } from '@sweepscout/shared/client';
import type { Faq, Guide, PageContent, Review, ReviewSort } from '@sweepscout/shared';

/** Content reads (public-site.md section 7). */
export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getReviews: build.query<Review[], ReviewSort>({
      query: (sort) => `/api/reviews?sort=${sort}`,
      providesTags: ['Review'],
    }),
    getReviewBySlug: build.query<Review, string>({
      query: (slug) => `/api/reviews/slug/${encodeURIComponent(slug)}`,
      providesTags: ['Review'],
    }),
    getGuides: build.query<Guide[], void>({ query: () => '/api/guides', providesTags: ['Guide'] }),
    getGuideBySlug: build.query<Guide, string>({
      query: (slug) => `/api/guides/slug/${encodeURIComponent(slug)}`,
      providesTags: ['Guide'],
    }),
    getFaqs: build.query<Faq[], void>({ query: () => '/api/faqs', providesTags: ['Faq'] }),
    getPageContent: build.query<PageContent, string>({
      query: (page) => `/api/pages/${encodeURIComponent(page)}`,
      providesTags: ['PageContent'],
    }),
  }),
});

export const {
  useGetReviewsQuery,
  useGetReviewBySlugQuery,
  useGetGuidesQuery,
  useGetGuideBySlugQuery,
  useGetFaqsQuery,
  useGetPageContentQuery,
} = contentApi;
