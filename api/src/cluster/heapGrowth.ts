import { PerformanceObserver, constants, type PerformanceEntry } from 'node:perf_hooks';
import v8 from 'node:v8';

/**
 * A soft limit on each server process's V8 heap, as Go's GOMEMLIMIT is on its heap: V8 itself only
 * has a fixed growth (`--heap-growing-percent`, the launchers start it at 25 %), which is either
 * right for a large catalog or for a small one, not both.
 *
 * After each full collection the old generation may grow by a share of what survived before V8
 * collects it again. At 25 % a worker of the seeded site (about 80 MB live) collected its old
 * generation every 0.6 s while rendering pages for new queries, each collection marking the whole
 * heap on the machine's other core too; at 100 % two such workers rendered 11 to 24 % more pages a
 * second (bench/uncached-render.mjs, alternated on one build). At 10,000
 * casinos (160 to 170 MB live) the same worker needs the 25 % to stay within its 400 MB of RSS.
 * So the growth is what fits under the limit, between those two, narrowing to 25 % as what
 * survives nears the limit. Far below it, up to 300 % (a factor of 4, the largest V8's own
 * heuristic uses): capped at 100 %, the seeded site (about 70 MB live after a burst of new pages)
 * still collected twice a worker in 8 s, and each full collection stretches the renders near it
 * into the p99; letting it fill the limit cut the p99 of new pages by about a sixth and gave
 * about 6 % more pages a second, for 30 to 40 MB more RSS a worker (docs/performance.md).
 */
export const MIN_GROWTH_PERCENT = 25;
export const MAX_GROWTH_PERCENT = 300;

/** The growth allowed after a full collection that left `liveBytes` in the old generation. */
export function heapGrowthPercent(liveBytes: number, softLimitBytes: number): number {
  if (liveBytes <= 0) return MAX_GROWTH_PERCENT;
  const fits = Math.floor(((softLimitBytes - liveBytes) / liveBytes) * 100);
  return Math.min(MAX_GROWTH_PERCENT, Math.max(MIN_GROWTH_PERCENT, fits));
}

/** The young generation empties at every scavenge: what survived is the rest of the heap. */
const YOUNG_SPACES = new Set(['new_space', 'new_large_object_space']);

function oldGenerationBytes(): number {
  return v8
    .getHeapSpaceStatistics()
    .filter((space) => !YOUNG_SPACES.has(space.space_name))
    .reduce((sum, space) => sum + space.space_used_size, 0);
}

/** A 'gc' performance entry: its detail says which collection it was. */
type GcEntry = PerformanceEntry & { detail?: { kind?: number } };

/**
 * Sets the growth after every full collection (V8 reads the flag when it sets the next limit, at
 * the end of the next one). Returns a function that stops it.
 */
export function followHeapSoftLimit(softLimitBytes: number): () => void {
  let current: number | undefined;
  const observer = new PerformanceObserver((list) => {
    const fullCollection = list
      .getEntries()
      .some((entry) => (entry as GcEntry).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR);
    if (!fullCollection) return;
    const percent = heapGrowthPercent(oldGenerationBytes(), softLimitBytes);
    if (percent === current) return;
    current = percent;
    v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
  });
  observer.observe({ entryTypes: ['gc'] });
  return () => observer.disconnect();
}
