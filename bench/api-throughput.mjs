// Throughput and latency of every public GET of the API and of the server-rendered HTML of /,
// /compare and a casino page, each beside a raw node:http server (its own process, like the API)
// writing the same bytes in the same run, in alternating one-second rounds: the gap is what the
// API costs per request.
// Traffic stays on loopback, bounded in time.
// Usage: node bench/api-throughput.mjs [seconds per endpoint] [path filter, or =path for one path]
// SITE_ROOT may point at a folder holding built shell/dist and mf-*/dist (default: this repository).
import autocannon from './lib/autocannon.mjs';
import { startSiteServer } from '../scripts/lib/site-server.mjs';
import { startRawServer } from './lib/raw-reference.mjs';
import { report } from './lib/report.mjs';
import { median } from './lib/stats.mjs';

const DURATION_S = Math.min(Number(process.argv[2] ?? 5), 60);
const ONLY = process.argv[3] ?? '';
const WARMUP_S = 1;
const CONNECTIONS = 64;
const BUDGET = { shareOfRaw: 50, p99: 10 };

function load(url, headers, duration = DURATION_S) {
  return autocannon({ url, connections: CONNECTIONS, duration, headers });
}

/** Rounds as one result: requests per second over all rounds, the median round's latencies. */
function combine(results) {
  const sum = (pick) => results.reduce((total, result) => total + pick(result), 0);
  return {
    requests: { average: sum((r) => r.requests.total) / sum((r) => r.duration) },
    latency: {
      p50: median(results.map((r) => r.latency.p50)),
      p99: median(results.map((r) => r.latency.p99)),
    },
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    non2xx: sum((r) => r.non2xx),
  };
}

/** The public GETs, with real slugs and ids read from the seeded site. */
async function endpoints(base) {
  const json = async (path) => (await fetch(`${base}${path}`)).json();
  const [casinos, reviews, guides, pairs] = await Promise.all([
    json('/api/casinos'),
    json('/api/reviews'),
    json('/api/guides'),
    json('/api/head-to-head'),
  ]);
  const casino = casinos.find((c) => c.slug === 'crown-coins-casino') ?? casinos[0];
  const other = casinos.find((c) => c.slug !== casino.slug);
  const api = [
    '/api/casinos',
    '/api/casinos/featured',
    '/api/casinos/compare',
    '/api/casinos/compare?gameTypes=Slots&minRating=4&sort=bonus-value',
    '/api/casinos/compare?paymentMethods=PayPal&sort=games-count&page=2&pageSize=5',
    '/api/casinos/compare?sort=best-value&redemptionMethod=crypto',
    '/api/casinos/compare?availableIn=TX',
    `/api/casinos/slug/${casino.slug}`,
    `/api/casinos/${casino.id}`,
    '/api/reviews',
    '/api/reviews?sort=rating-high&limit=6',
    '/api/reviews/latest',
    `/api/reviews/slug/${reviews[0].slug}`,
    '/api/guides',
    '/api/guides/featured',
    '/api/guides/popular',
    `/api/guides/slug/${guides[0].slug}`,
    '/api/faqs',
    '/api/games',
    `/api/games?casinoId=${casino.id}`,
    '/api/pages/terms-of-service',
    '/api/search?q=casino',
    '/api/seo/head?path=/compare',
    `/api/seo/head?path=/casino/${casino.slug}`,
    '/api/states',
    '/api/states/california',
    '/api/value/casinos',
    `/api/value/calculator?casinos=${casino.slug},${other.slug}&spend=20`,
    '/api/rating-method',
    '/api/authors',
    '/api/head-to-head',
    `/api/head-to-head/${pairs[0].path.replace('/compare/', '')}`,
    '/sitemap.xml',
    '/robots.txt',
    '/feeds/reviews.xml',
    '/feeds/offer-changes.xml',
    '/states/changes.rss',
  ].map((path) => ({ path, headers: { accept: 'application/json' } }));
  // Reads for a visitor who chose a state: narrowed lists (Texas), information only (California).
  const withState = [
    ['/api/casinos/compare', 'TX'],
    ['/api/casinos/compare', 'CA'],
    ['/api/casinos/featured', 'TX'],
    ['/api/visitor', 'TX'],
  ].map(([path, state]) => ({
    path,
    label: `${path} [state=${state}]`,
    headers: { accept: 'application/json', cookie: `state=${state}` },
  }));
  const pages = [
    '/',
    '/compare',
    `/casino/${casino.slug}`,
    '/states',
    '/methodology',
    '/daily-bonuses',
    `/tools/coin-value?casinos=${casino.slug},${other.slug}&spend=20`,
    pairs[0].path,
  ].map((path) => ({ path, headers: { accept: 'text/html' } }));
  const statePages = [['/compare', 'CA']].map(([path, state]) => ({
    path,
    label: `${path} [state=${state}]`,
    headers: { accept: 'text/html', cookie: `state=${state}` },
  }));
  // "=/compare" measures exactly that path; anything else measures every path containing it.
  const wanted = ONLY.startsWith('=')
    ? (path) => path === ONLY.slice(1)
    : (path) => path.includes(ONLY);
  return [...api, ...withState, ...pages, ...statePages].filter(({ path }) => wanted(path));
}

