// How every launcher (npm start, the end-to-end site, the benchmarks' sites) runs the API server,
// so that all of them measure and serve with the same process settings.
import path from 'node:path';
import { REPO_ROOT } from './run.mjs';

/**
 * V8's young generation starts at 1 MB and grows only under load, and in a fresh process at 64
 * connections its scavenges promoted live request objects by the megabyte (23 ms pauses, p99 20+
 * ms). A young generation of 16 MB per semi-space from the start keeps scavenges short (3 ms,
 * nothing promoted): measured with --trace-gc. It is also the most it grows to: 64 MB, as before,
 * cost each worker about 100 MB of RSS at 10,000 casinos (445 against 340 MB idle, 614 against
 * 507 MB after load) for no throughput or p99 difference bench/api-throughput.mjs could measure.
 *
 * `--heap-growing-percent=25`, where each process starts: once running, the server sets it after
 * every full collection from what survived and its soft limit (HEAP_SOFT_LIMIT_MB,
 * api/src/cluster/heapGrowth.ts), up to 300 % while the heap is small. What follows is why 25 % is
 * the floor. After each full collection V8 lets the old generation grow 25 % over what survived
 * before the next (by default it may double or more). A burst of uncached
 * pages leaves dead objects that wait for that next collection: at 10,000 casinos a worker read
 * 425 to 428 MB of RSS after the load of bench/coherence-scale.mjs with the default (budget 400).
 * Tighter means more full collections, which the renders wait for: in 2026-11-26 25 % made a save
 * take up to 551 ms to show on another instance (budget 500), so 40 % was used; since each render
 * stops holding its page once answered (site/src/renderServerPage.ts), on Node 24 with 25 % the
 * RSS was 365 to 378 MB and that p95 188 to 243 ms (three runs), against 385 to 408 MB and 224
 * to 262 ms with 40 % (five runs), with the same uncached render rate (2026-11-29). Cached
 * answers allocate little and do not notice.
 */
export const API_NODE_FLAGS = [
  '--min-semi-space-size=16',
  '--max-semi-space-size=16',
  '--heap-growing-percent=25',
];

/**
 * glibc's allocator, as every launcher starts the server (the environment the process starts with
 * is the only way to set it). By default glibc gives each thread that allocates its own arena
 * (libuv's pool threads compress and hash), and raises its mmap threshold after large frees, so
 * that freed buffers stay in the heap instead of going back to the system. Two arenas and a fixed
 * 128 KB threshold (which also fixes the trim threshold) cost each worker about 70 MB less RSS at
 * 10,000 casinos, idle and after load (bench/coherence-scale.mjs; docs/operations.md). A value
 * already in the environment wins.
 */
export const API_ALLOCATOR_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
};

/** The server's environment: the allocator settings, then what the launcher passes (it wins). */
export function apiServerEnv(env) {
  return { ...API_ALLOCATOR_ENV, ...env };
}

/** node's arguments for the built site server (the API with the page server's rendering). */
export function apiServerArgs() {
  return [...API_NODE_FLAGS, path.join(REPO_ROOT, 'site/dist/server.js')];
}
