// Two API processes on one database, as docs/operations.md ("Several API instances") runs
// them: the second joins the database the first's start log names. Each round saves a casino
// through the first's admin API and times how long until every public endpoint of the second
// shows it. Usage: node bench/coherence.mjs [rounds]
import { adminHeaders } from './lib/adminSession.mjs';
import { endpointsShowing, INSTANCE_PASSWORD, readFrom, startInstance } from './lib/instances.mjs';
import { report } from './lib/report.mjs';
import { median } from './lib/stats.mjs';

const ROUNDS = Number(process.argv[2] ?? 5);
const BUDGET_MS = 1000;
const GIVE_UP_MS = 10_000;

const first = await startInstance();
const instances = [first];
try {
  const second = await startInstance({ MONGODB_URI: first.databaseUri });
  instances.push(second);
  const admin = await adminHeaders(first.url, INSTANCE_PASSWORD);
  const casinos = await (await fetch(`${first.url}/api/admin/casinos`, { headers: admin })).json();
  const { id, ...casino } = casinos.find((c) => c.isFeatured);
  const endpoints = endpointsShowing(casino, id);
  const read = readFrom(second);
  for (const url of endpoints) await read(url); // the second instance caches every answer first

  const afterSave = [];
  const total = [];
  // Each save carries the version it read (optimistic concurrency): the last save's answer.
  let version = casino.updatedAt;
  for (let round = 1; round <= ROUNDS; round += 1) {
    const name = `${casino.name.slice(0, 5)} Round ${round}`;
    const started = performance.now();
    const saved = await fetch(`${first.url}/api/admin/casinos/${id}`, {
      method: 'PUT',
      headers: admin,
      body: JSON.stringify({ ...casino, name, updatedAt: version }),
    });
    if (!saved.ok) throw new Error(`PUT ${saved.status}: ${await saved.text()}`);
    version = (await saved.json()).updatedAt;
    const acknowledged = performance.now();
    const pending = new Set(endpoints);
    while (pending.size && performance.now() - started < GIVE_UP_MS) {
      const shown = await Promise.all([...pending].map(async (url) => [url, await read(url)]));
      for (const [url, text] of shown) if (text.includes(name)) pending.delete(url);
    }
    if (pending.size) throw new Error(`never shown on the second instance: ${[...pending]}`);
    afterSave.push(performance.now() - acknowledged);
    total.push(performance.now() - started);
  }
  report(`Coherence: a save on one instance seen on every endpoint of another (${ROUNDS} rounds)`, [
    {
      name: 'after the save answered: worst',
      value: Math.max(...afterSave),
      unit: 'ms',
      budget: BUDGET_MS,
    },
    { name: 'after the save answered: median', value: median(afterSave), unit: 'ms' },
    { name: 'from the save request: worst', value: Math.max(...total), unit: 'ms' },
  ]);
} finally {
  for (const instance of instances.reverse()) await instance.stop();
}