const site = await startSiteServer({
  env: process.env.SITE_ROOT ? { SITE_ROOT: process.env.SITE_ROOT } : {},
});
const summary = [];
try {
  for (const { path, label = path, headers } of await endpoints(site.url)) {
    const url = `${site.url}${path}`;
    const sample = await fetch(url, { headers });
    const body = Buffer.from(await sample.arrayBuffer());
    const contentType = sample.headers.get('content-type') ?? 'application/json';

    const raw = await startRawServer(body, contentType);
    const rawUrl = `${raw.url}${path}`;
    await load(url, headers, WARMUP_S); // caches and the JIT
    await load(rawUrl, headers, WARMUP_S);
    // One-second rounds, API and raw in turn: the machine's load drifts, both sides share it.
    const rounds = { api: [], raw: [] };
    for (let round = 0; round < DURATION_S; round += 1) {
      rounds.api.push(await load(url, headers, 1));
      rounds.raw.push(await load(rawUrl, headers, 1));
    }
    await raw.stop();
    const api = combine(rounds.api);
    const baseline = combine(rounds.raw);
    const share = (100 * api.requests.average) / baseline.requests.average;
    const errors = api.errors + api.timeouts + api.non2xx;
    report(
      `GET ${label} (${body.length} bytes, ${CONNECTIONS} connections, ${DURATION_S}s)`.slice(
        0,
        150,
      ),
      [
        { name: 'API requests per second', value: api.requests.average, unit: 'req/s' },
        {
          name: 'raw node:http requests per second',
          value: baseline.requests.average,
          unit: 'req/s',
        },
        {
          name: 'API share of raw throughput',
          value: share,
          unit: '%',
          budget: BUDGET.shareOfRaw,
          better: 'higher',
        },
        { name: 'API latency p50', value: api.latency.p50, unit: 'ms' },
        { name: 'API latency p99', value: api.latency.p99, unit: 'ms', budget: BUDGET.p99 },
        { name: 'raw node:http latency p99', value: baseline.latency.p99, unit: 'ms' },
        { name: 'API errors, timeouts and non-2xx', value: errors, unit: '', budget: 0 },
      ],
    );
    summary.push({
      path: label,
      bytes: body.length,
      api: api.requests.average,
      raw: baseline.requests.average,
      share,
      p50: api.latency.p50,
      p99: api.latency.p99,
      errors,
    });
  }
} finally {
  await site.stop();
}

const int = (n) => Math.round(n).toLocaleString('en-US');
console.log(`\n| GET | bytes | req/s | raw req/s | share of raw | p50 | p99 | errors |`);
console.log('|---|---|---|---|---|---|---|---|');
for (const row of summary) {
  const ok = row.share >= BUDGET.shareOfRaw && row.p99 <= BUDGET.p99 && row.errors === 0;
  console.log(
    `| ${row.path} | ${int(row.bytes)} | ${int(row.api)} | ${int(row.raw)} | ${row.share.toFixed(0)} % | ${row.p50} ms | ${row.p99} ms | ${row.errors}${ok ? '' : ' (over budget)'} |`,
  );
}
