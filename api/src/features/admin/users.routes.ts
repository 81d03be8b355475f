import {
  effectivePermissions,
  idParamsSchema,
  PROTECTED_ADMIN_USERNAME,
  REAUTH_REQUIRED_MESSAGE,
  userCreateSchema,
  userIdParamsSchema,
  userRoleInputSchema,
  userUpdateSchema,
  type AdminRole,
  type Permission,
} from '@sweepscout/shared';
import { refineStaffPassword } from '@sweepscout/shared/password';
import { Router, type Response } from 'express';
import type { Types } from 'mongoose';
import {
  confirmPassword,
  hashPassword,
  hasPermission,
  principalOf,
  recentlyAuthenticated,
  revokeUserSessions,
  rotateSession,
  setSessionCookie,
  type LoginRateLimiter,
  type AdminPrincipal,
} from '../../auth';
import { sendNotFound } from '../../http/notFound';
import { validate } from '../../http/validate';
import { AdminUserModel, toAdminUserJson, type AdminUserRecord } from './adminUser.model';
import { AuthorModel } from '../authors/model';
import { toUserRoleJson, UserRoleModel, type UserRoleDoc } from './userRole.model';
import { securityEvent } from '../../log/logger';
import { exactInsensitive, idInput, sendConflict, withConflict } from './http';
import { recordAudit, recordUserChange } from '../audit';

const ONLY_HELD_PERMISSIONS = 'You can only grant permissions that you hold yourself';
const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password to change it';
const ONLY_ADMINS_SET_PASSWORDS = "Only administrators can change another user's password";

const taken = (username: string) => `The username "${username}" is already taken`;

function forbid(res: Response, message: string): void {
  const principal = res.locals.adminPrincipal as AdminPrincipal | undefined;
  securityEvent('access.denied', { by: principal?.username, reason: message }, 'warn');
  res.status(403).json({ message });
}

/**
 * A non-administrator may grant only permissions it effectively holds (no escalation). What the
 * target may already do stays; anything it may newly do counts as granted. Both sides are compared
 * as effective sets, so a viewer's dormant list, or a promotion from viewer, cannot smuggle
 * permissions in.
 */
async function grantsOnlyHeld(
  res: Response,
  principal: AdminPrincipal,
  role: AdminRole,
  permissions: Permission[],
  targetId?: Types.ObjectId,
): Promise<boolean> {
  if (principal.role === 'admin') return true;
  const current = targetId
    ? await UserRoleModel.findOne({ userId: targetId }).lean<UserRoleDoc>()
    : null;
  const before = effectivePermissions(current?.role ?? 'viewer', current?.permissions);
  const granted = effectivePermissions(role, permissions).filter((p) => !before.includes(p));
  if (granted.every((p) => principal.permissions.includes(p))) return true;
  forbid(res, ONLY_HELD_PERMISSIONS);
  return false;
}

/**
 * Staff accounts are a target list: only who may manage users sees them all; anyone else sees
 * their own account (the users screen then shows one row).
 */
function ownOnly(principal: AdminPrincipal, field: '_id' | 'userId'): Record<string, string> {
  return hasPermission(principal, 'manage_users') ? {} : { [field]: principal.userId };
}

async function roleOf(userId: Types.ObjectId | string): Promise<AdminRole> {
  return (await UserRoleModel.findOne({ userId }).lean<UserRoleDoc>())?.role ?? 'viewer';
}

/**
 * Guards shared by user edits and role changes: only administrators grant the admin role or touch
 * an administrator; the user named admin keeps its name and its admin role.
 */
async function checkRoleChange(
  res: Response,
  principal: AdminPrincipal,
  target: Pick<AdminUserRecord, '_id' | 'username'>,
  nextRole: AdminRole,
): Promise<boolean> {
  if (
    principal.role !== 'admin' &&
    (nextRole === 'admin' || (await roleOf(target._id)) === 'admin')
  ) {
    forbid(res, 'Only administrators can grant the admin role or change an administrator');
    return false;
  }
  if (target.username === PROTECTED_ADMIN_USERNAME && nextRole !== 'admin') {
    forbid(res, 'The admin user must keep the admin role');
    return false;
  }
  return true;
}

