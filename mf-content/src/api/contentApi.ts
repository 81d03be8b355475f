import { baseApi, OVERRIDE_EXISTING, serverMessage, type ApiError } from '@sweepscout/kit';
import {
  CONTENT_LIST_PAGE_SIZE,
  GUIDE_LINK_FIELDS,
  pickFields,
  REVIEW_CARD_FIELDS,
  withoutBody,
  type Casino,
  type ContactInput,
  type Faq,
  type Guide,
  type GuideLinkData,
  type GuideSummary,
  type NewsletterInput,
  type Page,
  type PageContent,
  type Review,
  type ReviewCardData,
  type ReviewSort,
} from '@sweepscout/shared';

/**
 * Lists keep what their cards show (see shared's summaries): never an article's body, which only
 * its own page shows.
 */
const reviewCards = (reviews: Review[]) => reviews.map((r) => pickFields(r, REVIEW_CARD_FIELDS));
const guideLinks = (guides: Guide[]) => guides.map((g) => pickFields(g, GUIDE_LINK_FIELDS));
const guideSummaries = (guides: Guide[]) => guides.map(withoutBody);

/** A non-OK answer of GET /api/guides/slug/{slug} throws 'Guide not found'. */
export const GUIDE_NOT_FOUND = 'Guide not found';
/** The contact call's fallback error when the server sent no message. */
export const CONTACT_FAILED = 'Failed to send message';

/** Keep the status and body of a failed call, with the message defined for that call. */
const withMessage =
  (fallback: string, preferServer: boolean) =>
  (error: ApiError): ApiError => ({
    ...error,
    message: preferServer ? serverMessage(error, fallback) : fallback,
  });

/**
 * Content reads and writes. Query keys: the path, plus the sort for the
 * review list (its second key part).
 */
export const contentApi = baseApi.injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    /** One page of the /reviews list, in a sort (GET /api/reviews?sort=&page=&pageSize=). */
    getReviewPage: build.query<Page<ReviewCardData>, { sort: ReviewSort; page: number }>({
      query: ({ sort, page }) =>
        `/api/reviews?sort=${encodeURIComponent(sort)}&page=${page}&pageSize=${CONTENT_LIST_PAGE_SIZE}`,
      transformResponse: (answer: Page<Review>) => ({
        ...answer,
        items: reviewCards(answer.items),
      }),
      providesTags: ['Review'],
    }),
    getLatestReviews: build.query<ReviewCardData[], void>({
      query: () => '/api/reviews/latest',
      transformResponse: reviewCards,
      providesTags: ['Review'],
    }),
    getReviewBySlug: build.query<Review, string>({
      query: (slug) => `/api/reviews/slug/${encodeURIComponent(slug)}`,
      providesTags: ['Review'],
    }),
    /** The review page's casino (GET /api/casinos/{id}). */
    getReviewCasino: build.query<Casino, string>({
      query: (id) => `/api/casinos/${encodeURIComponent(id)}`,
      providesTags: ['Casino'],
    }),
    /** One page of the /guides list, newest first (GET /api/guides?page=&pageSize=). */
    getGuidePage: build.query<Page<GuideSummary>, number>({
      query: (page) => `/api/guides?page=${page}&pageSize=${CONTENT_LIST_PAGE_SIZE}`,
      providesTags: ['Guide'],
    }),
    getGuides: build.query<GuideSummary[], void>({
      query: () => '/api/guides',
      transformResponse: guideSummaries,
      providesTags: ['Guide'],
    }),
    getFeaturedGuide: build.query<GuideSummary, void>({
      query: () => '/api/guides/featured',
      transformResponse: withoutBody<Guide>,
      providesTags: ['Guide'],
    }),
    getPopularGuides: build.query<GuideLinkData[], void>({
      query: () => '/api/guides/popular',
      transformResponse: guideLinks,
      providesTags: ['Guide'],
    }),
    getGuideBySlug: build.query<Guide, string>({
      query: (slug) => `/api/guides/slug/${encodeURIComponent(slug)}`,
      transformErrorResponse: withMessage(GUIDE_NOT_FOUND, false),
      providesTags: ['Guide'],
    }),
    getFaqs: build.query<Faq[], void>({ query: () => '/api/faqs', providesTags: ['Faq'] }),
    getPageContent: build.query<PageContent, string>({
      query: (page) => `/api/pages/${encodeURIComponent(page)}`,
      providesTags: ['PageContent'],
    }),
    /** The answer is read only for its error message. */
    subscribeNewsletter: build.mutation<unknown, NewsletterInput>({
      query: (body) => ({ url: '/api/newsletter/subscribe', method: 'POST', body }),
      invalidatesTags: ['Subscriber'],
    }),
    sendContactMessage: build.mutation<unknown, ContactInput>({
      query: (body) => ({ url: '/api/contact', method: 'POST', body }),
      transformErrorResponse: withMessage(CONTACT_FAILED, true),
      invalidatesTags: ['ContactMessage'],
    }),
  }),
});

export const {
  useGetReviewPageQuery,
  useGetGuidePageQuery,
  useGetLatestReviewsQuery,
  useGetReviewBySlugQuery,
  useGetReviewCasinoQuery,
  useGetGuidesQuery,
  useGetFeaturedGuideQuery,
  useGetPopularGuidesQuery,
  useGetGuideBySlugQuery,
  useGetFaqsQuery,
  useGetPageContentQuery,
  useSubscribeNewsletterMutation,
  useSendContactMessageMutation,
} = contentApi;
