// The admin casinos list at scale (admin tables must scale): a site on its own database gets
// generated casinos through the admin API (as bench/scale.mjs seeds them: the real create path),
// then one page of GET /api/admin/casinos is timed for each way the Casinos screen asks for one:
// first page, a deep page, each sort, a search and a state filter. p95 is set beside the 200 ms
// budget, and beside the reference of the same run: the health check of the same process.
// Usage: node bench/admin-lists.mjs [casinos] [requests per query] [seeding minutes]
// Seeding stops at the time limit when one is given (the figures then say how many were added).
import { startSiteServer } from '../scripts/lib/site-server.mjs';
import { adminHeaders } from './lib/adminSession.mjs';
import { report } from './lib/report.mjs';
import { percentile } from './lib/stats.mjs';

const CASINOS = Number(process.argv[2] ?? 10_000);
const REQUESTS = Math.max(20, Number(process.argv[3] ?? 100));
const SEED_LIMIT_MS = Number(process.argv[4] ?? Infinity) * 60_000;
const SEED_CONCURRENCY = 8;
const CONCURRENCY = 4;
const BUDGET_P95_MS = 200;
const PASSWORD = 'admin-lists-bench-password-1';

/** What the Casinos screen asks for: a page of 25, sorted, searched or filtered on the server. */
const QUERIES = [
  'page=1&pageSize=25',
  'page=200&pageSize=25',
  'page=1&pageSize=25&sort=name&dir=asc',
  'page=1&pageSize=25&sort=rating&dir=desc',
  'page=1&pageSize=25&sort=bonus&dir=desc',
  'page=1&pageSize=25&sort=updatedAt&dir=desc',
  'page=1&pageSize=25&q=casino%2012',
  'page=1&pageSize=25&state=published&sort=name',
  'page=3&pageSize=25&state=draft',
];

const casinoBody = (index) => ({
  name: `List Bench Casino ${index}`,
  slug: `list-bench-casino-${index}`,
  description: `Generated casino number ${index} for the admin list benchmark.`,
  rating: (1 + ((index * 37) % 41) / 10).toFixed(1),
  bonusAmount: `${(index % 50) * 1000} Gold Coins`,
  gamesCount: `${100 + (index % 1900)}+ Games`,
  gameTypes: index % 2 ? 'Slots, Table Games' : 'Slots',
  paymentMethods: ['PayPal'],
  features: { dailyLoginBonus: index % 3 === 0 },
  websiteUrl: `https://example.com/list-bench-${index}`,
  // One in ten a draft, so that the state filter has something to find.
  ...(index % 10 === 0 ? { status: 'draft' } : {}),
});

async function seed(base, headers) {
  const stopAt = Date.now() + SEED_LIMIT_MS;
  let next = 1;
  let added = 0;
  const worker = async () => {
    while (next <= CASINOS && Date.now() < stopAt) {
      const res = await fetch(`${base}/api/admin/casinos`, {
        method: 'POST',
        headers,
        body: JSON.stringify(casinoBody(next++)),
      });
      if (res.status !== 201) throw new Error(`POST casino: ${res.status} ${await res.text()}`);
      added += 1;
    }
  };
  await Promise.all(Array.from({ length: SEED_CONCURRENCY }, worker));
  return added;
}

/** REQUESTS timed GETs, CONCURRENCY at a time; every answer must be 200. */
async function measure(url, headers) {
  const times = [];
  let sent = 0;
  const worker = async () => {
    while (sent < REQUESTS) {
      sent += 1;
      const started = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
      times.push(performance.now() - started);
    }
  };
  await fetch(url, { headers }); // warm-up
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

// ADMIN_LISTS_SITE_URL (with ADMIN_PASSWORD) measures a site already running and seeded, e.g. the
// one bench/scale.mjs filled with 10,000 casinos, instead of seeding a new one.
const external = process.env.ADMIN_LISTS_SITE_URL;
const site = external
  ? { url: external, stop: async () => {} }
  : await startSiteServer({ adminPassword: PASSWORD });
try {
  const headers = await adminHeaders(site.url, process.env.ADMIN_PASSWORD ?? PASSWORD);
  const seedStarted = performance.now();
  const added = external ? 0 : await seed(site.url, headers);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const total = (
    await fetch(`${site.url}/api/admin/casinos?page=1&pageSize=1`, { headers })
  ).headers.get('x-total-count');
  console.log(
    `Casinos added through the admin API: ${added} in ${seedSeconds.toFixed(0)} s; ${total} in the admin list`,
  );

  const reference = await measure(`${site.url}/healthz`, {});
  const rows = [{ name: 'reference: GET /healthz p95', value: reference.p95, unit: 'ms' }];
  for (const query of QUERIES) {
    const { p50, p95 } = await measure(`${site.url}/api/admin/casinos?${query}`, headers);
    rows.push({ name: `${query} p50`, value: p50, unit: 'ms' });
    rows.push({ name: `${query} p95`, value: p95, unit: 'ms', budget: BUDGET_P95_MS });
  }
  report(
    `Admin casinos list, ${total} casinos (${REQUESTS} requests per query, ${CONCURRENCY} at a time)`,
    rows,
  );
} finally {
  await site.stop();
}
