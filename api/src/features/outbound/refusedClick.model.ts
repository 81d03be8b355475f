import { Schema, model, type Types } from 'mongoose';
import { jsonOptions } from '../../persistence';

/**
 * One outbound click the site refused (451) because the visitor's state is information-only.
 * Kept apart from OutboundClick: it is not a click, and never counts as one.
 */
export interface RefusedClickRecord {
  _id: Types.ObjectId;
  casinoId: Types.ObjectId;
  slug: string;
  state: string;
  placement: string;
  page: string;
  createdAt: Date;
}

const refusedClickSchema = new Schema<RefusedClickRecord>(
  {
    casinoId: { type: Schema.Types.ObjectId, ref: 'Casino', required: true },
    slug: { type: String, required: true },
    state: { type: String, required: true },
    placement: { type: String, default: 'unknown' },
    page: { type: String, default: '' },
  },
  { timestamps: { createdAt: true, updatedAt: false }, toJSON: jsonOptions },
);
refusedClickSchema.index({ createdAt: -1 });

export const RefusedClickModel = model<RefusedClickRecord>('RefusedClick', refusedClickSchema);