/** Whether a role change alters what the user may do (a viewer's list change alters nothing). */
async function changesAccess(
  userId: Types.ObjectId | string,
  role: AdminRole,
  permissions: Permission[],
): Promise<boolean> {
  const current = await UserRoleModel.findOne({ userId }).lean<UserRoleDoc>();
  const currentRole = current?.role ?? 'viewer';
  const before = effectivePermissions(currentRole, current?.permissions);
  const after = effectivePermissions(role, permissions);
  return (
    currentRole !== role || before.length !== after.length || after.some((p) => !before.includes(p))
  );
}

/**
 * Another user's password, or anyone's role, changes only within minutes of the caller's last
 * sign-in: a session left open (or stolen) cannot take over accounts. 403 with
 * `reauthenticate: true`, which the admin area answers with a password prompt.
 */
function needsFreshSignIn(res: Response, principal: AdminPrincipal): boolean {
  if (recentlyAuthenticated(principal)) return false;
  securityEvent('reauth.required', { by: principal.username }, 'warn');
  res.status(403).json({ message: REAUTH_REQUIRED_MESSAGE, reauthenticate: true });
  return true;
}

/** The caller changed their own access: their session goes on in a new token. */
async function rotateOwnSession(res: Response, principal: AdminPrincipal): Promise<void> {
  const { token, expiresAt } = await rotateSession({
    tokenHash: principal.tokenHash,
    userId: principal.userId,
  });
  setSessionCookie(res.req, res, token, expiresAt);
}

async function setRole(
  userId: Types.ObjectId | string,
  role: AdminRole,
  permissions: Permission[],
) {
  // Only what the role can use is stored: a viewer keeps no dormant permissions to be promoted.
  const stored = role === 'editor' ? permissions : effectivePermissions(role);
  return UserRoleModel.findOneAndUpdate(
    { userId },
    { $set: { role, permissions: stored } },
    { upsert: true, returnDocument: 'after', runValidators: true },
  ).lean<UserRoleDoc>();
}

