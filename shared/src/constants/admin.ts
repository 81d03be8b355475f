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

export const ADMIN_TOKEN_STORAGE_KEY = 'adminAuthToken';
export const ADMIN_KEY_HEADER = 'x-admin-key';
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
