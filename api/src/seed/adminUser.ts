import bcrypt from 'bcryptjs';
import { randomBytes } from 'node:crypto';
import { PERMISSIONS, PROTECTED_ADMIN_USERNAME } from '@sweepscout/shared';
import { AdminUserModel, UserRoleModel } from '../models';

const BCRYPT_ROUNDS = 10;

export interface AdminSeedResult {
  /** The password to show at start-up: the env one, or one generated now; null when unknown. */
  password: string | null;
  created: boolean;
  reset: boolean;
}

function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}

/**
 * The user "admin" with role admin and every permission. Its password comes from ADMIN_PASSWORD;
 * without it one is generated on first start (and shown once). A changed ADMIN_PASSWORD resets it.
 */
export async function seedAdminUser(envPassword: string | undefined): Promise<AdminSeedResult> {
  const existing = await AdminUserModel.findOne({ username: PROTECTED_ADMIN_USERNAME }).select(
    '+passwordHash',
  );
  let result: AdminSeedResult;
  let userId;
  if (!existing) {
    const password = envPassword ?? generatePassword();
    const user = await AdminUserModel.create({
      username: PROTECTED_ADMIN_USERNAME,
      passwordHash: await bcrypt.hash(password, BCRYPT_ROUNDS),
    });
    userId = user._id;
    result = { password, created: true, reset: false };
  } else {
    userId = existing._id;
    const reset =
      Boolean(envPassword) && !(await bcrypt.compare(envPassword as string, existing.passwordHash));
    if (reset) {
      existing.passwordHash = await bcrypt.hash(envPassword as string, BCRYPT_ROUNDS);
      await existing.save();
    }
    result = { password: envPassword ?? null, created: false, reset };
  }
  if (!(await UserRoleModel.exists({ userId }))) {
    await UserRoleModel.create({ userId, role: 'admin', permissions: [...PERMISSIONS] });
  }
  return result;
}
