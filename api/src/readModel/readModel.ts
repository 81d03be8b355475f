import type { Guide } from '@sweepscout/shared';
import type { GuideRecord } from '../features/guides/model';
import {
  changedRecords,
  databaseVersions,
  isConnected,
  localVersions,
  PUBLIC_COLLECTIONS,
  type PatchedRecords,
  type PublicCollection,
  watchChangeCounters,
} from './changeSignal';
import { totalWrites } from '../persistence';
import { GuideViews } from '../features/guides/projection';
import { PublicView, type ChangedIds } from './publicView';
import { emptySnapshot, loadSnapshot, type Snapshot, type SnapshotChanges } from './snapshot';

type Versions = Record<PublicCollection, number>;

const sameVersions = (a: Versions | null, b: Versions) =>
  a !== null && PUBLIC_COLLECTIONS.every((name) => a[name] === b[name]);

/**
 * How often each instance (each worker) reads the database's change counters: one query of six
 * small documents. 100 ms keeps a write's way to every other instance well under half a second.
 */
export const CHANGE_POLL_MS = 100;
/** How often a read model told of changes from outside (followChangeSignal) looks on its own. */
export const SIGNALLED_POLL_MS = 1000;
const MAX_BUILDS_PER_READ = 3;
/** setTimeout's longest delay; a later publication is caught by a later timer or the poll. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The public read model of this process: the public collections in memory, the view the public
 * may see, and `version`, which changes whenever any public answer may have changed (cached
 * answers are valid for one version only).
 *
 * Staleness, and what waits for what:
 * - a write through this process's models: the next read waits for a rebuild (read-your-writes;
 *   an admin save shows on the very next public request);
 * - a write through another instance: the change counter poll (every CHANGE_POLL_MS; for a
 *   worker, its primary's, which tells it: cluster/changeRelay.ts) sees it and rebuilds in the
 *   background; answers of the previous version are served until it is done;
 * - a scheduled record's publishAt passing: a timer at that time, and every poll, re-derive the
 *   view (no database read); reads at or after that time wait for it.
 * Only the records the change log names are read again (a collection is reloaded whole when they
 * cannot be known), and only they move in the view (PublicView.patched).
 */
export class ReadModel {
  version = 0;
  private snapshot: Snapshot = emptySnapshot();
  private view: PublicView | null = null;
  private built: { local: Versions; database: Versions; writes: number } | null = null;
  private building: Promise<void> | null = null;
  /** The write counters the build in progress started from. */
  private buildingFrom: Versions | null = null;
  private startedBuilds = 0;
  private completedBuilds = 0;
  private poller: NodeJS.Timeout | null = null;
  private polling = false;
  /**
   * The counters are watched elsewhere (a worker's primary), which calls lookAgain: how often
   * this read model still looks on its own; null: it alone watches them, every CHANGE_POLL_MS.
   */
  private signalledFromOutside: number | null = null;
  /** A look asked for while one (or a build) was under way: made when it ends. */
  private lookPending = false;
  private publishTimer: NodeJS.Timeout | null = null;
  readonly guideViews = new GuideViews();

  /** The view last made (null before the first build), for a synchronous look. */
  get latestView(): PublicView | null {
    return this.view;
  }

  /** True once a view has been built from the database (readiness: /readyz). */
  get loaded(): boolean {
    return this.view !== null;
  }

  /** True when the current view answers exactly what a rebuild would (as far as this process knows). */
  isFresh(now = Date.now()): boolean {
    if (!this.view || !this.built) return false;
    if (this.built.writes !== totalWrites()) return false;
    return this.view.nextPublishAt === null || now < this.view.nextPublishAt;
  }

