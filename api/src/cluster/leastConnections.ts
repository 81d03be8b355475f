/**
 * Which worker takes the next connection: the one with the fewest open, ties taken in turn.
 *
 * node:cluster's own round robin hands a connection to whichever worker acknowledged its last
 * one first, so a worker busy rendering falls behind in a burst of new connections: 16 keep-alive
 * connections opened at once were split 6/10 or 7/9 between two workers in most runs, and the
 * more loaded worker's queue set the p99 of the whole site (docs/performance.md). Counting open
 * connections splits them 8/8, as nginx's `least_conn` does between instances.
 */
export class LeastConnections<Worker> {
  /** Open connections per worker taking new ones, in the order ties are taken. */
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
    let chosen: Worker | undefined;
    let fewest = Infinity;
    for (const [worker, count] of this.open) {
      if (count < fewest) {
        chosen = worker;
        fewest = count;
      }
    }
    if (chosen === undefined) return undefined;
    // Re-inserted last: of the workers with as few, the others come first next time.
    this.open.delete(chosen);
    this.open.set(chosen, fewest + 1);
    return chosen;
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
