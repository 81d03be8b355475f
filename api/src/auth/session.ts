import { createHash, randomBytes } from 'node:crypto';
import { Schema, model, type Types } from 'mongoose';

/** How long a session token stays valid after login. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/**
 * One staff session. Only the SHA-256 of the opaque token is stored: a leaked database cannot be
 * replayed as a login. Logout deletes the record; an expired record is refused (and deleted).
 */
export interface AdminSessionRecord {
  _id: Types.ObjectId;
  tokenHash: string;
  userId: Types.ObjectId;
  expiresAt: Date;
  /** The last time the user proved who they are (sign-in or re-authentication). */
  authenticatedAt?: Date;
  createdAt?: Date;
}

const adminSessionSchema = new Schema<AdminSessionRecord>(
  {
    tokenHash: { type: String, required: true, unique: true },
    userId: { type: Schema.Types.ObjectId, ref: 'AdminUser', required: true, index: true },
    expiresAt: { type: Date, required: true },
    authenticatedAt: { type: Date },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

export const AdminSessionModel = model<AdminSessionRecord>('AdminSession', adminSessionSchema);

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export async function createSession(
  userId: Types.ObjectId | string,
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await AdminSessionModel.create({
    tokenHash: hashToken(token),
    userId,
    expiresAt,
    authenticatedAt: now,
  });
  return { token, expiresAt };
}

/** The live session of a token, or null (unknown, revoked or expired). */
export async function findSession(token: string): Promise<AdminSessionRecord | null> {
  if (!token || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const session = await AdminSessionModel.findOne({ tokenHash }).lean<AdminSessionRecord>();
  if (!session) return null;
  if (session.expiresAt.getTime() <= Date.now()) {
    await AdminSessionModel.deleteOne({ _id: session._id });
    return null;
  }
  return session;
}

/** When the session's user last proved who they are (sessions older than the field: sign-in). */
export function authenticatedAtOf(session: AdminSessionRecord): Date {
  return session.authenticatedAt ?? session.createdAt ?? new Date(0);
}

/** The user confirmed their password again: sensitive changes are open for a few minutes. */
export async function markReauthenticated(tokenHash: string, now = new Date()): Promise<void> {
  await AdminSessionModel.updateOne({ tokenHash }, { $set: { authenticatedAt: now } });
}

export async function revokeSession(tokenHash: string): Promise<void> {
  await AdminSessionModel.deleteOne({ tokenHash });
}

/** Revoke every session of a user, except optionally one (the caller's own). */
export async function revokeUserSessions(
  userId: Types.ObjectId | string,
  keepTokenHash?: string,
): Promise<void> {
  await AdminSessionModel.deleteMany(
    keepTokenHash ? { userId, tokenHash: { $ne: keepTokenHash } } : { userId },
  );
}
