import {
  ADMIN_ROLES,
  PERMISSIONS,
  type AdminRole,
  type Permission,
  type UserRoleRecord,
} from '@sweepscout/shared';
import { Schema, model, type Types } from 'mongoose';
import { jsonOptions } from '../../persistence';

export interface UserRoleDoc {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  role: AdminRole;
  permissions: Permission[];
}

const userRoleSchema = new Schema<UserRoleDoc>(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'AdminUser', required: true, unique: true },
    role: { type: String, enum: ADMIN_ROLES, default: 'viewer' },
    permissions: { type: [{ type: String, enum: PERMISSIONS }], default: [] },
  },
  { timestamps: true, toJSON: jsonOptions },
);

export const UserRoleModel = model<UserRoleDoc>('UserRole', userRoleSchema);

export function toUserRoleJson(doc: UserRoleDoc): UserRoleRecord {
  return { userId: String(doc.userId), role: doc.role, permissions: [...doc.permissions] };
}
