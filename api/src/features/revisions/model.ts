import { Schema, model, type Types } from 'mongoose';

/** One saved state of a content record: who saved it, when, and the whole record as stored. */
export interface RevisionRecord {
  _id: Types.ObjectId;
  recordType: string;
  recordId: Types.ObjectId;
  by: string;
  byId: Types.ObjectId | null;
  record: Record<string, unknown>;
  createdAt: Date;
}

const revisionSchema = new Schema<RevisionRecord>(
  {
    recordType: { type: String, required: true },
    recordId: { type: Schema.Types.ObjectId, required: true },
    by: { type: String, required: true },
    byId: { type: Schema.Types.ObjectId, default: null },
    record: { type: Schema.Types.Mixed, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, minimize: false },
);
revisionSchema.index({ recordType: 1, recordId: 1, createdAt: -1 });

export const RevisionModel = model<RevisionRecord>('Revision', revisionSchema);
