import { OVERRIDE_EXISTING } from '@sweepscout/kit';
import { adminBaseApi, ALL_TAG_TYPES } from './adminBaseApi';
import type {
  AdminListQuery,
  AuditEntry,
  AuditQuery,
  BulkActionInput,
  BulkActionResult,
  EditorialList,
  RevisionDetail,
  RevisionSummary,
  AdminMe,
  AdminStats,
  AdminUser,
  ContactMessage,
  LoginInput,
  LoginResponse,
  SecondFactorSetup,
  NewsletterSubscriber,
  UploadResponse,
  UserRoleRecord,
  UsStateInfo,
  WithPublication,
} from '@sweepscout/shared';

/** The staff preview this browser is in: its state, or null for the visitor's own choice. */
export type StatePreviewAnswer = { state: string | null; expiresAt?: string };

/** A state record as the admin API answers it. */
export type AdminStateRecord = WithPublication<UsStateInfo>;

import { pagedList, type PagedList } from './pagedList';

/** The admin path of each content record kind, as in /api/admin/{resource} (the contract's). */
export type EditorialResource = EditorialList;

/**
 * Each collection's cache tags: the tag its lists provide, and what a save or delete of one of its
 * records refreshes (its lists, and the lists and figures that show it).
 */
const COLLECTION_TAGS = {
  casinos: { provides: 'Casino', refreshes: ['Casino', 'Game', 'Stats'] },
  reviews: { provides: 'Review', refreshes: ['Review', 'Casino'] },
  guides: { provides: 'Guide', refreshes: ['Guide'] },
  faqs: { provides: 'Faq', refreshes: ['Faq'] },
  games: { provides: 'Game', refreshes: ['Game'] },
  'page-contents': { provides: 'PageContent', refreshes: ['PageContent'] },
  states: { provides: 'UsState', refreshes: ['UsState'] },
  // Bylines show authors on reviews and guides: their lists go together.
  authors: { provides: 'Review', refreshes: ['Review', 'Guide'] },
  matchups: { provides: 'Casino', refreshes: ['Casino'] },
} as const satisfies Record<EditorialResource, { provides: string; refreshes: readonly string[] }>;

/** One page of an admin list: the query parameters as the server reads them. */
export type ListArgs = Partial<
  Pick<AdminListQuery, 'page' | 'pageSize' | 'sort' | 'dir' | 'q' | 'state'>
>;
type RecordRef = { resource: EditorialResource; id: string };
/** A page of the messages or subscribers list. */
export type InboxPageArgs = Pick<AdminListQuery, 'page' | 'pageSize'>;
/** GET /api/admin/audit filters, times as ISO text. */
export type AuditLogArgs = Partial<Omit<AuditQuery, 'from' | 'to'>> & {
  from?: string;
  to?: string;
};

/** Body of a create or update: what the form produced (the server validates it again). */
export type Payload = Record<string, unknown>;
type Update = { id: string; body: Payload };
/** A record as the admin API answers it (each screen reads the fields it shows). */
type AdminRecord = Record<string, unknown>;
type SaveArgs = { resource: EditorialResource; id?: string; body: Payload };

/**
 * Admin calls. Lists are refetched after each successful change through
 * their tags, which also refreshes what the public pages of this browser have cached.
 */
