import { DEFAULT_RATING_WEIGHTS, type RatingMethod, type RatingWeights } from '@sweepscout/shared';
import { Schema, model, type Types } from 'mongoose';
import { isoDate, jsonOptions, type StoredPublication, countWrites } from '../../persistence';

/** The one settings record of the rating method: the weights (percent per criterion). */
export interface RatingMethodRecord extends StoredPublication {
  _id: Types.ObjectId;
  key: string;
  weights: RatingWeights;
  createdAt?: Date;
  updatedAt?: Date;
}

export const RATING_METHOD_KEY = 'rating-method';

const ratingMethodSchema = new Schema<RatingMethodRecord>(
  {
    key: { type: String, required: true, unique: true, default: RATING_METHOD_KEY },
    weights: { type: Schema.Types.Mixed, required: true },
  },
  { timestamps: true, minimize: false, toJSON: jsonOptions },
);

countWrites(ratingMethodSchema, 'ratingmethods');

export const RatingMethodModel = model<RatingMethodRecord>('RatingMethod', ratingMethodSchema);

/** The weights of the stored record, or the default ones when none was saved yet. */
export function ratingWeightsOf(record: RatingMethodRecord | undefined): RatingWeights {
  return record ? { ...DEFAULT_RATING_WEIGHTS, ...record.weights } : DEFAULT_RATING_WEIGHTS;
}

export function toRatingMethodJson(record: RatingMethodRecord | undefined): RatingMethod {
  return {
    weights: ratingWeightsOf(record),
    updatedAt: record?.updatedAt ? isoDate(record.updatedAt) : null,
  };
}
