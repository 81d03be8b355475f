// The catalog at scale: a site on its own database gets 10,000 generated casinos through the
// admin API (varied game types, payment methods, features, ratings, bonuses and coin value
// data), then compare (filter and sort sets, one of them page 20; the value sorts with a
// redemption filter), search, featured and the tracker's and calculator's data are measured at 16
// connections, for all states and with a chosen state (a `state` cookie). Prints the seeding time, the API process's memory and how long the admin list takes.
// Usage: node bench/scale.mjs [casinos] [seconds per endpoint] [seeding minutes]
// Seeding stops at the time limit when one is given (the figures then say how many were added).
// SCALE_SITE_URL and SCALE_SITE_PID measure a site already running (and seeded) instead of a new
// one: casinos it already has are not added again.
import autocannon from './lib/autocannon.mjs';
import { startSiteServer } from '../scripts/lib/site-server.mjs';
import { adminHeaders } from './lib/adminSession.mjs';
import { casinoBody, generator } from './lib/generatedCasinos.mjs';
import { rssMb } from './lib/processes.mjs';
import { report } from './lib/report.mjs';

const CASINOS = Number(process.argv[2] ?? 10_000);
const DURATION_S = Math.min(Number(process.argv[3] ?? 5), 60);
const SEED_LIMIT_MS = Number(process.argv[4] ?? Infinity) * 60_000;
const CONNECTIONS = 16;
const SEED_CONCURRENCY = 8;
const BUDGET = { p90: 15, p99: 30 };
const PASSWORD = 'scale-bench-password-1';

