// Server-rendered pages for queries not asked before, beside a cached render of the same page in
// the same run: /compare with a new set of filters on every request (each one a render on the
// server) against /compare with one set of filters (rendered once, then served from the cache),
// at 16 connections. WEB_CONCURRENCY sets the site's workers (default: one per core, as in
// production). Usage: node bench/uncached-render.mjs [seconds=10]
import autocannon from './lib/autocannon.mjs';
import { startSiteServer } from '../scripts/lib/site-server.mjs';
import { BUDGET, compareFilters, CONNECTIONS, WORKERS } from './lib/uncachedCompare.mjs';
import { report } from './lib/report.mjs';

const SECONDS = Number(process.argv[2] ?? 10);

async function measure(site, pathOf) {
  let n = 0;
  const options = {
    url: site.url,
    connections: CONNECTIONS,
    headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' },
    requests: [{ setupRequest: (request) => ({ ...request, path: pathOf((n += 1)) }) }],
  };
  await autocannon({ ...options, duration: 2 }); // warm the JIT (the pages it renders are not reused)
  return autocannon({ ...options, duration: SECONDS });
}

const site = await startSiteServer({ env: { WEB_CONCURRENCY: WORKERS } });
try {
  const cached = `/compare?${compareFilters(0)}`;
  const uncached = await measure(site, (n) => `/compare?${compareFilters(1000 + n)}`);
  const warm = await measure(site, () => cached);
  for (const [title, result, budget] of [
    [`/compare, a new filter set per request (${WORKERS} workers)`, uncached, true],
    [`/compare, one filter set, from the cache (${WORKERS} workers)`, warm, false],
  ]) {
    report(`Uncached render: ${title}, ${CONNECTIONS} connections, ${SECONDS} s`, [
      {
        name: 'pages per second',
        value: result.requests.average,
        unit: 'pages/s',
        ...(budget ? { budget: BUDGET.pagesPerSecond, better: 'higher' } : {}),
      },
      { name: 'latency p50', value: result.latency.p50, unit: 'ms' },
      {
        name: 'latency p99',
        value: result.latency.p99,
        unit: 'ms',
        ...(budget ? { budget: BUDGET.p99Ms } : {}),
      },
      {
        name: 'errors, timeouts and non-2xx',
        value: result.errors + result.timeouts + result.non2xx,
        unit: '',
        budget: 0,
      },
    ]);
  }
} finally {
  await site.stop();
}
