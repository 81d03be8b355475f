// The database-fault check from outside: under load (API reads, page loads, newsletter
// sign-ups from distinct visitors), the embedded database is killed with SIGKILL. Reports the
// statuses seen, the slowest answer, how long until the API answered again, and whether every
// acknowledged sign-up is still stored (read back through the admin's subscriber export).
// Usage: node bench/db-kill.mjs (starts its own site), or
//        ADMIN_PASSWORD=... node bench/db-kill.mjs <site URL> <embedded database pid>
import { execFileSync } from 'node:child_process';
import { freePort, startSiteServer } from '../scripts/lib/site-server.mjs';
import { adminHeaders } from './lib/adminSession.mjs';
import { report } from './lib/report.mjs';

const PASSWORD = process.env.ADMIN_PASSWORD ?? 'bench-admin-password-2026';
const WATCH_MS = 12_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let site = null;
let base = process.argv[2];
let pid = Number(process.argv[3]);
if (!base) {
  const dbPort = await freePort();
  site = await startSiteServer({
    adminPassword: PASSWORD,
    env: { EMBEDDED_DB_PORT: String(dbPort), TRUST_PROXY: '1' },
  });
  base = site.url;
  pid = Number(execFileSync('pgrep', ['-f', `embedded-db -listen 127.0.0.1:${dbPort}`]).toString());
}

async function timed(kind, path, init = {}, email) {
  const startedAt = Date.now();
  let status = 0;
  try {
    const res = await fetch(new URL(path, base), { ...init, signal: AbortSignal.timeout(5000) });
    status = res.status;
    await res.arrayBuffer();
  } catch {
    status = 0; // no answer within 5 s
  }
  return { kind, startedAt, ms: Date.now() - startedAt, status, email };
}

let n = 0;
const one = () => {
  n += 1;
  if (n % 3 === 0) return timed('read', '/api/casinos');
  if (n % 3 === 1) return timed('page', '/compare', { headers: { accept: 'text/html' } });
  const email = `kill-${Date.now()}-${n}@example.com`;
  return timed(
    'write',
    '/api/newsletter/subscribe',
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `198.18.${(n >> 8) & 255}.${n & 255}`,
      },
      body: JSON.stringify({ email }),
    },
    email,
  );
};

try {
  const samples = [];
  let running = true;
  const workers = Array.from({ length: 8 }, async () => {
    while (running) samples.push(await one());
  });
  await sleep(2000);
  const killedAt = Date.now();
  process.kill(pid, 'SIGKILL');
  await sleep(WATCH_MS);
  running = false;
  await Promise.all(workers);

  const after = samples.filter((s) => s.startedAt >= killedAt);
  const apiFailures = after.filter(
    (s) => s.kind !== 'page' && s.status !== 200 && s.status !== 201,
  );
  const lastFailureEnd = apiFailures.reduce((t, s) => Math.max(t, s.startedAt + s.ms), killedAt);
  const recovered = after.some(
    (s) => s.kind !== 'page' && s.status < 300 && s.startedAt > lastFailureEnd,
  );
  const tally = {};
  for (const s of after)
    tally[`${s.kind} ${s.status || 'no answer'}`] =
      (tally[`${s.kind} ${s.status || 'no answer'}`] ?? 0) + 1;
  console.log(`after the kill: ${JSON.stringify(tally)}`);
  const slowest = after.reduce((a, b) => (b.ms > a.ms ? b : a));
  console.log(
    `slowest: ${slowest.kind} ${slowest.status} ${slowest.ms} ms, started ${slowest.startedAt - killedAt} ms after the kill`,
  );

  let lost = -1;
  const acknowledged = samples.filter((s) => s.kind === 'write' && s.status === 201);
  if (recovered) {
    // The whole list, as staff export it (the admin list answers one page).
    const exported = await fetch(new URL('/api/admin/subscribers/export', base), {
      headers: await adminHeaders(base, PASSWORD),
    });
    const rows = (await exported.text()).trim().split('\r\n').slice(1);
    const stored = new Set(rows.map((row) => row.split(',')[0].replaceAll('"', '')));
    lost = acknowledged.filter((s) => !stored.has(s.email)).length;
  }
  report('Database kill under load', [
    { name: 'requests after the kill', value: after.length, unit: '' },
    {
      name: 'API answers other than 2xx/503',
      value: after.filter((s) => s.kind !== 'page' && ![200, 201, 503].includes(s.status)).length,
      unit: '',
      budget: 0,
    },
    {
      name: 'pages not rendered (not 200)',
      value: after.filter((s) => s.kind === 'page' && s.status !== 200).length,
      unit: '',
      budget: 0,
    },
    {
      name: 'slowest answer during the outage (+1 s)',
      value: Math.max(
        ...after.filter((s) => s.startedAt <= lastFailureEnd + 1000).map((s) => s.ms),
      ),
      unit: 'ms',
      budget: 2000,
    },
    { name: 'slowest answer, whole run', value: Math.max(...after.map((s) => s.ms)), unit: 'ms' },
    {
      name: 'recovered by itself (1 = yes)',
      value: recovered ? 1 : 0,
      unit: '',
      budget: 1,
      better: 'higher',
    },
    {
      name: 'recovery after the kill',
      value: recovered ? lastFailureEnd - killedAt : WATCH_MS,
      unit: 'ms',
      budget: 10_000,
    },
    { name: 'acknowledged sign-ups', value: acknowledged.length, unit: '' },
    { name: 'acknowledged sign-ups lost (-1: unknown)', value: lost, unit: '', budget: 0 },
  ]);
} finally {
  await site?.stop();
}
