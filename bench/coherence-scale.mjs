// Coherence and memory at catalog scale: two API instances on one database (the second joins the
// database the first's start log names). Generated casinos are written straight into the
// database (insertMany in batches, then one change signal naming no ids: every instance reloads
// the collection, as after any write it cannot patch) because seeding 10,000 casinos through the
// admin API takes minutes. For each size the bench prints how long the second instance took to
// rebuild its read model from that reload and each instance's memory (RSS). At the first size,
// it then saves one casino through the first instance's admin API, `rounds` times, and times how
// long until every public endpoint of the second shows the save (p95 against the budget), and
// finally loads the second with new (uncached) queries and prints its memory afterwards.
// Usage: node bench/coherence-scale.mjs [rounds=50] [sizes=10000,50000]
import autocannon from './lib/autocannon.mjs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from '../scripts/lib/run.mjs';
import { casinoBody, generator } from './lib/generatedCasinos.mjs';
import { report } from './lib/report.mjs';
import { adminHeaders } from './lib/adminSession.mjs';
import { endpointsShowing, INSTANCE_PASSWORD, readFrom, startInstance } from './lib/instances.mjs';
import { rssMb } from './lib/processes.mjs';
import { percentile } from './lib/stats.mjs';

const ROUNDS = Number(process.argv[2] ?? 50);
const SIZES = (process.argv[3] ?? '10000,50000').split(',').map(Number);
const BUDGET = { p95Ms: 500, rssMb: 400 };
const GIVE_UP_MS = 10_000;
const INSERT_BATCH = 1000;
const LOAD_SECONDS = 10;

const require = createRequire(path.join(REPO_ROOT, 'api', 'package.json'));
const { MongoClient, ObjectId } = require('mongodb');
const { casinoInputSchema, RATING_CRITERION_KEYS } = require('@sweepscout/shared');
const { toCasinoDocument } = require('./dist/features/casinos/model');
const TOP_SUB_SCORES = Object.fromEntries(RATING_CRITERION_KEYS.map((key) => [key, 10]));

const GAME_TYPES = ['Slots', 'Table Games', 'Live Dealer', 'Progressives'];
const PAYMENTS = ['Credit Card', 'PayPal', 'Bank Transfer', 'Crypto'];
const SORTS = ['rating-high', 'rating-low', 'bonus-value', 'games-count'];
/** Compare filters numbered n: 16 x 16 filter sets x 4 sorts x 3 ratings x 4 pages, then again. */
function newQuery(n) {
  const pick = (list, bits) => list.filter((_, i) => bits & (1 << i));
  const query = new URLSearchParams({
    sort: SORTS[n % 4],
    minRating: String(n % 3),
    page: String(1 + (Math.floor(n / 3) % 4)),
  });
  const games = pick(GAME_TYPES, Math.floor(n / 12) % 16);
  const payments = pick(PAYMENTS, Math.floor(n / 192) % 16);
  if (games.length) query.set('gameTypes', games.join(','));
  if (payments.length) query.set('paymentMethods', payments.join(','));
  return query.toString();
}

/** Generated casinos numbered from `from` to `to` (published), inserted as the models store them. */
async function insertCasinos(db, from, to) {
  const random = generator(from);
  const casinos = db.collection('casinos');
  for (let start = from; start <= to; start += INSERT_BATCH) {
    const now = new Date();
    const batch = [];
    for (let i = start; i <= Math.min(to, start + INSERT_BATCH - 1); i += 1) {
      const fields = toCasinoDocument(casinoInputSchema.parse(casinoBody(i, random)));
      batch.push({
        ...fields,
        _id: new ObjectId(),
        status: 'published',
        publishAt: null,
        createdAt: now,
        updatedAt: now,
      });
    }
    await casinos.insertMany(batch, { ordered: false });
  }
}

/** The change signal a script writing around the models sends (README: writes): reload casinos. */
async function signalReload(db) {
  const counter = await db
    .collection('changes')
    .findOneAndUpdate(
      { _id: 'casinos' },
      { $inc: { version: 1 } },
      { upsert: true, returnDocument: 'after' },
    );
  const version = counter.version;
  await db
    .collection('changelog')
    .insertOne({ _id: `casinos:${version}`, collection: 'casinos', version, ids: null });
}

async function compareTotal(base) {
  const res = await fetch(`${base}/api/casinos/compare?pageSize=1`);
  return res.ok ? (await res.json()).total : -1;
}

