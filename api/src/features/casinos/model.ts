import {
  bonusRank,
  bonusTypeTags,
  gameTypeTags,
  parseFeatures,
  parseGamesCount,
  parsePaymentMethods,
  paymentMethodTags,
  type Casino,
  type CasinoInput,
} from '@sweepscout/shared';
import { Schema, model, type Types, type UpdateQuery } from 'mongoose';
import {
  isoDate,
  jsonOptions,
  countWrites,
  addPublicationFields,
  type StoredPublication,
  addChangeNotes,
  changeNotesJson,
  type TrustRecordFields,
} from '../../persistence';
import { trackValueHistory } from '../value/history.model';
import { addRatingFields, subScoreFields } from './rating.model';

/** The casino as stored: the API shape without its id, counts and timestamps. */
export type CasinoFields = Omit<
  Casino,
  'id' | 'reviewCount' | 'createdAt' | 'updatedAt' | 'changeNotes'
>;

/** Stored next to the fields so that compare filters and sorts are indexed queries. */
export interface CasinoDerived {
  filterTags: { gameTypes: string[]; bonusTypes: string[]; paymentMethods: string[] };
  bonusRank: number;
  gamesCountValue: number;
}

export interface CasinoRecord
  extends CasinoFields, CasinoDerived, StoredPublication, Pick<TrustRecordFields, 'changeNotes'> {
  _id: Types.ObjectId;
  createdAt?: Date;
  updatedAt?: Date;
}

type DerivationSource = Pick<
  CasinoFields,
  'gameTypes' | 'features' | 'bonusAmount' | 'paymentMethods' | 'gamesCount'
>;

export function deriveCasinoFields(source: DerivationSource): CasinoDerived {
  return {
    filterTags: {
      gameTypes: gameTypeTags(source.gameTypes),
      bonusTypes: bonusTypeTags(source.features, source.bonusAmount),
      paymentMethods: paymentMethodTags(source.paymentMethods),
    },
    bonusRank: bonusRank(source.bonusAmount),
    gamesCountValue: parseGamesCount(source.gamesCount),
  };
}

type CasinoFieldSource = CasinoInput | CasinoRecord;

/** The casino fields of a validated input or a stored document, with every optional one null. */
function casinoFields(source: CasinoFieldSource): CasinoFields {
  return {
    name: source.name,
    slug: source.slug,
    description: source.description,
    logoUrl: source.logoUrl ?? null,
    bannerUrl: source.bannerUrl ?? null,
    websiteUrl: source.websiteUrl,
    termsUrl: source.termsUrl ?? null,
    established: source.established ?? null,
    rating: source.rating,
    bonusAmount: source.bonusAmount,
    bonusDescription: source.bonusDescription ?? null,
    promoCode: source.promoCode ?? null,
    gamesCount: source.gamesCount,
    gameTypes: source.gameTypes,
    isFeatured: Boolean(source.isFeatured),
    paymentMethods: parsePaymentMethods(source.paymentMethods),
    features: parseFeatures(source.features),
    minPurchase: source.minPurchase ?? null,
    minimumAge: source.minimumAge === 21 ? 21 : 18,
    restrictedStates: [...(source.restrictedStates ?? [])],
    stateNotes: (source.stateNotes ?? []).map(({ state, note }) => ({ state, note })),
    ...subScoreFields(source),
    value: source.value ?? null,
  };
}

/** The stored document of a validated casino input: every write goes through this. */
export function toCasinoDocument(input: CasinoInput): CasinoFields & CasinoDerived {
  const fields = casinoFields(input);
  return { ...fields, ...deriveCasinoFields(fields) };
}

const casinoSchema = new Schema<CasinoRecord>(
  {
    name: { type: String, required: true, trim: true },
    slug: { type: String, required: true, unique: true },
    description: { type: String, required: true },
    logoUrl: { type: String, default: null },
    bannerUrl: { type: String, default: null },
    websiteUrl: { type: String, required: true },
    termsUrl: { type: String, default: null },
    established: { type: Number, default: null },
    rating: { type: Number, required: true, min: 1, max: 5 },
    bonusAmount: { type: String, required: true },
    bonusDescription: { type: String, default: null },
    promoCode: { type: String, default: null },
    gamesCount: { type: String, required: true },
    gameTypes: { type: String, required: true },
    isFeatured: { type: Boolean, default: false },
    paymentMethods: { type: [String], default: [] },
    features: { type: Schema.Types.Mixed, default: () => ({}) },
    minPurchase: { type: String, default: null },
    minimumAge: { type: Number, enum: [18, 21], default: 18 },
    restrictedStates: { type: [String], default: [] },
    stateNotes: {
      type: [
        {
          _id: false,
          state: { type: String, required: true },
          note: { type: String, required: true },
        },
      ],
      default: [],
    },
    // The value group (packages, offers, redemption), validated whole by the contract's schema.
    value: { type: Schema.Types.Mixed, default: null },
    valueHistory: { type: [Schema.Types.Mixed], default: [] },
    filterTags: {
      gameTypes: { type: [String], default: [] },
      bonusTypes: { type: [String], default: [] },
      paymentMethods: { type: [String], default: [] },
    },
    bonusRank: { type: Number, default: 0 },
    gamesCountValue: { type: Number, default: 0 },
  },
  { timestamps: true, minimize: false, toJSON: jsonOptions },
);

casinoSchema.index({ rating: -1, name: 1 });
casinoSchema.index({ bonusRank: -1, rating: -1 });
casinoSchema.index({ gamesCountValue: -1, rating: -1 });
casinoSchema.index({ isFeatured: 1, rating: -1 });
casinoSchema.index({ 'filterTags.gameTypes': 1 });
casinoSchema.index({ 'filterTags.bonusTypes': 1 });
casinoSchema.index({ 'filterTags.paymentMethods': 1 });

// Derived fields follow the source fields on every save...
casinoSchema.pre('validate', function () {
  Object.assign(this, deriveCasinoFields(this));
});

// ...and on findOneAndUpdate: recomputed from the updated document when a source field changed.
const SOURCE_FIELDS = ['gameTypes', 'features', 'bonusAmount', 'paymentMethods', 'gamesCount'];
casinoSchema.post(
  'findOneAndUpdate',
  async function (doc: (CasinoRecord & { $set?: never }) | null) {
    const update = (this.getUpdate() ?? {}) as UpdateQuery<CasinoRecord>;
    const touched = { ...update, ...(update.$set ?? {}) } as Record<string, unknown>;
    if (!doc || !SOURCE_FIELDS.some((field) => field in touched)) return;
    const derived = deriveCasinoFields(doc);
    await this.model.updateOne({ _id: doc._id }, { $set: derived });
    Object.assign(doc, derived);
  },
);

countWrites(casinoSchema, 'casinos');

trackValueHistory(casinoSchema);

addPublicationFields(casinoSchema);
addRatingFields(casinoSchema);
addChangeNotes(casinoSchema);

export const CasinoModel = model<CasinoRecord>('Casino', casinoSchema);

export function toCasinoJson(doc: CasinoRecord): Casino {
  return {
    id: String(doc._id),
    ...casinoFields(doc),
    ...('rated' in doc ? { rated: doc.rated } : {}),
    ...(doc.changeNotes?.length ? { changeNotes: changeNotesJson(doc.changeNotes) } : {}),
    valueHistory: doc.valueHistory ?? [],
    createdAt: doc.createdAt ? isoDate(doc.createdAt) : undefined,
    updatedAt: doc.updatedAt ? isoDate(doc.updatedAt) : undefined,
  };
}
