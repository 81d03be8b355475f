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
export const DEFAULT_NEW_USER_ROLE: AdminRole = 'editor';