export function usersAdminRouter(limiter: LoginRateLimiter): Router {
  const router = Router();
  const create = validate({ body: userCreateSchema.superRefine(refineStaffPassword) });
  const update = validate({
    params: idParamsSchema,
    body: userUpdateSchema.superRefine(refineStaffPassword),
  });
  const byId = idInput();
  const roleInput = validate({ params: userIdParamsSchema, body: userRoleInputSchema });

  router.get('/users', async (_req, res) => {
    const users = await AdminUserModel.find(ownOnly(principalOf(res), '_id'))
      .sort({ username: 1 })
      .lean<AdminUserRecord[]>();
    res.json(users.map(toAdminUserJson));
  });

  router.post('/users', create, async (_req, res) => {
    const input = create.input(res).body;
    const principal = principalOf(res);
    if (principal.role !== 'admin' && input.role === 'admin') {
      return forbid(res, 'Only administrators can grant the admin role or change an administrator');
    }
    if (!(await grantsOnlyHeld(res, principal, input.role, input.permissions))) return;
    if (await AdminUserModel.exists({ username: exactInsensitive(input.username) })) {
      return sendConflict(res, taken(input.username));
    }
    await withConflict(taken(input.username), async () => {
      const user = await AdminUserModel.create({
        username: input.username,
        passwordHash: await hashPassword(input.password),
      });
      const role = await setRole(user._id, input.role, input.permissions);
      securityEvent('user.created', {
        by: principal.username,
        username: user.username,
        role: input.role,
        permissions: input.permissions,
      });
      await recordAudit(res.req, 'create', 'user', String(user._id));
      res
        .status(201)
        .json({ ...toAdminUserJson(user), role: role?.role, permissions: role?.permissions });
    });
  });

  router.put('/users/:id', update, async (_req, res) => {
    const { params, body: input } = update.input(res);
    const principal = principalOf(res);
    const user = await AdminUserModel.findById(params.id);
    if (!user) return sendNotFound(res, 'User');
    if (user.username === PROTECTED_ADMIN_USERNAME && input.username !== PROTECTED_ADMIN_USERNAME) {
      return forbid(res, 'The admin user cannot be renamed');
    }
    if (!(await checkRoleChange(res, principal, user, input.role))) return;
    if (!(await grantsOnlyHeld(res, principal, input.role, input.permissions, user._id))) return;
    const self = String(user._id) === principal.userId;
    if (input.password && principal.role !== 'admin' && !self) {
      return forbid(res, ONLY_ADMINS_SET_PASSWORDS);
    }
    const accessChanges = await changesAccess(user._id, input.role, input.permissions);
    if (((input.password && !self) || accessChanges) && needsFreshSignIn(res, principal)) return;
    if (input.password && self) {
      if (!input.currentPassword) {
        res.status(400).json({
          message: CURRENT_PASSWORD_REQUIRED,
          issues: [{ path: 'currentPassword', message: CURRENT_PASSWORD_REQUIRED }],
        });
        return;
      }
      const ok = await confirmPassword(
        limiter,
        res.req,
        res,
        principal.username,
        input.currentPassword,
      );
      if (!ok) return;
    }
    const sameName = { username: exactInsensitive(input.username), _id: { $ne: user._id } };
    if (await AdminUserModel.exists(sameName)) return sendConflict(res, taken(input.username));
    await withConflict(taken(input.username), async () => {
      user.username = input.username;
      if (input.password) user.passwordHash = await hashPassword(input.password);
      await user.save();
      // A new password or a change of access ends the user's other sessions (the caller keeps
      // their own): whatever was signed in before must prove itself again.
      if (input.password || accessChanges) await revokeUserSessions(user._id, principal.tokenHash);
      if (self && accessChanges) await rotateOwnSession(res, principal);
      if (input.password) {
        securityEvent('password.changed', { by: principal.username, username: user.username });
      }
      await recordUserChange(res.req, params.id, input);
      const role = await setRole(user._id, input.role, input.permissions);
      securityEvent('role.changed', {
        by: principal.username,
        username: user.username,
        role: input.role,
        permissions: input.permissions,
      });
      res.json({ ...toAdminUserJson(user), role: role?.role, permissions: role?.permissions });
    });
  });

  router.delete('/users/:id', byId, async (_req, res) => {
    const principal = principalOf(res);
    const user = await AdminUserModel.findById(byId.input(res).params.id).lean<AdminUserRecord>();
    if (!user) return sendNotFound(res, 'User');
    if (user.username === PROTECTED_ADMIN_USERNAME)
      return forbid(res, 'The admin user cannot be deleted');
    if (principal.role !== 'admin' && (await roleOf(user._id)) === 'admin') {
      return forbid(res, 'Only administrators can grant the admin role or change an administrator');
    }
    await AdminUserModel.deleteOne({ _id: user._id });
    await UserRoleModel.deleteMany({ userId: user._id });
    // An author profile linked to the account stands alone from now on (it stays editable).
    await AuthorModel.updateMany({ staffUserId: user._id }, { $set: { staffUserId: null } });
    await revokeUserSessions(user._id);
    securityEvent('user.deleted', { by: principal.username, username: user.username });
    await recordAudit(res.req, 'delete', 'user', String(user._id));
    res.json({ message: 'User deleted' });
  });

  router.get('/user-roles', async (_req, res) => {
    const roles = await UserRoleModel.find(ownOnly(principalOf(res), 'userId')).lean<
      UserRoleDoc[]
    >();
    res.json(roles.map(toUserRoleJson));
  });

  router.post('/user-roles/:userId', roleInput, async (_req, res) => {
    const { params, body: input } = roleInput.input(res);
    const user = await AdminUserModel.findById(params.userId).lean<AdminUserRecord>();
    if (!user) return sendNotFound(res, 'User');
    const principal = principalOf(res);
    if (!(await checkRoleChange(res, principal, user, input.role))) return;
    if (!(await grantsOnlyHeld(res, principal, input.role, input.permissions, user._id))) return;
    const accessChanges = await changesAccess(user._id, input.role, input.permissions);
    if (accessChanges && needsFreshSignIn(res, principal)) return;
    await recordUserChange(res.req, params.userId, input);
    const role = await setRole(user._id, input.role, input.permissions);
    if (accessChanges) await revokeUserSessions(user._id, principal.tokenHash);
    if (accessChanges && String(user._id) === principal.userId)
      await rotateOwnSession(res, principal);
    securityEvent('role.changed', {
      by: principal.username,
      username: user.username,
      role: input.role,
      permissions: input.permissions,
    });
    res.json(role ? toUserRoleJson(role) : { userId: String(user._id), ...input });
  });

  return router;
}