const first = await startInstance();
const instances = [first];
const client = new MongoClient(first.databaseUri);
try {
  const second = await startInstance({ MONGODB_URI: first.databaseUri });
  instances.push(second);
  await client.connect();
  // The database the API uses unless the URI names another (api/src/db/connect.ts).
  const db = client.db(new URL(first.databaseUri).pathname.slice(1) || 'sweepscout');
  const base = await compareTotal(second.url);

  let inserted = 0;
  let saveRounds = null;
  for (const size of SIZES) {
    const insertStarted = performance.now();
    await insertCasinos(db, inserted + 1, size);
    const insertSeconds = (performance.now() - insertStarted) / 1000;
    inserted = size;
    const signalled = performance.now();
    await signalReload(db);
    while ((await compareTotal(second.url)) < base + size) {
      if (performance.now() - signalled > 300_000) throw new Error(`${size}: never reloaded`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const rebuildMs = performance.now() - signalled;
    // Let both instances settle (the first rebuilds too), then read their memory.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    report(`Coherence at scale: ${size} casinos written straight to the database`, [
      { name: 'insertMany into the database', value: insertSeconds, unit: 's' },
      { name: 'second instance: reload signalled to shown', value: rebuildMs, unit: 'ms' },
      { name: 'first instance RSS', value: rssMb(first.pid), unit: 'MB' },
      { name: 'second instance RSS', value: rssMb(second.pid), unit: 'MB' },
    ]);
    if (saveRounds === null) saveRounds = await measureSaves(second, size);
  }
} finally {
  await client.close().catch(() => undefined);
  for (const instance of instances.reverse()) await instance.stop();
}

async function measureSaves(second, size) {
  const admin = await adminHeaders(first.url, INSTANCE_PASSWORD);
  const [featured] = await (await fetch(`${first.url}/api/casinos/featured`)).json();
  const { id, ...casino } = await (
    await fetch(`${first.url}/api/admin/casinos/${featured.id}`, { headers: admin })
  ).json();
  const endpoints = endpointsShowing(casino, id, ['/api/casinos?page=1&pageSize=100']);
  const read = readFrom(second);
  for (const url of endpoints) await read(url);

  const afterSave = [];
  /** Per endpoint: how long after each save it first showed the save. */
  const shownAfter = new Map();
  let version = casino.updatedAt;
  for (let round = 1; round <= ROUNDS; round += 1) {
    const name = `${casino.name.slice(0, 5)} Round ${round}`;
    const saved = await fetch(`${first.url}/api/admin/casinos/${id}`, {
      method: 'PUT',
      headers: admin,
      // Rated 5 (every sub-score 10: the rating is computed from them), its name before every
      // generated one: first in the compare table's first page.
      body: JSON.stringify({
        ...casino,
        name,
        rating: 5,
        subScores: TOP_SUB_SCORES,
        updatedAt: version,
      }),
    });
    if (!saved.ok) throw new Error(`PUT ${saved.status}: ${await saved.text()}`);
    version = (await saved.json()).updatedAt;
    const acknowledged = performance.now();
    // Each endpoint read over and over on its own until it shows the save (as many visitors
    // would), so that one slow answer does not hold back the others' readings.
    const shown = await Promise.all(
      endpoints.map(async (url) => {
        while (performance.now() - acknowledged < GIVE_UP_MS) {
          if ((await read(url)).includes(name)) return performance.now() - acknowledged;
        }
        throw new Error(`never shown on the second instance: ${url}`);
      }),
    );
    endpoints.forEach((url, i) => shownAfter.set(url, [...(shownAfter.get(url) ?? []), shown[i]]));
    // Shown on every endpoint: when the last one showed it.
    afterSave.push(Math.max(...shown));
  }

  console.log('\nMedian time to show a save, per endpoint of the second instance:');
  for (const [url, times] of shownAfter) {
    console.log(`  ${percentile(times, 0.5).toFixed(0).padStart(6)} ms  ${url}`);
  }

  // Load: new compare queries and pages (each one computed, then cached), then memory.
  let n = 0;
  const result = await autocannon({
    url: second.url,
    connections: 16,
    duration: LOAD_SECONDS,
    requests: [
      {
        setupRequest: (request) => {
          n += 1;
          const paths = [
            `/api/casinos/compare?${newQuery(n)}`,
            `/compare?${newQuery(n + 1)}`,
            `/api/search?q=casino%20${n % 10000}`,
            `/casino/scale-casino-${(n % size) + 1}`,
          ];
          return { ...request, path: paths[n % paths.length], headers: { accept: 'text/html' } };
        },
      },
    ],
  });
  report(
    `Coherence at scale: a save on one instance seen on every endpoint of another (${size} casinos, ${ROUNDS} saves)`,
    [
      {
        name: 'after the save answered: p95',
        value: percentile(afterSave, 0.95),
        unit: 'ms',
        budget: BUDGET.p95Ms,
      },
      { name: 'after the save answered: median', value: percentile(afterSave, 0.5), unit: 'ms' },
      { name: 'after the save answered: worst', value: Math.max(...afterSave), unit: 'ms' },
      {
        name: `load: ${LOAD_SECONDS} s of new queries, answers/s`,
        value: result.requests.average,
        unit: 'req/s',
      },
      { name: 'load: errors and non-2xx', value: result.errors + result.non2xx, unit: '' },
      {
        name: 'second instance RSS after the load',
        value: rssMb(second.pid),
        unit: 'MB',
        budget: BUDGET.rssMb,
      },
    ],
  );
  return afterSave;
}