async function seed(base) {
  const headers = await adminHeaders(base, PASSWORD);
  const existing = await (await fetch(`${base}/api/admin/casinos`, { headers })).json();
  const present = new Set(existing.map((casino) => casino.slug));
  const random = generator(12);
  const bodies = Array.from({ length: CASINOS }, (_, i) => casinoBody(i + 1, random)).filter(
    (body) => !present.has(body.slug),
  );
  const stopAt = Date.now() + SEED_LIMIT_MS;
  let next = 0;
  let added = 0;
  const worker = async () => {
    while (next < bodies.length && Date.now() < stopAt) {
      const body = bodies[next++];
      const res = await fetch(`${base}/api/admin/casinos`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      if (res.status === 409) continue; // added meanwhile (a measured site being seeded further)
      if (res.status === 503) {
        // The database did not answer for a moment (503): add that casino again a little later.
        await new Promise((resolve) => setTimeout(resolve, 1000));
        bodies.push(body);
        continue;
      }
      if (res.status !== 201) throw new Error(`POST casino: ${res.status} ${await res.text()}`);
      added += 1;
    }
  };
  await Promise.all(Array.from({ length: SEED_CONCURRENCY }, worker));
  return { headers, added, present: CASINOS - bodies.length + added };
}

async function timed(url, headers = {}) {
  const started = performance.now();
  const res = await fetch(url, { headers });
  const body = await res.json();
  return { ms: performance.now() - started, status: res.status, body };
}

// Each target: a path, and the visitor's state (the `state` cookie) where it is read for one.
const TARGETS = [
  { path: '/api/casinos/compare?gameTypes=Slots&minRating=4&sort=bonus-value' },
  {
    path: '/api/casinos/compare?paymentMethods=PayPal,Crypto&bonusTypes=Daily%20Login&sort=games-count',
  },
  { path: '/api/casinos/compare?sort=rating-low&page=20' },
  {
    path: '/api/casinos/compare?gameTypes=Live%20Dealer&bonusTypes=VIP%20Program&minRating=3&sort=rating-high&pageSize=50',
  },
  { path: '/api/search?q=casino%2012' },
  { path: '/api/casinos/featured' },
  // The same reads for a visitor with a chosen state: Texas (lists narrowed to the casinos that
  // take players there) and California (information only: no promo code in any answer).
  { path: '/api/casinos/compare?gameTypes=Slots&minRating=4&sort=bonus-value', state: 'TX' },
  { path: '/api/casinos/compare?sort=rating-low&page=20', state: 'CA' },
  { path: '/api/search?q=casino%2012', state: 'TX' },
  { path: '/api/casinos/featured', state: 'TX' },
  { path: '/api/casinos/compare?availableIn=TX&sort=rating-high' },
  // The numbers players decide on: value sorts with a redemption filter, the tracker's and the
  // calculator's data.
  { path: '/api/casinos/compare?sort=best-value&redemptionMethod=crypto', state: 'TX' },
  { path: '/api/casinos/compare?sort=free-sc&maxRedemptionMin=100' },
  { path: '/api/value/casinos?page=3', state: 'TX' },
  { path: '/api/value/calculator?casinos=scale-casino-1,scale-casino-2&spend=50' },
];
const label = ({ path, state }) => (state ? `${path} [state=${state}]` : path);
const cookieOf = ({ state }) => (state ? { cookie: `state=${state}` } : {});

const site = process.env.SCALE_SITE_URL
  ? { url: process.env.SCALE_SITE_URL, pid: Number(process.env.SCALE_SITE_PID), stop: () => {} }
  : await startSiteServer({
      adminPassword: PASSWORD,
      env: process.env.SITE_ROOT ? { SITE_ROOT: process.env.SITE_ROOT } : {},
    });
try {
  const memoryBefore = rssMb(site.pid);
  const seedStarted = performance.now();
  const { headers, added, present } = await seed(site.url);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const memorySeeded = rssMb(site.pid);

  const firstAnswers = [];
  for (const target of TARGETS) {
    const first = await timed(`${site.url}${target.path}`, cookieOf(target));
    if (first.status !== 200) throw new Error(`${label(target)}: ${first.status}`);
    firstAnswers.push({ path: label(target), ms: first.ms });
  }
  const compareAll = await timed(`${site.url}/api/casinos/compare`);
  const adminList = await timed(`${site.url}/api/admin/casinos`, headers);

  const summary = [];
  for (const target of TARGETS) {
    const url = `${site.url}${target.path}`;
    const headers = cookieOf(target);
    const path = label(target);
    await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 });
    const result = await autocannon({
      url,
      headers,
      connections: CONNECTIONS,
      duration: DURATION_S,
    });
    const errors = result.errors + result.timeouts + result.non2xx;
    report(`Scale ${path} (${CONNECTIONS} connections, ${DURATION_S}s)`.slice(0, 150), [
      { name: 'requests per second', value: result.requests.average, unit: 'req/s' },
      { name: 'latency p50', value: result.latency.p50, unit: 'ms' },
      { name: 'latency p90', value: result.latency.p90, unit: 'ms', budget: BUDGET.p90 },
      { name: 'latency p99', value: result.latency.p99, unit: 'ms', budget: BUDGET.p99 },
      { name: 'errors, timeouts and non-2xx', value: errors, unit: '', budget: 0 },
    ]);
    summary.push({ path, result, errors });
  }
  const memoryAfter = rssMb(site.pid);

  console.log(
    `\nCasinos added through the admin API: ${added} in ${seedSeconds.toFixed(1)} s (${present} of the ${CASINOS} generated ones are in the database)`,
  );
  console.log(`Catalog size seen by compare: ${compareAll.body.total} casinos`);
  console.log(
    `Admin list GET /api/admin/casinos: ${adminList.body.length} casinos in ${adminList.ms.toFixed(0)} ms`,
  );
  console.log(
    `API process memory (RSS): ${memoryBefore.toFixed(0)} MB at start, ${memorySeeded.toFixed(0)} MB after seeding, ${memoryAfter.toFixed(0)} MB after the measurements`,
  );
  console.log('First (uncached) answer of each query:');
  for (const { path, ms } of firstAnswers)
    console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${path}`);
  const int = (n) => Math.round(n).toLocaleString('en-US');
  console.log(`\n| GET (${present} extra casinos) | req/s | p50 | p90 | p99 | errors |`);
  console.log('|---|---|---|---|---|---|');
  for (const { path, result, errors } of summary) {
    const ok = result.latency.p90 <= BUDGET.p90 && result.latency.p99 <= BUDGET.p99 && !errors;
    console.log(
      `| ${path} | ${int(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p90} ms | ${result.latency.p99} ms | ${errors}${ok ? '' : ' (over budget)'} |`,
    );
  }
} finally {
  await site.stop();
}
