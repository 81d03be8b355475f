import {
  casinosAllowedIn,
  effectiveStateStatus,
  isInformationOnly,
  STATE_STATUSES,
  stateByCode,
  stateSlug,
  US_STATE_CODES,
  type StateLawChange,
  type StateStatus,
  type UsStateCode,
  type UsStateInfo,
} from '@sweepscout/shared';
import { Schema, model, type Types } from 'mongoose';
import {
  isoDate,
  jsonOptions,
  addPublicationFields,
  type StoredPublication,
  countWrites,
} from '../../persistence';

/**
 * One state's (or DC's) standing for online sweepstakes casinos: editorial content, edited
 * through the same workflow as the other collections. `legalStatus` is the status recorded now;
 * `scheduledStatus` replaces it by itself from `effectiveDate` on (computed at read time).
 */
export interface UsStateRecord extends StoredPublication {
  _id: Types.ObjectId;
  code: UsStateCode;
  legalStatus: StateStatus;
  scheduledStatus: StateStatus | null;
  effectiveDate: string | null;
  citation: string;
  billStage: string;
  summary: string;
  sources: string[];
  reachesAffiliates: boolean;
  markedInformationOnly: boolean;
  verified: boolean;
  lastVerifiedAt: Date | null;
  verifiedBy: string;
  changeLog: StateLawChange[];
  createdAt?: Date;
  updatedAt?: Date;
}

const usStateSchema = new Schema<UsStateRecord>(
  {
    code: { type: String, required: true, unique: true, enum: US_STATE_CODES },
    legalStatus: { type: String, required: true, enum: STATE_STATUSES },
    scheduledStatus: { type: String, enum: [...STATE_STATUSES, null], default: null },
    effectiveDate: { type: String, default: null },
    citation: { type: String, default: '' },
    billStage: { type: String, default: '' },
    summary: { type: String, required: true },
    sources: { type: [String], default: [] },
    reachesAffiliates: { type: Boolean, default: false },
    markedInformationOnly: { type: Boolean, default: false },
    verified: { type: Boolean, default: false },
    lastVerifiedAt: { type: Date, default: null },
    verifiedBy: { type: String, default: '' },
    changeLog: {
      type: [{ _id: false, date: String, summary: String }],
      default: [],
    },
  },
  { timestamps: true, minimize: false, toJSON: jsonOptions },
);

addPublicationFields(usStateSchema);

countWrites(usStateSchema, 'usstates');

export const UsStateModel = model<UsStateRecord>('UsState', usStateSchema);

/** The public JSON of a state record at `now` (its effective status and mode computed then). */
export function toUsStateJson(doc: UsStateRecord, now: number): UsStateInfo {
  const state = stateByCode(doc.code);
  const name = state?.name ?? doc.code;
  const effectiveStatus = effectiveStateStatus(doc, now);
  return {
    id: String(doc._id),
    code: doc.code,
    name,
    slug: stateSlug(name),
    legalStatus: doc.legalStatus,
    scheduledStatus: doc.scheduledStatus ?? null,
    effectiveDate: doc.effectiveDate ?? null,
    effectiveStatus,
    citation: doc.citation ?? '',
    billStage: doc.billStage ?? '',
    summary: doc.summary,
    sources: [...(doc.sources ?? [])],
    reachesAffiliates: Boolean(doc.reachesAffiliates),
    markedInformationOnly: Boolean(doc.markedInformationOnly),
    informationOnly: isInformationOnly(
      {
        ...doc,
        reachesAffiliates: Boolean(doc.reachesAffiliates),
        markedInformationOnly: Boolean(doc.markedInformationOnly),
      },
      now,
    ),
    casinosAllowed: casinosAllowedIn(effectiveStatus),
    verified: Boolean(doc.verified),
    lastVerifiedAt: doc.lastVerifiedAt ? isoDate(doc.lastVerifiedAt) : null,
    verifiedBy: doc.verifiedBy ?? '',
    changeLog: (doc.changeLog ?? []).map(({ date, summary }) => ({ date, summary })),
    updatedAt: doc.updatedAt ? isoDate(doc.updatedAt) : undefined,
  };
}
