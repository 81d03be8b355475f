import type { AuditAction } from '@sweepscout/shared';
import { Schema, model, type Types } from 'mongoose';

/** One staff action: who did what to which record, when, and from which address. */
export interface AuditEntryRecord {
  _id: Types.ObjectId;
  at: Date;
  actor: string;
  actorId: Types.ObjectId | null;
  action: AuditAction;
  recordType: string | null;
  recordId: string | null;
  clientAddress: string;
}

const auditEntrySchema = new Schema<AuditEntryRecord>(
  {
    at: { type: Date, required: true, default: () => new Date() },
    actor: { type: String, required: true },
    actorId: { type: Schema.Types.ObjectId, default: null },
    action: { type: String, required: true },
    recordType: { type: String, default: null },
    recordId: { type: String, default: null },
    clientAddress: { type: String, default: '' },
  },
  { versionKey: false },
);
auditEntrySchema.index({ at: -1 });
auditEntrySchema.index({ actor: 1, at: -1 });
auditEntrySchema.index({ action: 1, at: -1 });

export const AuditEntryModel = model<AuditEntryRecord>('AuditEntry', auditEntrySchema);
