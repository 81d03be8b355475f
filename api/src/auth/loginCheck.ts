import type { Types } from 'mongoose';
import { logger } from '../log/logger';
import { AdminUserModel } from '../features/admin/adminUser.model';
import { hashPassword, isLegacyHash, verifyPassword } from './password';

/**
 * The user whose username and password these are, or null. A bcrypt hash (written before
 * argon2id) that matches is replaced with an argon2id hash of the same password.
 */
export async function checkLoginPassword(
  username: string,
  password: string,
  priority = false,
): Promise<{ _id: Types.ObjectId; username: string } | null> {
  const user = await AdminUserModel.findOne({ username }).select('+passwordHash').lean();
  if (!(await verifyPassword(password, user?.passwordHash, priority)) || !user) return null;
  if (isLegacyHash(user.passwordHash)) {
    const upgraded = await hashPassword(password);
    // Only if nobody changed the password meanwhile.
    await AdminUserModel.updateOne(
      { _id: user._id, passwordHash: user.passwordHash },
      { $set: { passwordHash: upgraded } },
    ).catch((error: unknown) => logger.warn({ err: error }, 'password hash upgrade failed'));
  }
  return { _id: user._id, username: user.username };
}
