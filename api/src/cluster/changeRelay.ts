import { CHANGE_POLL_MS } from '../readModel/readModel';
import { databaseVersions, isConnected, watchChangeCounters } from '../readModel/changeSignal';

/**
 * The primary watches the database's change counters for all its workers and tells them when the
 * counters move; the workers' read models then look for themselves (ReadModel.lookAgain). With
 * every worker reading them every CHANGE_POLL_MS, the database answered ten looks a second per
 * worker: an idle two-worker site spent 109 ms of CPU a second, 89 with this (docs/read-model.md).
 * A write through another instance still reaches every worker within one poll, the primary's,
 * and a look.
 * Returns the stop.
 */
export function relayChangeCounters(tellWorkers: () => void): () => void {
  let seen: string | null = null;
  let looking = false;
  const look = async () => {
    if (looking || !isConnected()) return;
    looking = true;
    try {
      const counters = JSON.stringify(await databaseVersions());
      if (seen !== null && counters !== seen) tellWorkers();
      seen = counters;
    } catch {
      // The database is away: the next look tries again.
    } finally {
      looking = false;
    }
  };
  void look();
  const poller = setInterval(() => void look(), CHANGE_POLL_MS);
  poller.unref();
  // Where the database has change streams, a change is seen at once; the poll stays as fallback.
  const stopWatching = watchChangeCounters(() => void look());
  return () => {
    clearInterval(poller);
    stopWatching();
  };
}
