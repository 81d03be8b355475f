// Loaded into every server process by bench/uncached-stalls.mjs (NODE_OPTIONS=--require): appends
// each full (mark-compact) collection of a worker to GC_PROBE_FILE as `pid start end`, in
// wall-clock milliseconds, so that the benchmark can lay them beside its requests.
const { appendFileSync } = require('node:fs');
const { PerformanceObserver, constants, performance } = require('node:perf_hooks');

const file = process.env.GC_PROBE_FILE;
// A worker has its primary's pid in PRIMARY_PID (api/src/cluster/role.ts); the primary serves
// nothing, and a single process (one worker) is the server itself.
if (file && (process.env.PRIMARY_PID !== undefined || process.env.WEB_CONCURRENCY === '1')) {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.detail?.kind !== constants.NODE_PERFORMANCE_GC_MAJOR) continue;
      const start = performance.timeOrigin + entry.startTime;
      appendFileSync(
        file,
        `${process.pid} ${start.toFixed(0)} ${(start + entry.duration).toFixed(0)}\n`,
      );
    }
  }).observe({ entryTypes: ['gc'] });
}
