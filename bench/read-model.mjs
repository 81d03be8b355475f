// The public read model in memory at scale, without HTTP or a database: heap per 1,000 casinos,
// the time to derive the public view again after a write, and uncached compare and search
// queries over generated casinos. Needs the API built (api/dist).
// Usage: node --expose-gc bench/read-model.mjs [casinos]
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from '../scripts/lib/run.mjs';
import { casinoBody, generator } from './lib/generatedCasinos.mjs';
import { report } from './lib/report.mjs';

const require = createRequire(path.join(REPO_ROOT, 'api', 'package.json'));
const { Types } = require('mongoose');
const { casinoInputSchema } = require('@sweepscout/shared');
const { toCasinoDocument } = require('./dist/features/casinos/model');
const { PublicView } = require('./dist/readModel/publicView');
const { emptySnapshot } = require('./dist/readModel/snapshot');

const CASINOS = Number(process.argv[2] ?? 10_000);
const QUERY_RUNS = 200;
const random = generator(7);
const heap = () => {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
};
const ms = (started, runs = 1) => (performance.now() - started) / runs;

const start = heap();
const snapshot = emptySnapshot();
for (let i = 1; i <= CASINOS; i += 1) {
  const fields = toCasinoDocument(casinoInputSchema.parse(casinoBody(i, random)));
  const _id = new Types.ObjectId();
  const now = new Date();
  snapshot.casinos.set(String(_id), {
    ...fields,
    _id,
    status: 'published',
    createdAt: now,
    updatedAt: now,
  });
}
const records = heap() - start;

let started = performance.now();
let view = PublicView.build(snapshot, Date.now());
const firstBuild = ms(started);
started = performance.now();
for (let i = 0; i < 3; i += 1) view = PublicView.build(snapshot, Date.now());
const rebuild = ms(started, 3);
const withView = heap() - start;

// A write to one casino: the view patched (that casino moves in every sorted list and index).
const PATCHES = 50;
started = performance.now();
for (let i = 0; i < PATCHES; i += 1) {
  const [id, record] = [...snapshot.casinos.entries()][i];
  snapshot.casinos = new Map(snapshot.casinos).set(id, { ...record, rating: 5, name: `P ${i}` });
  view = view.patched(snapshot, { casinos: [id] }, Date.now());
}
const patch = ms(started, PATCHES);

const query = (fields) => ({
  gameTypes: [],
  bonusTypes: [],
  paymentMethods: [],
  minRating: 0,
  sort: 'rating-high',
  page: 1,
  pageSize: 10,
  ...fields,
});
const compareQueries = [
  query({ gameTypes: ['Slots'], minRating: 4, sort: 'bonus-value' }),
  query({ paymentMethods: ['PayPal', 'Crypto'], bonusTypes: ['Daily Login'], sort: 'games-count' }),
  query({ sort: 'rating-low', page: 20 }),
  query({ gameTypes: ['Live Dealer'], bonusTypes: ['VIP Program'], minRating: 3, pageSize: 50 }),
];
let slowestCompare = 0;
for (const q of compareQueries) {
  started = performance.now();
  for (let i = 0; i < QUERY_RUNS; i += 1) JSON.stringify(view.casinos.compare.query(q));
  slowestCompare = Math.max(slowestCompare, ms(started, QUERY_RUNS));
}
started = performance.now();
for (let i = 0; i < QUERY_RUNS; i += 1) view.search('zzz no match', 8);
const searchScan = ms(started, QUERY_RUNS);
const MB = 1024 * 1024;

report(`Read model in memory (${CASINOS} casinos)`, [
  {
    name: 'heap per 1,000 casinos (records + view)',
    value: withView / MB / (CASINOS / 1000),
    unit: 'MB',
  },
  { name: 'of which the stored records', value: records / MB / (CASINOS / 1000), unit: 'MB' },
  { name: 'first view (JSON of every casino made)', value: firstBuild, unit: 'ms' },
  { name: 'view built whole again', value: rebuild, unit: 'ms' },
  { name: 'view patched after a write to one casino', value: patch, unit: 'ms', budget: 50 },
  { name: 'slowest uncached compare page + JSON', value: slowestCompare, unit: 'ms', budget: 15 },
  { name: 'search scanning every name', value: searchScan, unit: 'ms', budget: 15 },
  {
    name: 'every casino as JSON (unpaged, contract 1.2)',
    value: JSON.stringify(view.casinos.slice(0, Infinity)).length / MB,
    unit: 'MB',
  },
]);