export const adminApi = adminBaseApi.injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    adminLogin: build.mutation<LoginResponse, LoginInput>({
      query: (body) => ({ url: '/api/admin/login', method: 'POST', body }),
      invalidatesTags: [...ALL_TAG_TYPES],
    }),
    /** The one-time code of a sign-in whose password was right (`next: 'second-factor'`). */
    adminSecondFactor: build.mutation<LoginResponse, { code: string }>({
      query: (body) => ({ url: '/api/admin/login/second-factor', method: 'POST', body }),
      invalidatesTags: [...ALL_TAG_TYPES],
    }),
    /** A new TOTP secret and its QR code (enrolment, kept pending until confirmed). */
    setUpSecondFactor: build.mutation<SecondFactorSetup, void>({
      query: () => ({ url: '/api/admin/second-factor/setup', method: 'POST' }),
    }),
    /** A code from the app turns the second factor on; the recovery codes are answered once. */
    confirmSecondFactor: build.mutation<
      LoginResponse & { recoveryCodes: string[] },
      { code: string }
    >({
      query: (body) => ({ url: '/api/admin/second-factor/confirm', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    resetSecondFactor: build.mutation<unknown, string>({
      query: (id) => ({ url: `/api/admin/users/${id}/second-factor`, method: 'DELETE' }),
      invalidatesTags: ['User'],
    }),
    adminLogout: build.mutation<unknown, void>({
      query: () => ({ url: '/api/admin/logout', method: 'POST' }),
    }),
    /** The password again before a sensitive change (403 with `reauthenticate: true`). */
    adminReauth: build.mutation<{ confirmedUntil: string }, { password: string }>({
      query: (body) => ({ url: '/api/admin/reauth', method: 'POST', body }),
    }),
    changeOwnPassword: build.mutation<
      Partial<LoginResponse>,
      { currentPassword: string; password: string }
    >({
      query: (body) => ({ url: '/api/admin/me/password', method: 'PUT', body }),
      invalidatesTags: ['User'],
    }),
    adminMe: build.query<AdminMe, void>({ query: () => '/api/admin/me', providesTags: ['User'] }),
    adminStats: build.query<AdminStats, void>({
      query: () => '/api/admin/stats',
      providesTags: ['Stats', 'ContactMessage', 'Subscriber'],
    }),

    // No whole-list casino query: at 10,000 casinos it is megabytes. Screens page through
    // adminPage, and the review and game forms search casinos as the editor types.
    uploadImage: build.mutation<UploadResponse, string>({
      query: (dataUrl) => ({ url: '/api/admin/uploads', method: 'POST', body: { dataUrl } }),
    }),

    /** Every state record (51), for the States screen's own filters and the dashboard. */
    adminStates: build.query<AdminStateRecord[], void>({
      query: () => '/api/admin/states',
      providesTags: ['UsState'],
    }),
    /** Whether this browser sees the public site as a visitor from a state (a staff preview). */
    statePreview: build.query<StatePreviewAnswer, void>({
      query: () => '/api/admin/preview/state',
    }),
    /** This browser sees the public site as a visitor from `state` ('all' ends the preview). */
    previewAsState: build.mutation<StatePreviewAnswer, string>({
      query: (state) => ({ url: '/api/admin/preview/state', method: 'POST', body: { state } }),
      // The answer is the preview now in effect: the screen shows it without asking again.
      async onQueryStarted(_state, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(adminApi.util.upsertQueryData('statePreview', undefined, data));
      },
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

    /** One page of contact messages, newest first (the server never answers them all). */
    adminMessages: build.query<PagedList<ContactMessage>, InboxPageArgs>({
      queryFn: (args, { signal }) => pagedList<ContactMessage>('/api/admin/messages', args, signal),
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
    /** One page of any content list, searched, sorted and filtered on the server. */
    adminPage: build.query<
      PagedList<Record<string, unknown>>,
      { resource: EditorialResource } & ListArgs
    >({
      queryFn: ({ resource, ...args }, { signal }) =>
        pagedList(`/api/admin/${resource}`, args, signal),
      providesTags: (_result, _error, { resource }) => [COLLECTION_TAGS[resource].provides],
    }),
    /** Create (no id) or update a record of any collection: the record as saved. */
    saveRecord: build.mutation<AdminRecord, SaveArgs>({
      query: ({ resource, id, body }) =>
        id === undefined
          ? { url: `/api/admin/${resource}`, method: 'POST', body }
          : { url: `/api/admin/${resource}/${id}`, method: 'PUT', body },
      invalidatesTags: (_result, _error, { resource }) => [...COLLECTION_TAGS[resource].refreshes],
    }),
    removeRecord: build.mutation<unknown, RecordRef>({
      query: ({ resource, id }) => ({ url: `/api/admin/${resource}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { resource }) => [
        ...COLLECTION_TAGS[resource].refreshes,
        'Stats',
      ],
    }),
    bulkAction: build.mutation<BulkActionResult, { resource: EditorialResource } & BulkActionInput>(
      {
        query: ({ resource, ...body }) => ({
          url: `/api/admin/${resource}/bulk`,
          method: 'POST',
          body,
        }),
        invalidatesTags: (_result, _error, { resource }) => [
          ...COLLECTION_TAGS[resource].refreshes,
          'Stats',
        ],
      },
    ),
    /** One record as now saved (reload after a 409); never served from the cache. */
    adminRecord: build.query<Record<string, unknown>, RecordRef>({
      query: ({ resource, id }) => `/api/admin/${resource}/${id}`,
      keepUnusedDataFor: 0,
    }),
    revisions: build.query<RevisionSummary[], RecordRef>({
      query: ({ resource, id }) => `/api/admin/${resource}/${id}/revisions`,
      providesTags: (_result, _error, { resource }) => [COLLECTION_TAGS[resource].provides],
    }),
    revision: build.query<RevisionDetail, RecordRef & { revisionId: string }>({
      query: ({ resource, id, revisionId }) =>
        `/api/admin/${resource}/${id}/revisions/${revisionId}`,
    }),
    restoreRevision: build.mutation<Record<string, unknown>, RecordRef & { revisionId: string }>({
      query: ({ resource, id, revisionId }) => ({
        url: `/api/admin/${resource}/${id}/revisions/${revisionId}/restore`,
        method: 'POST',
      }),
      invalidatesTags: (_result, _error, { resource }) => [COLLECTION_TAGS[resource].provides],
    }),
    auditLog: build.query<PagedList<AuditEntry>, AuditLogArgs>({
      queryFn: (args, { signal }) => pagedList<AuditEntry>('/api/admin/audit', args, signal),
    }),

    /** One page of newsletter subscribers, newest first. */
    adminSubscribers: build.query<PagedList<NewsletterSubscriber>, InboxPageArgs>({
      queryFn: (args, { signal }) =>
        pagedList<NewsletterSubscriber>('/api/admin/subscribers', args, signal),
      providesTags: ['Subscriber'],
    }),
  }),
});

/**
 * The record an update answered is written into every cached page of its list at once. The list
 * also refetches through its tag, but until that lands its rows hold the version read before the
 * save: an edit opened from such a row would send that stale version and meet a 409.
 */
async function keepPagesInStep(
  { resource, id }: SaveArgs,
  lifecycle: {
    dispatch: (patch: ReturnType<typeof adminApi.util.updateQueryData<'adminPage'>>) => unknown;
    getState: () => unknown;
    queryFulfilled: Promise<{ data: AdminRecord }>;
  },
): Promise<void> {
  if (id === undefined) return;
  const saved = await lifecycle.queryFulfilled.then(
    ({ data }) => data,
    () => null,
  );
  if (!saved) return;
  type CacheState = Parameters<typeof adminApi.util.selectCachedArgsForQuery>[0];
  const state = lifecycle.getState() as CacheState;
  for (const args of adminApi.util.selectCachedArgsForQuery(state, 'adminPage')) {
    if (args.resource !== resource) continue;
    lifecycle.dispatch(
      adminApi.util.updateQueryData('adminPage', args, (page) => {
        const index = page.items.findIndex((row) => row.id === saved.id);
        if (index >= 0) page.items[index] = { ...page.items[index], ...saved };
      }),
    );
  }
}

adminApi.enhanceEndpoints({ endpoints: { saveRecord: { onQueryStarted: keepPagesInStep } } });

export const {
  useAdminLoginMutation,
  useAdminLogoutMutation,
  useAdminReauthMutation,
  useAdminSecondFactorMutation,
  useSetUpSecondFactorMutation,
  useConfirmSecondFactorMutation,
  useResetSecondFactorMutation,
  useChangeOwnPasswordMutation,
  useAdminMeQuery,
  useAdminStatsQuery,
  useUploadImageMutation,
  useAdminStatesQuery,
  useStatePreviewQuery,
  usePreviewAsStateMutation,
  useAdminUsersQuery,
  useAdminUserRolesQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useDeleteUserMutation,
  useSetUserRoleMutation,
  useAdminMessagesQuery,
  useMarkMessageMutation,
  useDeleteMessageMutation,
  useSaveRecordMutation,
  useRemoveRecordMutation,
  useAdminSubscribersQuery,
  useAdminPageQuery,
  useAdminRecordQuery,
  useLazyAdminRecordQuery,
  useBulkActionMutation,
  useRevisionsQuery,
  useRevisionQuery,
  useRestoreRevisionMutation,
  useAuditLogQuery,
} = adminApi;
