import {
  GAME_TYPES,
  VOLATILITIES,
  type Game,
  type GameType,
  type Volatility,
} from '@sweepscout/shared';
import { Schema, model, type Types } from 'mongoose';
import {
  jsonOptions,
  addPublicationFields,
  type StoredPublication,
  countWrites,
} from '../../persistence';

export interface GameRecord extends StoredPublication {
  _id: Types.ObjectId;
  name: string;
  type: GameType;
  description: string;
  previewImage: string;
  demoUrl: string | null;
  casinoId: Types.ObjectId;
  rtp: number;
  volatility: Volatility;
  features: string[];
}

const gameSchema = new Schema<GameRecord>(
  {
    name: { type: String, required: true, trim: true },
    type: { type: String, enum: GAME_TYPES, default: 'slot' },
    description: { type: String, required: true },
    previewImage: { type: String, required: true },
    demoUrl: { type: String, default: null },
    casinoId: { type: Schema.Types.ObjectId, ref: 'Casino', required: true },
    rtp: { type: Number, default: 96.5 },
    volatility: { type: String, enum: VOLATILITIES, default: 'medium' },
    features: { type: [String], default: [] },
  },
  { timestamps: true, toJSON: jsonOptions },
);
gameSchema.index({ casinoId: 1, name: 1 }, { unique: true });

addPublicationFields(gameSchema);

countWrites(gameSchema, 'games');

export const GameModel = model<GameRecord>('Game', gameSchema);

export function toGameJson(
  doc: GameRecord,
  casino: { name: string; slug: string } | undefined,
): Game {
  return {
    id: String(doc._id),
    name: doc.name,
    casinoId: String(doc.casinoId),
    casinoName: casino?.name ?? '',
    casinoSlug: casino?.slug ?? null,
    type: doc.type,
    previewImage: doc.previewImage,
    demoUrl: doc.demoUrl ?? null,
    rtp: doc.rtp,
    volatility: doc.volatility,
    description: doc.description,
    features: [...(doc.features ?? [])],
  };
}
