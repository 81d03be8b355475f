import { ANALYTICS_EVENTS, type AnalyticsEventName } from '@sweepscout/shared';
import { Schema, model, type Types } from 'mongoose';
import { jsonOptions } from '../../persistence';

/** A first-party analytics event. */
export interface AnalyticsEventRecord {
  _id: Types.ObjectId;
  name: AnalyticsEventName;
  path: string | null;
  category: string | null;
  label: string | null;
  value: number | null;
  createdAt: Date;
}

const analyticsEventSchema = new Schema<AnalyticsEventRecord>(
  {
    name: { type: String, enum: ANALYTICS_EVENTS, required: true },
    path: { type: String, default: null },
    category: { type: String, default: null },
    label: { type: String, default: null },
    value: { type: Number, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, toJSON: jsonOptions },
);
analyticsEventSchema.index({ name: 1, createdAt: -1 });

export const AnalyticsEventModel = model<AnalyticsEventRecord>(
  'AnalyticsEvent',
  analyticsEventSchema,
);
