// Where the p99 of uncached renders comes from: /compare with a new filter set per request at 16
// connections (as bench/uncached-render.mjs), every request's start and latency kept, and every
// full (mark-compact) garbage collection of each worker logged by a probe loaded into the server
// (bench/lib/gc-probe.cjs). Prints the rate and latencies beside their budgets, how many of the
// requests over the p99 budget overlapped a full collection (or the marking before it), and the
// p99 of the requests that overlapped none.
// Usage: node bench/uncached-stalls.mjs [seconds=10]
import http from 'node:http';
import { tmpdir } from 'node:os';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSiteServer } from '../scripts/lib/site-server.mjs';
import { BUDGET, comparePage, CONNECTIONS, PAGE_HEADERS, WORKERS } from './lib/uncachedCompare.mjs';
import { report } from './lib/report.mjs';
import { percentile } from './lib/stats.mjs';

const SECONDS = Number(process.argv[2] ?? 10);
/**
 * V8 marks the heap incrementally before a full collection's pause (its trace, with
 * --trace-incremental-marking, showed 70 to 110 ms of marking on this machine): a request is
 * counted near a collection when it overlaps its pause or this long before it.
 */
const MARKING_MS = 150;
const PROBE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lib', 'gc-probe.cjs');

const probeDir = mkdtempSync(path.join(tmpdir(), 'sweepscout-gc-probe-'));
const probeFile = path.join(probeDir, 'collections.txt');
const site = await startSiteServer({
  env: {
    WEB_CONCURRENCY: WORKERS,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${PROBE}`.trim(),
    GC_PROBE_FILE: probeFile,
  },
});
const { hostname, port } = new URL(site.url);
const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

/** One page: [start, latency] in wall-clock milliseconds. */
function page(pathAndQuery) {
  return new Promise((resolve, reject) => {
    const start = performance.timeOrigin + performance.now();
    const options = {
      host: hostname,
      port,
      path: pathAndQuery,
      agent,
      headers: PAGE_HEADERS,
    };
    http
      .get(options, (answer) => {
        answer.resume();
        answer.on('end', () =>
          answer.statusCode === 200
            ? resolve([start, performance.timeOrigin + performance.now() - start])
            : reject(new Error(`${pathAndQuery}: ${answer.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}

let n = 1000;
async function load(seconds) {
  const end = performance.now() + seconds * 1000;
  const pages = [];
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) pages.push(await page(comparePage((n += 1))));
    }),
  );
  return pages;
}

try {
  await load(2); // warm the JIT
  const measuredFrom = Date.now();
  const pages = await load(SECONDS);
  // The probe writes its file at the first full collection: none, no file.
  const collections = (existsSync(probeFile) ? readFileSync(probeFile, 'utf8') : '')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(' ').map(Number))
    .filter(([, , end]) => end >= measuredFrom);
  const latenciesOf = (list) => list.map(([, latency]) => latency);
  const latencies = latenciesOf(pages);
  const nearCollection = ([start, latency]) =>
    collections.some(([, from, to]) => from - MARKING_MS < start + latency && to > start);
  const slow = pages.filter(([, latency]) => latency > BUDGET.p99Ms);
  const away = latenciesOf(pages.filter((request) => !nearCollection(request)));
  report(`Uncached render stalls: /compare, a new filter set per request, ${WORKERS} workers`, [
    {
      name: 'pages per second',
      value: pages.length / SECONDS,
      unit: 'pages/s',
      budget: BUDGET.pagesPerSecond,
      better: 'higher',
    },
    { name: 'latency p50', value: percentile(latencies, 0.5), unit: 'ms' },
    { name: 'latency p97.5', value: percentile(latencies, 0.975), unit: 'ms' },
    { name: 'latency p99', value: percentile(latencies, 0.99), unit: 'ms', budget: BUDGET.p99Ms },
    { name: 'full collections (all workers)', value: collections.length, unit: '' },
    { name: `requests over ${BUDGET.p99Ms} ms`, value: slow.length, unit: '' },
    {
      name: `… of them near a full collection (${MARKING_MS} ms)`,
      value: slow.filter(nearCollection).length,
      unit: '',
    },
    {
      name: 'latency p99 away from full collections',
      value: percentile(away, 0.99),
      unit: 'ms',
    },
  ]);
} finally {
  agent.destroy();
  await site.stop();
  rmSync(probeDir, { recursive: true, force: true });
}
