// Server-rendered pages for queries not asked before, beside a cached render of the same page in
// the same run: /compare with a new set of filters on every request (each one a render on the
// server) against /compare with one set of filters (rendered once, then served from the cache),
// at 16 connections. WEB_CONCURRENCY sets the site's workers (default: one per core, as in
// production). Beside them, the floor of this machine: a server that only spends the site's CPU
// time per page (measured in the same run) and answers as many bytes, with as many workers, under
// the same load: how much of the p99 is the cost of a page, and how much the site's own tail.
// Usage: node bench/uncached-render.mjs [seconds=10] [--beside=URL]
//   --beside measures another running build (an older commit's `npm start`, say) with the same
//   load, and prints its figures and the ratio of the two: how a change compares on a machine
//   faster or slower than the one the budget was set on (docs/performance.md, figures beside a
//   reference build). The two are measured in the order that build, this one, this one, that
//   one, and each build's figures are those of its two runs together: on this machine the build
//   measured second of a pair ran up to a third faster than the one measured first, whichever it
//   was, so a single run of each in a fixed order favoured this build.
import autocannon from './lib/autocannon.mjs';
import { startSiteServer } from '../scripts/lib/site-server.mjs';
import { benchCommandLine, besideUrl } from './lib/options.mjs';
import { BUDGET, comparePage, CONNECTIONS, PAGE_HEADERS, WORKERS } from './lib/uncachedCompare.mjs';
import { cpuMs, processTree } from './lib/processes.mjs';
import { startCpuFloorServer } from './lib/raw-reference.mjs';
import { report } from './lib/report.mjs';
import { percentile } from './lib/stats.mjs';

const { options: args, positionals } = benchCommandLine();
const SECONDS = Number(positionals[0] ?? 10);
const beside = besideUrl(args);

/**
 * The load on `url`, a path per request from `pathOf`; with `pid`, also the CPU time that
 * process and its children (the site's workers) spent per answer during the measured run. Each
 * answer's latency is kept, so that runs can be put together (together()).
 */
async function measure(url, pathOf, pid) {
  let n = 0;
  const options = {
    url,
    connections: CONNECTIONS,
    headers: PAGE_HEADERS,
    requests: [{ setupRequest: (request) => ({ ...request, path: pathOf((n += 1)) }) }],
  };
  await autocannon({ ...options, duration: 2 }); // warm the JIT (the pages it renders are not reused)
  const processes = pid === undefined ? [] : processTree(pid);
  const cpuBefore = cpuMs(processes);
  const run = autocannon({ ...options, duration: SECONDS });
  // A busy Node server accepts one new connection per turn of its event loop (libuv stopped
  // accepting in a loop in 2022, "unix: don't accept() connections in a loop"), so the first
  // request of each of the run's new connections waits for turns that serve the connections
  // already accepted: in a run of a few thousand requests those 16 are over 1 % and can set the
  // p99 (of this build and of a reference alike). The p99 of the answers after each connection's
  // first shows the tail without that start.
  const answered = new Set();
  const latencies = [];
  const afterFirst = [];
  run.on('response', (client, _status, _bytes, latencyMs) => {
    latencies.push(latencyMs);
    if (answered.has(client)) afterFirst.push(latencyMs);
    else answered.add(client);
  });
  const result = await run;
  return {
    latencies,
    afterFirst,
    answers: result.requests.total,
    bytes: result.throughput.total,
    failures: result.errors + result.timeouts + result.non2xx,
    cpuMs: cpuMs(processes) - cpuBefore,
  };
}

/** The figures of one or more runs of the same load, their answers put together. */
function together(...runs) {
  const sum = (pick) => runs.reduce((total, run) => total + pick(run), 0);
  const answers = sum((run) => run.answers);
  const latencies = runs.flatMap((run) => run.latencies);
  return {
    pagesPerSecond: answers / (SECONDS * runs.length),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    p99AfterFirst: percentile(
      runs.flatMap((run) => run.afterFirst),
      0.99,
    ),
    failures: sum((run) => run.failures),
    cpuMsPerAnswer: sum((run) => run.cpuMs) / answers,
    bytesPerAnswer: sum((run) => run.bytes) / answers,
  };
}

