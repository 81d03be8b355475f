import type { Guide } from '@sweepscout/shared';
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

/** A guide as stored: the API shape with a Date, an ObjectId and its view count. */
export interface GuideRecord
  extends
    Omit<Guide, 'id' | 'publishDate' | 'casinoId' | keyof TrustRecordFields>,
    StoredPublication,
    TrustRecordFields {
  _id: Types.ObjectId;
  publishDate: Date;
  /** A guide about one casino; lets compare rows link to it. */
  casinoId: Types.ObjectId | null;
  /** Times the guide page was opened: what "popular" is ranked by. */
  views: number;
  createdAt?: Date;
  updatedAt?: Date;
}

const guideSchema = new Schema<GuideRecord>(
  {
    ...articleFields,
    imageUrl: { type: String, default: null },
    minutesToRead: { type: Number, default: 5, min: 1 },
    casinoId: { type: Schema.Types.ObjectId, ref: 'Casino', default: null },
    views: { type: Number, default: 0 },
  },
  { timestamps: true, toJSON: jsonOptions },
);

guideSchema.index({ publishDate: -1 });
guideSchema.index({ views: -1, publishDate: -1 });
guideSchema.index({ casinoId: 1 });

sanitizeContentOnSave(guideSchema);

addPublicationFields(guideSchema);
addArticleTrustFields(guideSchema);

countWrites(guideSchema, 'guides');

export const GuideModel = model<GuideRecord>('Guide', guideSchema);

export function toGuideJson(doc: GuideRecord): Guide {
  return {
    ...articleJson(doc),
    imageUrl: doc.imageUrl ?? null,
    minutesToRead: doc.minutesToRead,
    casinoId: doc.casinoId ? String(doc.casinoId) : null,
    ...articleTrustJson(doc),
  };
}
