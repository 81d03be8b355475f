import { createHash, randomBytes } from 'node:crypto';
import { Schema, model, type Types } from 'mongoose';

/** How long a session lives after sign-in, however active (absolute timeout). */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** A session unused for this long ends (idle timeout). */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** Activity is written at most this often (each request would otherwise be a database write). */
const TOUCH_EVERY_MS = 60 * 1000;

/**
 * What a session may do yet. `full`: everything the user's role allows. The others are the steps
 * of a sign-in that is not finished, each opening only its own routes: `second-factor` (the
 * password was right, the one-time code is awaited), `enrol` (the user must set up a second factor
 * first), `change-password` (a generated first-run password must be replaced).
 */
export const SESSION_STAGES = ['full', 'second-factor', 'enrol', 'change-password'] as const;
export type SessionStage = (typeof SESSION_STAGES)[number];

/**
 * One staff session. Only the SHA-256 of the opaque token is stored: a leaked database cannot be
 * replayed as a login. Logout deletes the record; an expired or idle record is refused (and deleted).
 */
export interface AdminSessionRecord {
  _id: Types.ObjectId;
  tokenHash: string;
  userId: Types.ObjectId;
  expiresAt: Date;
  /** The last request of this session (idle timeout). */
  lastSeenAt?: Date;
  /** The last time the user proved who they are (sign-in or re-authentication). */
  authenticatedAt?: Date;
  stage?: SessionStage;
  createdAt?: Date;
}

const adminSessionSchema = new Schema<AdminSessionRecord>(
  {
    tokenHash: { type: String, required: true, unique: true },
    userId: { type: Schema.Types.ObjectId, ref: 'AdminUser', required: true, index: true },
    expiresAt: { type: Date, required: true },
    lastSeenAt: { type: Date },
    authenticatedAt: { type: Date },
    stage: { type: String, enum: SESSION_STAGES },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

export const AdminSessionModel = model<AdminSessionRecord>('AdminSession', adminSessionSchema);

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export const stageOf = (session: AdminSessionRecord): SessionStage => session.stage ?? 'full';

export async function createSession(
  userId: Types.ObjectId | string,
  now: Date = new Date(),
  stage: SessionStage = 'full',
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await AdminSessionModel.create({
    tokenHash: hashToken(token),
    userId,
    expiresAt,
    lastSeenAt: now,
    authenticatedAt: now,
    stage,
  });
  return { token, expiresAt };
}

/**
 * A new token for the session's user in place of the old one (a finished sign-in step or a change
 * of privileges): whoever saw the old token holds nothing.
 */
export async function rotateSession(
  old: { tokenHash: string; userId: Types.ObjectId | string },
  stage: SessionStage = 'full',
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const next = await createSession(old.userId, now, stage);
  await AdminSessionModel.deleteOne({ tokenHash: old.tokenHash });
  return next;
}

/** The live session of a token, or null (unknown, revoked, expired or idle for too long). */
export async function findSession(
  token: string,
  now: number = Date.now(),
): Promise<AdminSessionRecord | null> {
  if (!token || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const session = await AdminSessionModel.findOne({ tokenHash }).lean<AdminSessionRecord>();
  if (!session) return null;
  const lastSeen = (session.lastSeenAt ?? session.createdAt ?? new Date(0)).getTime();
  if (session.expiresAt.getTime() <= now || now - lastSeen > SESSION_IDLE_MS) {
    await AdminSessionModel.deleteOne({ _id: session._id });
    return null;
  }
  if (now - lastSeen > TOUCH_EVERY_MS) {
    await AdminSessionModel.updateOne(
      { _id: session._id },
      { $set: { lastSeenAt: new Date(now) } },
    );
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
