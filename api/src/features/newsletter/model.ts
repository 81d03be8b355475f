import type { NewsletterSubscriber } from '@sweepscout/shared';
import { Schema, model, type Types } from 'mongoose';
import { isoDate, jsonOptions } from '../../persistence';

export interface NewsletterSubscriptionRecord {
  _id: Types.ObjectId;
  email: string;
  createdAt: Date;
}

const newsletterSubscriptionSchema = new Schema<NewsletterSubscriptionRecord>(
  { email: { type: String, required: true, unique: true, lowercase: true, trim: true } },
  { timestamps: { createdAt: true, updatedAt: false }, toJSON: jsonOptions },
);

export const NewsletterSubscriptionModel = model<NewsletterSubscriptionRecord>(
  'NewsletterSubscription',
  newsletterSubscriptionSchema,
);

export function toSubscriberJson(doc: NewsletterSubscriptionRecord): NewsletterSubscriber {
  return { id: String(doc._id), email: doc.email, createdAt: isoDate(doc.createdAt) };
}
