import { baseApi, TAG_TYPES } from '@sweepscout/kit';
import type {
  AdminMe,
  AdminStats,
  AdminUser,
  Casino,
  ContactMessage,
  Faq,
  Game,
  Guide,
  LoginInput,
  LoginResponse,
  NewsletterSubscriber,
  PageContent,
  Review,
  UploadResponse,
  UserRoleRecord,
} from '@sweepscout/shared';

/** Body of a create or update: what the form produced (the server validates it again). */
export type Payload = Record<string, unknown>;
type Update = { id: string; body: Payload };

/**
 * Admin calls (admin-area.md section 7). Lists are refetched after each successful change through
 * their tags, which also refreshes what the public pages of this browser have cached.
 */
export const adminApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminLogin: build.mutation<LoginResponse, LoginInput>({
      query: (body) => ({ url: '/api/admin/login', method: 'POST', body }),
      invalidatesTags: [...TAG_TYPES],
    }),
    adminLogout: build.mutation<unknown, void>({
      query: () => ({ url: '/api/admin/logout', method: 'POST' }),
    }),
    adminMe: build.query<AdminMe, void>({ query: () => '/api/admin/me', providesTags: ['User'] }),
    adminStats: build.query<AdminStats, void>({
      query: () => '/api/admin/stats',
      providesTags: ['Stats', 'ContactMessage', 'Subscriber'],
    }),

    // The public /api/casinos answer is HTTP-cached for 60 s; staff read the uncached admin list.
    adminCasinos: build.query<Casino[], void>({
      query: () => '/api/admin/casinos',
      providesTags: ['Casino'],
      keepUnusedDataFor: 60,
    }),
    createCasino: build.mutation<Casino, Payload>({
      query: (body) => ({ url: '/api/admin/casinos', method: 'POST', body }),
      invalidatesTags: ['Casino', 'Stats'],
    }),
    updateCasino: build.mutation<Casino, Update>({
      query: ({ id, body }) => ({ url: `/api/admin/casinos/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Casino', 'Game', 'Stats'],
    }),
    deleteCasino: build.mutation<unknown, string>({
      query: (id) => ({ url: `/api/admin/casinos/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Casino', 'Stats'],
    }),

    adminReviews: build.query<Review[], void>({
      query: () => '/api/reviews',
      providesTags: ['Review'],
    }),
    createReview: build.mutation<Review, Payload>({
      query: (body) => ({ url: '/api/admin/reviews', method: 'POST', body }),
      invalidatesTags: ['Review', 'Casino'],
    }),
    updateReview: build.mutation<Review, Update>({
      query: ({ id, body }) => ({ url: `/api/admin/reviews/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Review', 'Casino'],
    }),
    deleteReview: build.mutation<unknown, string>({
      query: (id) => ({ url: `/api/admin/reviews/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Review', 'Casino'],
    }),
    uploadImage: build.mutation<UploadResponse, string>({
      query: (dataUrl) => ({ url: '/api/admin/uploads', method: 'POST', body: { dataUrl } }),
    }),

    adminGuides: build.query<Guide[], void>({
      query: () => '/api/guides',
      providesTags: ['Guide'],
    }),
    createGuide: build.mutation<Guide, Payload>({
      query: (body) => ({ url: '/api/admin/guides', method: 'POST', body }),
      invalidatesTags: ['Guide'],
    }),
    updateGuide: build.mutation<Guide, Update>({
      query: ({ id, body }) => ({ url: `/api/admin/guides/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Guide'],
    }),
    deleteGuide: build.mutation<unknown, string>({
      query: (id) => ({ url: `/api/admin/guides/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Guide'],
    }),

    adminFaqs: build.query<Faq[], void>({ query: () => '/api/faqs', providesTags: ['Faq'] }),
    createFaq: build.mutation<Faq, Payload>({
      query: (body) => ({ url: '/api/admin/faqs', method: 'POST', body }),
      invalidatesTags: ['Faq'],
    }),
    updateFaq: build.mutation<Faq, Update>({
      query: ({ id, body }) => ({ url: `/api/admin/faqs/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Faq'],
    }),
    deleteFaq: build.mutation<unknown, string>({
      query: (id) => ({ url: `/api/admin/faqs/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Faq'],
    }),

    adminGames: build.query<Game[], void>({ query: () => '/api/games', providesTags: ['Game'] }),
    createGame: build.mutation<Game, Payload>({
      query: (body) => ({ url: '/api/admin/games', method: 'POST', body }),
      invalidatesTags: ['Game'],
    }),
    updateGame: build.mutation<Game, Update>({
      query: ({ id, body }) => ({ url: `/api/admin/games/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Game'],
    }),
    deleteGame: build.mutation<unknown, string>({
      query: (id) => ({ url: `/api/admin/games/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Game'],
    }),

    adminPageContents: build.query<PageContent[], void>({
      query: () => '/api/admin/page-contents',
      providesTags: ['PageContent'],
    }),
    createPageContent: build.mutation<PageContent, Payload>({
      query: (body) => ({ url: '/api/admin/page-contents', method: 'POST', body }),
      invalidatesTags: ['PageContent'],
    }),
    updatePageContent: build.mutation<PageContent, Update>({
      query: ({ id, body }) => ({ url: `/api/admin/page-contents/${id}`, method: 'PUT', body }),
      invalidatesTags: ['PageContent'],
    }),
    deletePageContent: build.mutation<unknown, string>({
      query: (id) => ({ url: `/api/admin/page-contents/${id}`, method: 'DELETE' }),
      invalidatesTags: ['PageContent'],
    }),

    adminUsers: build.query<AdminUser[], void>({
      query: () => '/api/admin/users',
      providesTags: ['User'],
    }),
    adminUserRoles: build.query<UserRoleRecord[], void>({
      query: () => '/api/admin/user-roles',
      providesTags: ['UserRole'],
    }),
    createUser: build.mutation<AdminUser, Payload>({
      query: (body) => ({ url: '/api/admin/users', method: 'POST', body }),
      invalidatesTags: ['User', 'UserRole'],
    }),
    updateUser: build.mutation<AdminUser, Update>({
      query: ({ id, body }) => ({ url: `/api/admin/users/${id}`, method: 'PUT', body }),
      invalidatesTags: ['User', 'UserRole'],
    }),
    deleteUser: build.mutation<unknown, string>({
      query: (id) => ({ url: `/api/admin/users/${id}`, method: 'DELETE' }),
      invalidatesTags: ['User', 'UserRole'],
    }),
    setUserRole: build.mutation<UserRoleRecord, Update>({
      query: ({ id, body }) => ({ url: `/api/admin/user-roles/${id}`, method: 'POST', body }),
      invalidatesTags: ['UserRole', 'User'],
    }),

    adminMessages: build.query<ContactMessage[], void>({
      query: () => '/api/admin/messages',
      providesTags: ['ContactMessage'],
    }),
    markMessage: build.mutation<ContactMessage, { id: string; read: boolean }>({
      query: ({ id, read }) => ({
        url: `/api/admin/messages/${id}`,
        method: 'PATCH',
        body: { read },
      }),
      invalidatesTags: ['ContactMessage', 'Stats'],
    }),
    deleteMessage: build.mutation<unknown, string>({
      query: (id) => ({ url: `/api/admin/messages/${id}`, method: 'DELETE' }),
      invalidatesTags: ['ContactMessage', 'Stats'],
    }),
    adminSubscribers: build.query<NewsletterSubscriber[], void>({
      query: () => '/api/admin/subscribers',
      providesTags: ['Subscriber'],
    }),
  }),
});

export const {
  useAdminLoginMutation,
  useAdminLogoutMutation,
  useAdminMeQuery,
  useAdminStatsQuery,
  useAdminCasinosQuery,
  useCreateCasinoMutation,
  useUpdateCasinoMutation,
  useDeleteCasinoMutation,
  useAdminReviewsQuery,
  useCreateReviewMutation,
  useUpdateReviewMutation,
  useDeleteReviewMutation,
  useUploadImageMutation,
  useAdminGuidesQuery,
  useCreateGuideMutation,
  useUpdateGuideMutation,
  useDeleteGuideMutation,
  useAdminFaqsQuery,
  useCreateFaqMutation,
  useUpdateFaqMutation,
  useDeleteFaqMutation,
  useAdminGamesQuery,
  useCreateGameMutation,
  useUpdateGameMutation,
  useDeleteGameMutation,
  useAdminPageContentsQuery,
  useCreatePageContentMutation,
  useUpdatePageContentMutation,
  useDeletePageContentMutation,
  useAdminUsersQuery,
  useAdminUserRolesQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useDeleteUserMutation,
  useSetUserRoleMutation,
  useAdminMessagesQuery,
  useMarkMessageMutation,
  useDeleteMessageMutation,
  useAdminSubscribersQuery,
} = adminApi;
