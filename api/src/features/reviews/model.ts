import type { Review } from '@sweepscout/shared';
import { Schema, model, type Types } from 'mongoose';
import {
  articleFields,
  articleJson,
  sanitizeContentOnSave,
  jsonOptions,
  addPublicationFields,
  type StoredPublication,
  countWrites,
  addArticleTrustFields,
  articleTrustJson,
  type TrustRecordFields,
} from '../../persistence';

/** A review as stored: the API shape with a Date and an ObjectId. */
export interface ReviewRecord
  extends
    Omit<Review, 'id' | 'publishDate' | 'casinoId' | keyof TrustRecordFields>,
    StoredPublication,
    TrustRecordFields {
  _id: Types.ObjectId;
  publishDate: Date;
  casinoId: Types.ObjectId;
  createdAt?: Date;
  updatedAt?: Date;
}

const reviewSchema = new Schema<ReviewRecord>(
  {
    ...articleFields,
    rating: { type: Number, required: true, min: 1, max: 5 },
    authorAvatar: { type: String, default: null },
    casinoId: { type: Schema.Types.ObjectId, ref: 'Casino', required: true },
    reviewImages: { type: [String], default: [] },
  },
  { timestamps: true, toJSON: jsonOptions },
);

reviewSchema.index({ publishDate: -1 });
reviewSchema.index({ rating: -1, publishDate: -1 });
reviewSchema.index({ casinoId: 1 });

sanitizeContentOnSave(reviewSchema);

addPublicationFields(reviewSchema);
addArticleTrustFields(reviewSchema);

countWrites(reviewSchema, 'reviews');

export const ReviewModel = model<ReviewRecord>('Review', reviewSchema);

export function toReviewJson(doc: ReviewRecord): Review {
  return {
    ...articleJson(doc),
    rating: doc.rating,
    authorAvatar: doc.authorAvatar ?? null,
    casinoId: String(doc.casinoId),
    reviewImages: [...(doc.reviewImages ?? [])],
    ...articleTrustJson(doc),
  };
}
