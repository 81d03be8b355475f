import {
  effectivePermissions,
  REAUTH_WINDOW_MS,
  type AdminRole,
  type Permission,
} from '@sweepscout/shared';
import type { NextFunction, Request, Response } from 'express';
import type { Types } from 'mongoose';
import { AdminUserModel } from '../features/admin/adminUser.model';
import { UserRoleModel, type UserRoleDoc } from '../features/admin/userRole.model';
import { securityEvent } from '../log/logger';
import { authenticatedAtOf, findSession, stageOf, type SessionStage } from './session';
import { readSessionCookie } from './sessionCookie';

/** The signed-in staff member of a request. */
export interface AdminPrincipal {
  userId: string;
  username: string;
  role: AdminRole;
  /** Effective permissions: every one for role admin, none for viewer. */
  permissions: Permission[];
  tokenHash: string;
  /** The last sign-in or re-authentication of this session. */
  authenticatedAt: Date;
  /** `full`, or the unfinished sign-in step this session is at. */
  stage: SessionStage;
}

const LOCALS_KEY = 'adminPrincipal';

/** Role and effective permissions; a user without a role record is a viewer. */
export async function loadAccess(
  userId: Types.ObjectId | string,
): Promise<{ role: AdminRole; permissions: Permission[] }> {
  const record = await UserRoleModel.findOne({ userId }).lean<UserRoleDoc>();
  const role: AdminRole = record?.role ?? 'viewer';
  return { role, permissions: effectivePermissions(role, record?.permissions) };
}

export function principalOf(res: Response): AdminPrincipal {
  const principal = res.locals[LOCALS_KEY] as AdminPrincipal | undefined;
  if (!principal) throw new Error('principalOf() used on a route without requireSession');
  return principal;
}

function unauthorized(res: Response, message: string): void {
  res.status(401).json({ message });
}

const EXPIRED = 'Your session has expired or is invalid. Please log in again.';

/**
 * 401 unless the session cookie carries a live session of an existing user at one of `stages`
 * (`full` for every route but the steps of an unfinished sign-in).
 */
export function requireSessionAt(...stages: SessionStage[]) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const token = readSessionCookie(req);
    if (!token) return unauthorized(res, 'Authentication required. Please log in.');
    const session = await findSession(token);
    if (!session) return unauthorized(res, EXPIRED);
    const stage = stageOf(session);
    if (!stages.includes(stage)) return unauthorized(res, 'Please finish signing in first.');
    const user = await AdminUserModel.findById(session.userId).lean();
    if (!user) return unauthorized(res, EXPIRED);
    const access = await loadAccess(user._id);
    const principal: AdminPrincipal = {
      userId: String(user._id),
      username: user.username,
      ...access,
      tokenHash: session.tokenHash,
      authenticatedAt: authenticatedAtOf(session),
      stage,
    };
    res.locals[LOCALS_KEY] = principal;
    res.set('Cache-Control', 'no-store');
    next();
  };
}

/** Every signed-in route: a finished sign-in. */
export const requireSession = requireSessionAt('full');

const PERMISSION_LABELS: Record<Permission, string> = {
  manage_casinos: 'casinos',
  manage_reviews: 'reviews',
  manage_guides: 'guides',
  manage_faqs: 'FAQs',
  manage_games: 'games',
  manage_content: 'website content',
  manage_users: 'users',
};

export function hasPermission(principal: AdminPrincipal, permission: Permission): boolean {
  return (
    principal.role === 'admin' ||
    (principal.role === 'editor' && principal.permissions.includes(permission))
  );
}

const READ_METHODS = new Set(['GET', 'HEAD']);

export interface PermissionOptions {
  /** Reads need the permission too (personal data: contact messages, subscribers). */
  readsNeedPermission?: boolean;
}

/**
 * 403 unless the signed-in user may use this resource: reads are open to every signed-in user
 * (viewers read), changes need role admin or an editor holding the permission.
 */
export function requirePermission(permission: Permission, options: PermissionOptions = {}) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const principal = principalOf(res);
    const isRead = READ_METHODS.has(req.method);
    if ((isRead && !options.readsNeedPermission) || hasPermission(principal, permission))
      return next();
    const message =
      principal.role === 'viewer' && !isRead
        ? 'Viewers have read-only access'
        : `You do not have permission to manage ${PERMISSION_LABELS[permission]}`;
    securityEvent(
      'access.denied',
      { by: principal.username, permission, method: req.method },
      'warn',
    );
    res.status(403).json({ message });
  };
}

/** Whether the principal signed in or re-authenticated within the last few minutes. */
export function recentlyAuthenticated(principal: AdminPrincipal, now = Date.now()): boolean {
  return now - principal.authenticatedAt.getTime() <= REAUTH_WINDOW_MS;
}