  /** The view to answer from, rebuilt first when this process wrote or a publication came due. */
  async current(): Promise<{ view: PublicView; version: number }> {
    this.startPolling();
    // A build can end short of this process's last write (its log entry was still being
    // written): then one more. Bounded, so that a stream of writes cannot hold a reader forever.
    for (let attempt = 0; attempt < MAX_BUILDS_PER_READ && !this.isFresh(); attempt += 1) {
      // Wait for a build that includes every write this process made before this call: the one
      // in progress if it started after the last of them, else the next one.
      const inProgressSuffices =
        this.building !== null && sameVersions(this.buildingFrom, localVersions());
      const needed = this.startedBuilds + (inProgressSuffices ? 0 : 1);
      while (this.completedBuilds < needed) {
        this.building ??= this.build();
        await this.building;
      }
    }
    return { view: this.view as PublicView, version: this.version };
  }

  /**
   * Every stored record of a collection (drafts and scheduled ones included), at least as new as
   * the database was when this was called: the database's change counters are read first (one
   * small query) and the snapshot is brought up to them. So the admin lists, which must never be
   * stale, can be paged, sorted and searched in memory (the embedded database scans and decodes a
   * whole collection for every sorted or counted query). null when the snapshot cannot catch up
   * (the change log lags): the caller reads the database.
   */
  async storedRecords<Name extends PublicCollection>(name: Name): Promise<Snapshot[Name] | null> {
    const target = await databaseVersions();
    await this.current();
    for (let attempt = 0; attempt < MAX_BUILDS_PER_READ; attempt += 1) {
      if (this.built && this.built.database[name] >= target[name]) return this.snapshot[name];
      await this.nextBuild();
    }
    return null;
  }

  popularGuides(view: PublicView): Guide[] {
    return this.guideViews.popular(view.guides.newest, (record) => view.guideJson(record));
  }

  /** Counts a guide view; when it reorders the popular list, that answer's version moves on. */
  countGuideView(record: GuideRecord): void {
    this.guideViews.count(record);
    if (this.view && this.guideViews.popularChanged(this.view.guides.newest, record))
      this.version += 1;
  }

  /** A build that starts after this call, awaited. */
  private async nextBuild(): Promise<void> {
    const needed = this.startedBuilds + 1;
    while (this.completedBuilds < needed) {
      this.building ??= this.build();
      await this.building;
    }
  }

  /** `known`: the database's counters just read (by the poll), not read again. */
  private build(known?: Versions): Promise<void> {
    const local = localVersions();
    const writes = totalWrites();
    this.buildingFrom = local;
    const run = async () => {
      const database = known ? { ...known } : await databaseVersions();
      // `database` becomes the versions the snapshot really reached (see changesSince).
      const counters = { ...database };
      const changes = await this.changesSince(this.built, database);
      // Short of a counter (its log entry still being written), this process's own writes may be
      // the missing ones: the next read builds again instead of trusting this view.
      const reached = PUBLIC_COLLECTIONS.every((name) => database[name] === counters[name]);
      if (Object.keys(changes).length) this.snapshot = await loadSnapshot(this.snapshot, changes);
      this.view = this.nextView(changes, Date.now());
      this.guideViews.popularChanged(this.view.guides.newest);
      this.built = { local, database, writes: reached ? writes : -1 };
      this.version += 1;
      this.schedulePublication(this.view.nextPublishAt);
    };
    this.startedBuilds += 1;
    const number = this.startedBuilds;
    return run().finally(() => {
      this.completedBuilds = Math.max(this.completedBuilds, number);
      this.building = null;
      this.lookIfPending();
    });
  }

  /**
   * The view after `changes`: the current one patched with the records they name, or built
   * whole when there is none yet, a collection was reloaded or a scheduled record came due
   * (records nobody wrote then become visible).
   */
  private nextView(changes: SnapshotChanges, now: number): PublicView {
    const view = this.view;
    const entries = Object.entries(changes) as [PublicCollection, PatchedRecords | 'all'][];
    const due = view?.nextPublishAt != null && now >= view.nextPublishAt;
    // New rating weights rate every casino again: the view is built whole.
    const whole = entries.some(([name, patch]) => patch === 'all' || name === 'ratingmethods');
    if (!view || due || whole) {
      return PublicView.build(this.snapshot, now);
    }
    const changed: ChangedIds = {};
    for (const [name, patch] of entries) if (patch !== 'all') changed[name] = patch.keys();
    return view.patched(this.snapshot, changed, now);
  }

