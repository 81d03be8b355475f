import { CONTACT_CATEGORIES, type ContactMessage } from '@sweepscout/shared';
import { Schema, model, type Types } from 'mongoose';
import { isoDate, jsonOptions } from '../../persistence';

export interface ContactMessageRecord extends Omit<ContactMessage, 'id' | 'createdAt'> {
  _id: Types.ObjectId;
  createdAt: Date;
  /** What the visitor wrote, hashed: a repeat of it is found (see receive.ts). */
  digest?: string;
}

const contactMessageSchema = new Schema<ContactMessageRecord>(
  {
    name: { type: String, required: true },
    email: { type: String, required: true },
    subject: { type: String, required: true },
    category: { type: String, enum: CONTACT_CATEGORIES.map((c) => c.value), required: true },
    message: { type: String, required: true },
    read: { type: Boolean, default: false },
    digest: { type: String },
  },
  { timestamps: { createdAt: true, updatedAt: false }, toJSON: jsonOptions },
);
contactMessageSchema.index({ createdAt: -1 });
contactMessageSchema.index({ digest: 1, createdAt: -1 });

export const ContactMessageModel = model<ContactMessageRecord>(
  'ContactMessage',
  contactMessageSchema,
);

export function toContactMessageJson(doc: ContactMessageRecord): ContactMessage {
  return {
    id: String(doc._id),
    name: doc.name,
    email: doc.email,
    subject: doc.subject,
    category: doc.category,
    message: doc.message,
    read: Boolean(doc.read),
    createdAt: isoDate(doc.createdAt),
  };
}
