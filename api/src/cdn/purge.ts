import { parsePurgeSettings, setting, type PurgeSettings } from '../config';
import { logger } from '../log/logger';

/**
 * The purge hook: asks the cache in front of the site (PURGE_URL) to drop every answer filed
 * under some surrogate keys, as one request `<PURGE_METHOD> <PURGE_URL>` with the keys in a
 * `Surrogate-Key` header (space-separated, what Varnish's xkey and Fastly read). Without
 * PURGE_URL it does nothing.
 *
 * Never in the way of a save: keys are collected for a moment and sent in the background; a
 * failure is logged and retried a bounded number of times, then given up (the answers then
 * expire by their s-maxage). Each batch is sent twice: at once, and again once every instance
 * has caught up with the write, so that a cache refilled meanwhile from an instance still
 * answering the old version is purged too.
 */
export const PURGE_BATCH_MS = 20;
export const PURGE_ATTEMPTS = 4;
export const PURGE_RETRY_BASE_MS = 250;
export const PURGE_TIMEOUT_MS = 5000;
/** Beyond the time a write takes to show on every other instance (the read model's promise). */
export const PURGE_SETTLE_MS = 2000;
/** Keys per request: a header stays well under common 8 KB limits. */
const KEYS_PER_REQUEST = 100;

let pending = new Set<string>();
let flushTimer: NodeJS.Timeout | null = null;

/** What was sent and what failed since start (observability, and the tests' proof). */
export const purgeStats = { requests: 0, failures: 0, givenUp: 0 };

function settings(): PurgeSettings | null {
  try {
    return parsePurgeSettings();
  } catch (error) {
    logger.error({ err: error }, 'purge hook misconfigured: nothing purged');
    return null;
  }
}

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

/** One purge request, retried with a growing delay; resolves true once the cache took it. */
export async function sendPurge(target: PurgeSettings, keys: readonly string[]): Promise<boolean> {
  for (let attempt = 1; attempt <= PURGE_ATTEMPTS; attempt += 1) {
    purgeStats.requests += 1;
    try {
      const answer = await fetch(target.url, {
        method: target.method,
        headers: {
          'Surrogate-Key': keys.join(' '),
          ...(target.token ? { Authorization: `Bearer ${target.token}` } : {}),
        },
        signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
      });
      await answer.arrayBuffer().catch(() => undefined);
      if (answer.ok) return true;
      throw new Error(`the cache answered ${answer.status}`);
    } catch (error) {
      purgeStats.failures += 1;
      const last = attempt === PURGE_ATTEMPTS;
      logger.warn({ err: error, keys, attempt, last }, 'purge failed');
      if (last) break;
      await wait(PURGE_RETRY_BASE_MS * 2 ** (attempt - 1));
    }
  }
  purgeStats.givenUp += 1;
  logger.error({ keys }, 'purge given up: the answers expire by their s-maxage');
  return false;
}

async function sendInChunks(target: PurgeSettings, keys: string[]): Promise<void> {
  for (let start = 0; start < keys.length; start += KEYS_PER_REQUEST) {
    await sendPurge(target, keys.slice(start, start + KEYS_PER_REQUEST));
  }
}

function flush(): void {
  flushTimer = null;
  const keys = [...pending];
  pending = new Set();
  const target = settings();
  if (!target || keys.length === 0) return;
  void sendInChunks(target, keys);
  const again = setTimeout(() => void sendInChunks(target, keys), PURGE_SETTLE_MS);
  again.unref();
}

/** Purges `keys` soon, in the background (keys asked within PURGE_BATCH_MS go together). */
export function purgeKeys(keys: Iterable<string>): void {
  if (!purgeConfigured()) return;
  for (const key of keys) pending.add(key);
  if (pending.size === 0 || flushTimer) return;
  flushTimer = setTimeout(flush, PURGE_BATCH_MS);
  flushTimer.unref();
}

/** True when a purge hook is configured (the write hooks look nothing up without one). */
export function purgeConfigured(): boolean {
  return setting('PURGE_URL') !== undefined;
}
