import type { ToObjectOptions } from 'mongoose';

/**
 * toJSON of every model: `id` as a string, no _id or __v, and never a password hash. Routes answer
 * with the typed serialisers of each model; this keeps any other JSON output just as safe.
 */
export const jsonOptions: ToObjectOptions = {
  versionKey: false,
  virtuals: false,
  transform: (_doc, ret: Record<string, unknown>) => {
    ret.id = String(ret._id);
    delete ret._id;
    delete ret.__v;
    delete ret.passwordHash;
    delete ret.totpSecret;
    delete ret.totpPendingSecret;
    delete ret.totpLastStep;
    delete ret.recoveryCodeHashes;
    return ret;
  },
};

export const isoDate = (value: Date | string | null | undefined): string =>
  value ? new Date(value).toISOString() : '';