  /**
   * What each collection needs: nothing, the records the change log names (patch), or a reload
   * (first build, a database reset, writes whose ids are unknown). Lowers `database[name]` to
   * the version a patch reaches when the log lags behind the counter: the next look goes on from
   * there. A write of this process whose counter is not bumped yet is taken then too: its own
   * write call returns only after the bump.
   */
  private async changesSince(
    built: ReadModel['built'],
    database: Versions,
  ): Promise<SnapshotChanges> {
    const changes: SnapshotChanges = {};
    for (const name of PUBLIC_COLLECTIONS) {
      const from = built?.database[name];
      if (from === undefined) {
        changes[name] = 'all';
        continue;
      }
      if (from === database[name]) continue;
      const patch = await changedRecords(name, from, database[name]);
      if (!patch) {
        changes[name] = 'all';
        continue;
      }
      changes[name] = patch.records;
      database[name] = patch.upTo;
    }
    return changes;
  }

  private rebuildInBackground(known?: Versions): void {
    if (this.building) return;
    this.building = this.build(known);
    this.building.catch((error: unknown) => {
      // Readers retry on their next request; a database going away is reported by its own code.
      if (isConnected()) console.error('Public read model rebuild failed:', error);
    });
  }

  private schedulePublication(at: number | null): void {
    if (this.publishTimer) clearTimeout(this.publishTimer);
    this.publishTimer = null;
    if (at === null) return;
    const delay = Math.min(Math.max(at - Date.now(), 0), MAX_TIMER_MS);
    this.publishTimer = setTimeout(() => this.rebuildInBackground(), delay);
    this.publishTimer.unref();
  }

  /**
   * From now on this read model does not read the change counters on its own: the caller watches
   * them (for a worker, its primary: cluster/changeRelay.ts) and calls lookAgain when they move.
   */
  followChangeSignal(ownLookEveryMs = SIGNALLED_POLL_MS): void {
    this.signalledFromOutside = ownLookEveryMs;
    if (!this.poller) return;
    clearInterval(this.poller);
    this.poller = null;
    this.startPolling();
  }

  /** The change counters moved: look at them now, or once the look or build under way ends. */
  lookAgain(): void {
    if (this.polling || this.building) {
      this.lookPending = true;
      return;
    }
    void this.poll();
  }

  private lookIfPending(): void {
    if (!this.lookPending) return;
    this.lookPending = false;
    void this.poll();
  }

  private startPolling(): void {
    if (this.poller) return;
    // Told of changes from outside, it still looks now and then on its own: a signal sent while
    // it could not look (its database connection coming back) is not lost for long.
    const every = this.signalledFromOutside ?? CHANGE_POLL_MS;
    this.poller = setInterval(() => void this.poll(), every);
    this.poller.unref();
    // A change stream, where the database has them, looks at once; the poll stays as fallback.
    if (this.signalledFromOutside === null && isConnected()) {
      watchChangeCounters(() => void this.poll());
    }
  }

  /** One look at the change counters (and the clock): rebuild in the background if needed. */
  private async poll(): Promise<void> {
    // One look at a time: a slow database must not pile up queries every interval.
    if (!this.built || this.building || this.polling || !isConnected()) return;
    const due = this.view?.nextPublishAt != null && Date.now() >= this.view.nextPublishAt;
    if (due) return this.rebuildInBackground();
    const writes = totalWrites();
    let database: Versions;
    this.polling = true;
    try {
      database = await databaseVersions();
    } catch {
      return; // the database is away: keep answering what we have
    } finally {
      this.polling = false;
    }
    if (this.lookPending) {
      // The counters moved again while this look was reading them: read them once more.
      this.lookPending = false;
      return this.poll();
    }
    if (!PUBLIC_COLLECTIONS.some((name) => database[name] !== this.built?.database[name])) return;
    // The counters just read serve the build, unless this process wrote meanwhile (then they may
    // predate its write, and the build must read them after it: read-your-writes).
    this.rebuildInBackground(totalWrites() === writes ? database : undefined);
  }
}

/** The one read model of this process (every app and the fast path share it). */
export const readModel = new ReadModel();
