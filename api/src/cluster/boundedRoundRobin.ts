/**
 * Which worker takes the next connection: the workers in turn, skipping one that holds
 * `OVER_FEWEST` or more open connections over the worker holding fewest.
 *
 * Why in turn, and not the fewest open: the primary counts a worker's connections as it hands them
 * and as the worker reports them closed, and a worker reports a close only when its event loop
 * next reads its sockets, a render later when it is busy. When a load's connections close and
 * the next load's open at once (a benchmark's warm-up, then its run; a crowd leaving as another
 * arrives), the busier worker still counted the connections it had served, and "fewest open"
 * gave most of the new ones to the other: 13 against 8 of 21 in one of four back-to-back runs,
 * and that run's p99 was its busier worker's queue. Taken in turn, a burst splits evenly
 * whatever the counts say.
 *
 * Why the bound: a worker that starts late (a replacement for one that died, while the other
 * holds every keep-alive connection) takes each new connection until it is within the bound, as
 * with the fewest open, instead of only every other one while the old connections last. The
 * bound is larger than the connections a worker's reports can lag behind by in a burst (the
 * requests it holds at once), so stale counts do not tip the turns.
 *
 * node:cluster's own round robin hands a connection to whichever worker acknowledged its last one
 * first, so a worker busy rendering fell behind in a burst of new connections (6/10 or 7/9 of 16).
 */
export const OVER_FEWEST = 8;

export class BoundedRoundRobin<Worker> {
  /** Open connections per worker taking new ones; the map's order is the order of the turns. */
  private readonly open = new Map<Worker, number>();

  /** A worker that takes connections from now on (none open yet). */
  add(worker: Worker): void {
    if (!this.open.has(worker)) this.open.set(worker, 0);
  }

  /** A worker that takes no more (draining or gone); its connections are its own to finish. */
  remove(worker: Worker): void {
    this.open.delete(worker);
  }

  /** The worker for a new connection, counted as holding it; undefined when none takes any. */
  take(): Worker | undefined {
    const fewest = Math.min(...this.open.values());
    for (const [worker, count] of this.open) {
      if (count - fewest >= OVER_FEWEST) continue;
      // Re-inserted last: its next turn comes after every other worker's.
      this.open.delete(worker);
      this.open.set(worker, count + 1);
      return worker;
    }
    return undefined;
  }

  /** One of the worker's connections has closed. */
  closed(worker: Worker): void {
    const count = this.open.get(worker);
    if (count !== undefined && count > 0) this.open.set(worker, count - 1);
  }

  /** Open connections of each worker taking new ones (for tests and diagnostics). */
  counts(): Map<Worker, number> {
    return new Map(this.open);
  }
}
