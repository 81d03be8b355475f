import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PERMISSIONS, PROTECTED_ADMIN_USERNAME } from '@sweepscout/shared';
import {
  hashPassword,
  isUsableTotpSecret,
  normaliseTotpSecret,
  revokeUserSessions,
  verifyPassword,
} from '../auth';
import { adminPasswordProblem } from '../auth/passwordPolicy';
import { securityEvent } from '../log/logger';
import { AdminUserModel } from '../features/admin/adminUser.model';
import { UserRoleModel } from '../features/admin/userRole.model';

/** Where a generated first-run admin password is written (0600), under DATA_DIR. */
export const INITIAL_PASSWORD_FILE = 'admin-initial-password.txt';

export interface AdminSeedOptions {
  /** ADMIN_PASSWORD: sets (and keeps in sync) the admin password; no forced change. */
  password?: string;
  /** ADMIN_TOTP_SECRET (base32): pre-enrols the admin user's second factor. */
  totpSecret?: string;
  /** Where a generated password is written; without it the password is only returned (tests). */
  dataDir?: string;
}

export interface AdminSeedResult {
  /** A password generated now for a new admin user, else null (never printed: see passwordFile). */
  generatedPassword: string | null;
  /** The 0600 file the generated password was written to, else null. */
  passwordFile: string | null;
  created: boolean;
  /** ADMIN_PASSWORD differed from the stored password and replaced it. */
  reset: boolean;
}

function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}

/** Written once, readable by the site's user only: container logs never hold the password. */
function writePasswordFile(dataDir: string, password: string): string {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, INITIAL_PASSWORD_FILE);
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600, flag: 'wx' });
  return file;
}

/**
 * The user "admin" with role admin and every permission. Its password comes from ADMIN_PASSWORD
 * (checked for strength); without it one is generated on first start, written to a 0600 file
 * under DATA_DIR, and must be changed at the first sign-in. A changed ADMIN_PASSWORD resets the
 * password and ends every session of the admin user. ADMIN_TOTP_SECRET sets its second factor.
 */
export async function seedAdminUser(options: AdminSeedOptions = {}): Promise<AdminSeedResult> {
  const envPassword = options.password;
  if (envPassword !== undefined) {
    const problem = adminPasswordProblem(envPassword);
    if (problem) throw new Error(problem);
  }
  const totpSecret =
    options.totpSecret !== undefined ? normaliseTotpSecret(options.totpSecret) : undefined;
  if (totpSecret !== undefined && !isUsableTotpSecret(totpSecret)) {
    throw new Error('ADMIN_TOTP_SECRET must be base32 (A-Z, 2-7) of at least 26 characters');
  }
  const existing = await AdminUserModel.findOne({ username: PROTECTED_ADMIN_USERNAME }).select(
    '+passwordHash +totpSecret',
  );
  let result: AdminSeedResult;
  let userId;
  if (!existing) {
    const password = envPassword ?? generatePassword();
    const user = await AdminUserModel.create({
      username: PROTECTED_ADMIN_USERNAME,
      passwordHash: await hashPassword(password),
      ...(envPassword ? {} : { mustChangePassword: true }),
    });
    userId = user._id;
    const generated = envPassword ? null : password;
    result = {
      generatedPassword: generated,
      passwordFile:
        generated && options.dataDir ? writePasswordFile(options.dataDir, generated) : null,
      created: true,
      reset: false,
    };
  } else {
    userId = existing._id;
    const reset =
      envPassword !== undefined && !(await verifyPassword(envPassword, existing.passwordHash));
    if (reset) {
      existing.passwordHash = await hashPassword(envPassword);
      existing.mustChangePassword = undefined;
      await existing.save();
      await revokeUserSessions(existing._id);
      securityEvent('password.changed', {
        username: PROTECTED_ADMIN_USERNAME,
        by: 'ADMIN_PASSWORD',
      });
    }
    result = { generatedPassword: null, passwordFile: null, created: false, reset };
  }
  if (totpSecret !== undefined) {
    await AdminUserModel.updateOne(
      { _id: userId, totpSecret: { $ne: totpSecret } },
      { $set: { totpSecret }, $unset: { totpPendingSecret: 1, totpLastStep: 1 } },
    );
  }
  if (!(await UserRoleModel.exists({ userId }))) {
    await UserRoleModel.create({ userId, role: 'admin', permissions: [...PERMISSIONS] });
  }
  return result;
}
