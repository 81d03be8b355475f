import type { Author } from '@sweepscout/shared';
import { Schema, model, type Types } from 'mongoose';
import {
  jsonOptions,
  addPublicationFields,
  type StoredPublication,
  countWrites,
} from '../../persistence';

/** A staff author's profile as stored; `staffUserId` links it to an admin account (admin only). */
export interface AuthorRecord extends Omit<Author, 'id'>, StoredPublication {
  _id: Types.ObjectId;
  staffUserId?: Types.ObjectId | null;
  createdAt?: Date;
  updatedAt?: Date;
}

const authorSchema = new Schema<AuthorRecord>(
  {
    name: { type: String, required: true, trim: true },
    slug: { type: String, required: true, unique: true },
    role: { type: String, required: true },
    photoUrl: { type: String, default: null },
    credentials: { type: String, default: null },
    bio: { type: String, required: true },
    links: { type: [String], default: [] },
    staffUserId: { type: Schema.Types.ObjectId, default: null },
  },
  { timestamps: true, toJSON: jsonOptions },
);

addPublicationFields(authorSchema);

countWrites(authorSchema, 'authors');

export const AuthorModel = model<AuthorRecord>('Author', authorSchema);

/** The public profile (no staff account link). */
export function toAuthorJson(doc: AuthorRecord): Author {
  return {
    id: String(doc._id),
    name: doc.name,
    slug: doc.slug,
    role: doc.role,
    photoUrl: doc.photoUrl ?? null,
    credentials: doc.credentials ?? null,
    bio: doc.bio,
    links: [...(doc.links ?? [])],
  };
}
