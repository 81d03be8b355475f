import { randomBytes } from 'node:crypto';
import { PERMISSIONS, PROTECTED_ADMIN_USERNAME } from '@sweepscout/shared';
import { hashPassword, revokeUserSessions, verifyPassword } from '../auth';
import { adminPasswordProblem } from '../auth/passwordPolicy';
import { securityEvent } from '../log/logger';
import { AdminUserModel, UserRoleModel } from '../models';

export interface AdminSeedResult {
  /** A password generated now for a new admin user (shown once, at this first start), else null. */
  generatedPassword: string | null;
  created: boolean;
  /** ADMIN_PASSWORD differed from the stored password and replaced it. */
  reset: boolean;
}

function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}

/**
 * The user "admin" with role admin and every permission. Its password comes from ADMIN_PASSWORD
 * (checked for strength); without it one is generated on first start. A changed ADMIN_PASSWORD
 * resets the password and ends every session of the admin user.
 */
export async function seedAdminUser(envPassword: string | undefined): Promise<AdminSeedResult> {
  if (envPassword !== undefined) {
    const problem = adminPasswordProblem(envPassword);
    if (problem) throw new Error(problem);
  }
  const existing = await AdminUserModel.findOne({ username: PROTECTED_ADMIN_USERNAME }).select(
    '+passwordHash',
  );
  let result: AdminSeedResult;
  let userId;
  if (!existing) {
    const password = envPassword ?? generatePassword();
    const user = await AdminUserModel.create({
      username: PROTECTED_ADMIN_USERNAME,
      passwordHash: await hashPassword(password),
    });
    userId = user._id;
    result = { generatedPassword: envPassword ? null : password, created: true, reset: false };
  } else {
    userId = existing._id;
    const reset =
      envPassword !== undefined && !(await verifyPassword(envPassword, existing.passwordHash));
    if (reset) {
      existing.passwordHash = await hashPassword(envPassword);
      await existing.save();
      await revokeUserSessions(existing._id);
      securityEvent('password.changed', {
        username: PROTECTED_ADMIN_USERNAME,
        by: 'ADMIN_PASSWORD',
      });
    }
    result = { generatedPassword: null, created: false, reset };
  }
  if (!(await UserRoleModel.exists({ userId }))) {
    await UserRoleModel.create({ userId, role: 'admin', permissions: [...PERMISSIONS] });
  }
  return result;
}
