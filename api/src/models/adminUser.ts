import type { AdminUser } from '@sweepscout/shared';
import { Schema, model, type Types } from 'mongoose';
import { isoDate, jsonOptions } from './jsonOptions';

export interface AdminUserRecord {
  _id: Types.ObjectId;
  username: string;
  passwordHash: string;
  createdAt?: Date;
  updatedAt?: Date;
}

const adminUserSchema = new Schema<AdminUserRecord>(
  {
    username: { type: String, required: true, unique: true, trim: true },
    passwordHash: { type: String, required: true, select: false },
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
