import type { Matchup } from '@sweepscout/shared';
import { Schema, model, type Types } from 'mongoose';
import {
  jsonOptions,
  addPublicationFields,
  type StoredPublication,
  countWrites,
} from '../../persistence';

/** An editor's head-to-head of two casinos: the verdict, shown and linked once approved. */
export interface MatchupRecord extends StoredPublication {
  _id: Types.ObjectId;
  casinoAId: Types.ObjectId;
  casinoBId: Types.ObjectId;
  verdict: string;
  approved: boolean;
  createdAt?: Date;
  updatedAt?: Date;
}

const matchupSchema = new Schema<MatchupRecord>(
  {
    casinoAId: { type: Schema.Types.ObjectId, ref: 'Casino', required: true },
    casinoBId: { type: Schema.Types.ObjectId, ref: 'Casino', required: true },
    verdict: { type: String, required: true },
    approved: { type: Boolean, default: false },
  },
  { timestamps: true, toJSON: jsonOptions },
);

addPublicationFields(matchupSchema);

countWrites(matchupSchema, 'matchups');

export const MatchupModel = model<MatchupRecord>('Matchup', matchupSchema);

/** One key per pair, whichever casino comes first. */
export const pairKey = (a: unknown, b: unknown): string => [String(a), String(b)].sort().join(':');

export function toMatchupJson(doc: MatchupRecord): Matchup {
  return {
    id: String(doc._id),
    casinoAId: String(doc.casinoAId),
    casinoBId: String(doc.casinoBId),
    verdict: doc.verdict,
    approved: Boolean(doc.approved),
  };
}
