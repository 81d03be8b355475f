import type { AdminRole, AuditAction, Permission } from '@sweepscout/shared';
import type { Request } from 'express';
import { principalOf } from '../../auth';
import { AuditEntryModel } from './model';
import { UserRoleModel, type UserRoleDoc } from '../admin/userRole.model';

/** Who acted: the signed-in user by default, or named by the caller (sign-in, failed sign-in). */
export interface AuditActor {
  id?: string | null;
  username: string;
}

function signedInActor(req: Request): AuditActor | null {
  try {
    const principal = req.res ? principalOf(req.res) : null;
    return principal ? { id: principal.userId, username: principal.username } : null;
  } catch {
    return null;
  }
}

/**
 * Record one staff action. Routes call it in one line after the action succeeded. A failure to
 * record is logged, never turned into a failed request (the action itself already happened).
 */
export async function recordAudit(
  req: Request,
  action: AuditAction,
  recordType: string | null = null,
  recordId: string | null = null,
  actor: AuditActor | null = null,
): Promise<void> {
  const who = actor ?? signedInActor(req) ?? { username: 'unknown' };
  try {
    await AuditEntryModel.create({
      at: new Date(),
      actor: who.username,
      actorId: who.id ?? null,
      action,
      recordType,
      recordId,
      clientAddress: req.ip ?? req.socket.remoteAddress ?? '',
    });
  } catch (error) {
    console.error('audit: could not record', action, recordType, recordId, error);
  }
}

/**
 * A change to a staff user: records a password, role and permission change each as its own
 * action, or 'update' when none of them changed. Called just before the role is written, since it
 * compares with the role record as it was.
 */
export async function recordUserChange(
  req: Request,
  userId: string,
  change: { password?: string; role: AdminRole; permissions: Permission[] },
): Promise<void> {
  const before = await UserRoleModel.findOne({ userId }).lean<UserRoleDoc>();
  const sameList = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && [...a].sort().join() === [...b].sort().join();
  const actions: AuditAction[] = [];
  if (change.password) actions.push('password-change');
  if ((before?.role ?? 'viewer') !== change.role) actions.push('role-change');
  if (!sameList(before?.permissions ?? [], change.permissions)) actions.push('permission-change');
  if (!actions.length) actions.push('update');
  for (const action of actions) await recordAudit(req, action, 'user', userId);
}
