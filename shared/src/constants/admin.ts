/** Admin roles and permissions. */
export const ADMIN_ROLES = ['admin', 'editor', 'viewer'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const PERMISSIONS = [
  'manage_casinos',
  'manage_reviews',
  'manage_guides',
  'manage_faqs',
  'manage_games',
  'manage_content',
  'manage_users',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * The staff session lives in an HttpOnly cookie no script can read: `__Host-` prefixed and Secure
 * over HTTPS; a plain-HTTP development cookie only at a loopback address (http://localhost).
 */
export const ADMIN_SESSION_COOKIE = '__Host-sweepscout_admin';
export const ADMIN_SESSION_COOKIE_DEV = 'sweepscout_admin_dev';
/**
 * Every unsafe /api/admin request carries this header with this value (CSRF defence: another
 * site cannot add a custom header to a request without a CORS preflight, which is never allowed).
 */
export const ADMIN_CSRF_HEADER = 'x-requested-with';
export const ADMIN_CSRF_VALUE = 'sweepscout-admin';
export const ADMIN_LOGIN_PATH = '/api/admin/login';
export const PROTECTED_ADMIN_USERNAME = 'admin';
/** Every staff password, the admin's included (the full rule: `@sweepscout/shared/password`). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MAX_LENGTH = 200;
/** Another user's password or role changes only within this long of the caller's last sign-in. */
export const REAUTH_WINDOW_MS = 5 * 60 * 1000;
/** The 403 of a change that needs a recent sign-in carries `reauthenticate: true`. */
export const REAUTH_REQUIRED_MESSAGE = 'Please confirm your password to make this change.';
export const DEFAULT_NEW_USER_ROLE: AdminRole = 'editor';

/**
 * What a role with this stored list may actually do: every permission for admin, none for viewer
 * (a viewer's stored list lies dormant and must never count as held), the list for editor.
 */
export function effectivePermissions(
  role: AdminRole,
  stored: readonly Permission[] = [],
): Permission[] {
  if (role === 'admin') return [...PERMISSIONS];
  if (role === 'viewer') return [];
  return PERMISSIONS.filter((p) => stored.includes(p));
}

/**
 * The columns each admin list sorts by, declared once (keys: the list's path under /api/admin):
 * the API maps each to a stored field (a missing or extra one does not compile), and a manage
 * screen's columns can only name these.
 */
export const ADMIN_LIST_SORTS = {
  casinos: ['name', 'rating', 'bonus', 'featured', 'updatedAt'],
  reviews: ['title', 'rating', 'author', 'published', 'featured', 'updatedAt'],
  guides: ['title', 'author', 'published', 'readTime', 'featured', 'updatedAt'],
  faqs: ['order', 'question', 'updatedAt'],
  games: ['name', 'type', 'rtp', 'volatility', 'updatedAt'],
  'page-contents': ['page', 'title', 'lastUpdated', 'updatedAt'],
  states: ['code', 'legalStatus', 'effectiveDate', 'lastVerifiedAt', 'updatedAt'],
  authors: ['name', 'role', 'updatedAt'],
  matchups: ['approved', 'updatedAt'],
  messages: ['received', 'from', 'subject', 'category', 'status'],
  subscribers: ['email', 'subscribed'],
} as const;

/** An admin list: its path under /api/admin. */
export type AdminList = keyof typeof ADMIN_LIST_SORTS;

/** The sortable column names of one admin list. */
export type AdminSortKey<List extends AdminList> = (typeof ADMIN_LIST_SORTS)[List][number];

/** The editorial collections (drafts, revisions, bulk actions): every list but the inbox's. */
export type EditorialList = Exclude<AdminList, 'messages' | 'subscribers'>;
