import type { Guide } from '@sweepscout/shared';
import { Types } from 'mongoose';
import { GuideModel, type GuideRecord } from './model';
import { isConnected } from '../../readModel/changeSignal';

const FLUSH_DELAY_MS = 50;

/** Each record's id as text, made once (ObjectId to hex on every page view adds up). */
const ids = new WeakMap<GuideRecord, string>();
function idOf(record: GuideRecord): string {
  let id = ids.get(record);
  if (id === undefined) {
    id = String(record._id);
    ids.set(record, id);
  }
  return id;
}
const POPULAR_COUNT = 5;

/**
 * Guide views: opening a guide counts a view, and "popular" ranks by views. Counting must not
 * cost a database round trip per page view nor invalidate every cached answer, so views are
 * counted in memory at once (this instance's popular list follows immediately) and added to the
 * database in small batches, straight through the driver: a view is not an edit, it does not
 * bump the change signal. Other instances see them when they next load the guides.
 */
export class GuideViews {
  private readonly pending = new Map<string, number>();
  /**
   * The best known count of each guide counted here. Views only grow, so the larger of this and
   * the stored count is right however a reload and a batch overlap (another instance's views show
   * once the stored count passes ours).
   */
  private readonly known = new Map<string, number>();
  private flushing: NodeJS.Timeout | null = null;
  private saving: Promise<void> = Promise.resolve();
  private popularIds: string[] = [];
  /** The guide list the ranking was last computed from, with each guide's place and record. */
  private rankedFrom: GuideRecord[] | null = null;
  private order = new Map<string, number>();
  private records = new Map<string, GuideRecord>();

  count(record: GuideRecord): void {
    const id = idOf(record);
    this.known.set(id, this.views(record) + 1);
    this.pending.set(id, (this.pending.get(id) ?? 0) + 1);
    // One batch at a time: concurrent $inc of one document can lose updates on FerretDB/SQLite.
    this.flushing ??= setTimeout(() => {
      this.saving = this.saving.then(() => this.flush());
    }, FLUSH_DELAY_MS);
  }

  views(record: GuideRecord): number {
    return Math.max(record.views ?? 0, this.known.get(idOf(record)) ?? 0);
  }

  /** The most viewed guides, ties newest first (records come newest first). */
  popular(newest: GuideRecord[], toJson: (record: GuideRecord) => Guide): Guide[] {
    const ranked = newest
      .map((record, order) => ({ record, order, views: this.views(record) }))
      .sort((a, b) => b.views - a.views || a.order - b.order)
      .slice(0, POPULAR_COUNT);
    return ranked.map(({ record }) => toJson(record));
  }

  /**
   * True when the popular ranking differs from the one last noted (its answer is then stale).
   * A view moves one guide up by one, so unless the guides changed (a new `newest` list), only
   * that guide against the one ranked just above it (or the last of the top) needs comparing:
   * a page view costs O(1), not a sort of every guide.
   */
  popularChanged(newest: GuideRecord[], viewed?: GuideRecord): boolean {
    if (viewed && newest === this.rankedFrom && !this.outranksNeighbour(viewed)) return false;
    const ids = newest
      .map((record, order) => ({ id: idOf(record), order, views: this.views(record) }))
      .sort((a, b) => b.views - a.views || a.order - b.order)
      .slice(0, POPULAR_COUNT)
      .map((entry) => entry.id);
    this.rankedFrom = newest;
    this.order = new Map(newest.map((record, order) => [idOf(record), order]));
    this.records = new Map(newest.map((record) => [idOf(record), record]));
    const changed = ids.join(',') !== this.popularIds.join(',');
    this.popularIds = ids;
    return changed;
  }

  /** Whether `viewed` now ranks above the guide just above it, or above the last of the top. */
  private outranksNeighbour(viewed: GuideRecord): boolean {
    const id = idOf(viewed);
    const position = this.popularIds.indexOf(id);
    if (position === 0) return false;
    const rival = this.records.get(
      this.popularIds[position > 0 ? position - 1 : this.popularIds.length - 1] ?? '',
    );
    if (!rival) return true;
    const views = this.views(viewed);
    const rivalViews = this.views(rival);
    return (
      views > rivalViews ||
      (views === rivalViews && (this.order.get(id) ?? 0) < (this.order.get(idOf(rival)) ?? 0))
    );
  }

  private async flush(): Promise<void> {
    this.flushing = null;
    // Without a database the views wait in memory for the next batch.
    if (!isConnected()) return;
    const batch = [...this.pending];
    this.pending.clear();
    await Promise.all(
      batch.map(([id, n]) =>
        GuideModel.collection
          .updateOne({ _id: new Types.ObjectId(id) }, { $inc: { views: n } })
          .catch((error: unknown) => {
            // A database closing meanwhile (shutdown) is reported by its own code.
            if (isConnected()) console.error(`Guide views of ${id} not saved:`, error);
          }),
      ),
    );
  }
}
