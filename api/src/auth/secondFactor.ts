import { createHash, randomBytes } from 'node:crypto';
import type { Permission } from '@sweepscout/shared';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Types } from 'mongoose';
import { AdminUserModel } from '../features/admin/adminUser.model';

/**
 * The staff second factor: TOTP (RFC 6238: 6 digits, 30 s, SHA-1, what every authenticator app
 * reads from a QR code) through otplib, and one-time recovery codes stored as SHA-256 hashes (they
 * are 50-bit random values, not passwords: a fast hash is enough). A code of a time step already
 * used is refused (no replay within its window).
 */
export const TOTP_ISSUER = 'SweepScout';
export const RECOVERY_CODE_COUNT = 10;
/** One step either side: a phone clock 30 s off still works. */
const EPOCH_TOLERANCE_S = 30;

/** Second factor required: the admin role and anyone who can manage users (they grant access). */
export function secondFactorRequired(access: {
  role: string;
  permissions: readonly Permission[];
}): boolean {
  return access.role === 'admin' || access.permissions.includes('manage_users');
}

export const newTotpSecret = (): string => generateSecret({ length: 20 });

export const totpUri = (username: string, secret: string): string =>
  generateURI({ issuer: TOTP_ISSUER, label: username, secret });

/** A base32 TOTP secret long enough (16+ bytes) for otplib's guardrails. */
export function isUsableTotpSecret(secret: string): boolean {
  return /^[A-Z2-7]{26,}=*$/.test(secret.replace(/\s+/g, '').toUpperCase());
}

export const normaliseTotpSecret = (secret: string): string =>
  secret.replace(/\s+/g, '').toUpperCase();

/** The time step a 6-digit code matches (not after `afterTimeStep`), or null. */
export async function matchTotp(
  secret: string,
  code: string,
  afterTimeStep?: number,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: EPOCH_TOLERANCE_S,
    ...(afterTimeStep !== undefined ? { afterTimeStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

const normaliseRecoveryCode = (code: string): string =>
  code.toLowerCase().replace(/[^a-z0-9]/g, '');
export const hashRecoveryCode = (code: string): string =>
  createHash('sha256').update(normaliseRecoveryCode(code), 'utf8').digest('hex');

/** Fresh recovery codes, shown once ("xxxxx-xxxxx"); only their hashes are kept. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = randomBytes(8)
      .toString('base64url')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
    const padded = (text + randomBytes(8).toString('hex')).slice(0, 10);
    return `${padded.slice(0, 5)}-${padded.slice(5)}`;
  });
  return { codes, hashes: codes.map(hashRecoveryCode) };
}

export type SecondFactorUse = 'totp' | 'recovery';

/**
 * Check a sign-in code of a user with a second factor: a TOTP code (its time step is then spent)
 * or one of the recovery codes (removed as it is used). Atomic: two requests with one code cannot
 * both pass. Null when the code is wrong, already used, or the user has no second factor.
 */
export async function useSecondFactor(
  userId: Types.ObjectId | string,
  code: string,
): Promise<SecondFactorUse | null> {
  const typed = code.trim();
  if (!typed || typed.length > 40) return null;
  const user = await AdminUserModel.findById(userId)
    .select('+totpSecret +totpLastStep')
    .lean<{ totpSecret?: string | null; totpLastStep?: number }>();
  if (!user?.totpSecret) return null;
  const compact = typed.replace(/\s+/g, '');
  if (/^\d{6}$/.test(compact)) {
    const step = await matchTotp(user.totpSecret, compact, user.totpLastStep);
    if (step === null) return null;
    const spent = await AdminUserModel.updateOne(
      {
        _id: userId,
        $or: [{ totpLastStep: { $exists: false } }, { totpLastStep: { $lt: step } }],
      },
      { $set: { totpLastStep: step } },
    );
    return spent.modifiedCount === 1 ? 'totp' : null;
  }
  const hash = hashRecoveryCode(compact);
  const used = await AdminUserModel.updateOne(
    { _id: userId, recoveryCodeHashes: hash },
    { $pull: { recoveryCodeHashes: hash } },
  );
  return used.modifiedCount === 1 ? 'recovery' : null;
}

export async function hasSecondFactor(userId: Types.ObjectId | string): Promise<boolean> {
  const user = await AdminUserModel.findById(userId)
    .select('+totpSecret')
    .lean<{ totpSecret?: string | null }>();
  return Boolean(user?.totpSecret);
}