const figures = (result, budget) => [
  {
    name: 'pages per second',
    value: result.pagesPerSecond,
    unit: 'pages/s',
    ...(budget ? { budget: BUDGET.pagesPerSecond, better: 'higher' } : {}),
  },
  { name: 'latency p50', value: result.p50, unit: 'ms' },
  {
    name: 'latency p99',
    value: result.p99,
    unit: 'ms',
    ...(budget ? { budget: BUDGET.p99Ms } : {}),
  },
  { name: "  p99 after each connection's first answer", value: result.p99AfterFirst, unit: 'ms' },
  { name: 'errors, timeouts and non-2xx', value: result.failures, unit: '', budget: 0 },
];

const site = await startSiteServer({ env: { WEB_CONCURRENCY: WORKERS } });
let uncached;
let besideUncached;
let warm;
try {
  const cached = comparePage(0);
  // Filter sets from a random place in the 98,304 for that build: it keeps running between runs,
  // and its cache may hold the sets an earlier run asked. This build's second run takes the sets
  // after its first's.
  let besideNext = 10_000 + Math.floor(Math.random() * 80_000);
  let next = 1000;
  const measureBeside = () => measure(beside, () => comparePage((besideNext += 1)));
  const measureThis = () => measure(site.url, () => comparePage((next += 1)), site.pid);
  const besideRuns = [];
  const runs = [];
  if (beside) besideRuns.push(await measureBeside());
  runs.push(await measureThis());
  if (beside) {
    runs.push(await measureThis());
    besideRuns.push(await measureBeside());
  }
  uncached = together(...runs);
  besideUncached = beside && together(...besideRuns);
  warm = together(await measure(site.url, () => cached));
} finally {
  await site.stop();
}

// The floors run once the site is stopped: after a load its idle workers go on spending CPU for
// seconds (380 to 520 ms each in the 4 s after a run, 2026-12-02), and a floor measured beside
// them read a p99 of 103 ms at 4.0 ms a page, against 41 to 45 ms for the same floor alone.
const title = (what) => `Uncached render: ${what}, ${CONNECTIONS} connections, ${SECONDS} s`;
// The floor at the site's CPU per page, and at the CPU per page that would make the budget's
// rate here (the rate goes as the inverse of the CPU a page takes: the cores are saturated).
const floors = [
  {
    what: "a server that only spends the site's CPU time per page",
    cpuMs: uncached.cpuMsPerAnswer,
  },
  {
    what: `a server that only spends the CPU time per page of ${BUDGET.pagesPerSecond} pages a second`,
    cpuMs: (uncached.cpuMsPerAnswer * uncached.pagesPerSecond) / BUDGET.pagesPerSecond,
  },
];
for (const floor of floors) {
  const floorServer = await startCpuFloorServer({
    workers: WORKERS,
    cpuMs: floor.cpuMs,
    bytes: uncached.bytesPerAnswer,
  });
  floor.result = together(
    await measure(floorServer.url, () => '/').finally(() => floorServer.stop()),
  );
}
const twoRuns = beside ? ', two runs' : '';
report(title(`/compare, a new filter set per request (${WORKERS} workers${twoRuns})`), [
  ...figures(uncached, true),
  {
    name: 'CPU time per page (every process of the site)',
    value: uncached.cpuMsPerAnswer,
    unit: 'ms',
  },
]);
for (const floor of floors) {
  report(title(`the floor, ${floor.what} (${WORKERS} workers)`), [
    ...figures(floor.result),
    { name: 'CPU time spent per answer', value: floor.cpuMs, unit: 'ms' },
  ]);
}
report(title(`/compare, one filter set, from the cache (${WORKERS} workers)`), figures(warm));
if (besideUncached) {
  report(title(`/compare, a new filter set per request, at ${beside}${twoRuns}`), [
    ...figures(besideUncached),
    {
      name: 'this build: pages per second, x that one',
      value: uncached.pagesPerSecond / besideUncached.pagesPerSecond,
      unit: 'x',
    },
    {
      name: 'this build: p99, as a share of that one',
      value: (100 * uncached.p99) / besideUncached.p99,
      unit: '%',
    },
    {
      name: "  the same after each connection's first answer",
      value: (100 * uncached.p99AfterFirst) / besideUncached.p99AfterFirst,
      unit: '%',
    },
  ]);
}
