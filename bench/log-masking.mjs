// What the request log's URL masking costs (api/src/log/logger.ts, safeUrl): every request's URL
// goes through it before the answer is logged, so it must stay linear in the URL's length. A
// 15 KB URL (near Node's 16 KB request-line limit) is timed beside its 5 ms budget, and beside two
// references of the same run: a short URL through the same function, and the single email
// pattern the log used before (quadratic on one long word).
// Usage: node bench/log-masking.mjs [runs]
import { createRequire } from 'node:module';
import { ensureBuilt } from '../scripts/lib/build.mjs';
import { report } from './lib/report.mjs';

const RUNS = Math.max(5, Number(process.argv[2] ?? 50));
const BUDGET_US = 5000;

await ensureBuilt();
const { safeUrl } = createRequire(import.meta.url)('../api/dist/log/logger.js');

const OLD_EMAIL = /[^\s@/?&=]+@[^\s@/?&=]+\.[^\s@/?&=]+/g;
const oldMask = (url) => url.replace(OLD_EMAIL, '[email]');

const long = `/api/casinos/slug/${'a'.repeat(15_000)}`;
const short = '/api/casinos/slug/fortune-coins?email=someone@example.com';

/** The median of `runs` calls, in microseconds (one warm-up call first): a shared machine's
 * scheduler and the garbage collector add pauses that are not the pattern's cost. */
function median(mask, url, runs = RUNS) {
  mask(url);
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const start = process.hrtime.bigint();
    mask(url);
    times.push(Number(process.hrtime.bigint() - start) / 1e3);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
}

report('Log masking', [
  {
    name: 'safeUrl, 15 KB URL (median)',
    value: median(safeUrl, long),
    unit: 'µs',
    budget: BUDGET_US,
  },
  { name: 'reference: safeUrl, short URL', value: median(safeUrl, short), unit: 'µs' },
  // Seconds per call: three are enough to show the difference.
  { name: 'reference: old email pattern, 15 KB URL', value: median(oldMask, long, 3), unit: 'µs' },
]);
