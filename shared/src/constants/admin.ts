/** Admin roles and permissions of admin-area.md section 6. */
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
