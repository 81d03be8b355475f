import { nextOfferHistory, type CasinoValue, type OfferChange } from '@sweepscout/shared';
import type { Schema } from 'mongoose';

/** The fields this hook reads and writes on a casino document. */
interface TrackedDoc {
  isNew: boolean;
  value?: CasinoValue | null;
  valueHistory?: OfferChange[];
  $locals: Record<string, unknown>;
}

/**
 * Keeps a casino's offer history: every save of a stored casino whose value data changed
 * (an editor's update, a bulk action, a revision restored) adds a dated entry naming what changed.
 * The history is the stored one, never the one a body or an old revision carries.
 */
export function trackValueHistory<T>(schema: Schema<T>): void {
  const remember = (doc: TrackedDoc) => {
    doc.$locals.valueBefore = doc.value ?? null;
    doc.$locals.historyBefore = [...(doc.valueHistory ?? [])];
  };
  schema.post('init', function () {
    remember(this as unknown as TrackedDoc);
  });
  schema.pre('save', function () {
    const doc = this as unknown as TrackedDoc;
    if (doc.isNew) return;
    doc.valueHistory = nextOfferHistory(
      doc.$locals.historyBefore as OfferChange[] | undefined,
      doc.$locals.valueBefore as CasinoValue | null | undefined,
      doc.value,
      new Date(),
    );
  });
  schema.post('save', function () {
    remember(this as unknown as TrackedDoc);
  });
}
