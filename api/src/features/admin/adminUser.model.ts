import type { AdminUser } from '@sweepscout/shared';
import { Schema, model, type Types } from 'mongoose';
import { isoDate, jsonOptions } from '../../persistence';

export interface AdminUserRecord {
  _id: Types.ObjectId;
  username: string;
  passwordHash: string;
  /** Set on a generated first-run password: nothing but a password change until it is changed. */
  mustChangePassword?: boolean;
  /** Base32 TOTP secret of the second factor (never answered); absent: no second factor. */
  totpSecret?: string | null;
  /** The time step of the last TOTP code accepted (a code is not accepted twice). */
  totpLastStep?: number;
  /** A secret shown at enrolment, kept until a code from it confirms the enrolment. */
  totpPendingSecret?: string | null;
  /** SHA-256 hashes of the unused one-time recovery codes (never answered). */
  recoveryCodeHashes?: string[];
  createdAt?: Date;
  updatedAt?: Date;
}

const adminUserSchema = new Schema<AdminUserRecord>(
  {
    username: { type: String, required: true, unique: true, trim: true },
    passwordHash: { type: String, required: true, select: false },
    mustChangePassword: { type: Boolean },
    totpSecret: { type: String, select: false },
    totpLastStep: { type: Number, select: false },
    totpPendingSecret: { type: String, select: false },
    recoveryCodeHashes: { type: [String], select: false, default: undefined },
  },
  { timestamps: true, toJSON: jsonOptions, toObject: jsonOptions },
);

export const AdminUserModel = model<AdminUserRecord>('AdminUser', adminUserSchema);

/** Never includes the password hash. */
export function toAdminUserJson(
  doc: Pick<AdminUserRecord, '_id' | 'username' | 'createdAt'>,
): AdminUser {
  return {
    id: String(doc._id),
    username: doc.username,
    ...(doc.createdAt ? { createdAt: isoDate(doc.createdAt) } : {}),
  };
}
