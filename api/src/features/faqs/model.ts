import type { Faq } from '@sweepscout/shared';
import { Schema, model, type Types } from 'mongoose';
import {
  jsonOptions,
  addPublicationFields,
  type StoredPublication,
  countWrites,
} from '../../persistence';

export interface FaqRecord extends StoredPublication {
  _id: Types.ObjectId;
  question: string;
  answer: string;
  order: number;
}

const faqSchema = new Schema<FaqRecord>(
  {
    question: { type: String, required: true, unique: true },
    answer: { type: String, required: true },
    order: { type: Number, default: 0, min: 0 },
  },
  { timestamps: true, toJSON: jsonOptions },
);
faqSchema.index({ order: 1 });

addPublicationFields(faqSchema);

countWrites(faqSchema, 'faqs');

export const FaqModel = model<FaqRecord>('Faq', faqSchema);

export function toFaqJson(doc: FaqRecord): Faq {
  return { id: String(doc._id), question: doc.question, answer: doc.answer, order: doc.order };
}
