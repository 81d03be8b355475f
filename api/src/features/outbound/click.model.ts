import { Schema, model, type Types } from 'mongoose';
import { jsonOptions } from '../../persistence';

/** One visitor sent to a casino's site through the first-party redirect. */
export interface OutboundClickRecord {
  _id: Types.ObjectId;
  casinoId: Types.ObjectId;
  slug: string;
  placement: string;
  page: string;
  createdAt: Date;
}

const outboundClickSchema = new Schema<OutboundClickRecord>(
  {
    casinoId: { type: Schema.Types.ObjectId, ref: 'Casino', required: true },
    slug: { type: String, required: true },
    placement: { type: String, default: 'unknown' },
    page: { type: String, default: '' },
  },
  { timestamps: { createdAt: true, updatedAt: false }, toJSON: jsonOptions },
);
outboundClickSchema.index({ casinoId: 1, createdAt: -1 });
outboundClickSchema.index({ createdAt: -1 });

export const OutboundClickModel = model<OutboundClickRecord>('OutboundClick', outboundClickSchema);
