// The login check from outside: 50 concurrent wrong logins for `admin` from one client.
// Counts how many passwords were really checked (401) or refused unchecked (429), the latency of
// public reads meanwhile, and whether the owner then signs in from another client address
// (127.0.0.2). Usage: node bench/login-burst.mjs [site URL] (default: starts its own site);
// for a running site set ADMIN_PASSWORD to its admin password.
import http from 'node:http';
import { startSiteServer } from '../scripts/lib/site-server.mjs';
import { report } from './lib/report.mjs';
import { percentile } from './lib/stats.mjs';

const BURST = 50;
const PASSWORD = process.env.ADMIN_PASSWORD ?? 'bench-admin-password-2026';

function send(base, path, { method = 'GET', body, localAddress } = {}) {
  const url = new URL(path, base);
  const payload = body ? JSON.stringify(body) : undefined;
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      url,
      {
        method,
        localAddress,
        agent: false,
        headers: payload
          ? {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(payload),
              // The admin area's CSRF header, which every unsafe admin call needs.
              'x-requested-with': 'sweepscout-admin',
            }
          : {},
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
      },
    );
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(payload);
  });
}

const given = process.argv[2];
const site = given ? null : await startSiteServer({ adminPassword: PASSWORD });
const base = given ?? site.url;
try {
  for (let i = 0; i < 5; i += 1) await send(base, '/api/casinos'); // warm up
  const idle = [];
  for (let i = 0; i < 20; i += 1) idle.push((await send(base, '/api/casinos')).ms);

  let bursting = true;
  const during = [];
  const reader = (async () => {
    while (bursting) during.push((await send(base, '/api/casinos')).ms);
  })();
  const burst = await Promise.all(
    Array.from({ length: BURST }, () =>
      send(base, '/api/admin/login', {
        method: 'POST',
        body: { username: 'admin', password: 'wrong-password' },
      }),
    ),
  );
  bursting = false;
  await reader;
  const owner = await send(base, '/api/admin/login', {
    method: 'POST',
    body: { username: 'admin', password: PASSWORD },
    localAddress: '127.0.0.2',
  });

  const count = (status) => burst.filter((r) => r.status === status).length;
  console.log(
    `burst statuses: ${JSON.stringify(Object.fromEntries([...new Set(burst.map((r) => r.status))].map((s) => [s, count(s)])))}`,
  );
  console.log(`owner from 127.0.0.2: ${owner.status} in ${owner.ms.toFixed(0)} ms`);
  report('Login burst', [
    { name: 'passwords checked (401) of 50 wrong logins', value: count(401), unit: '', budget: 5 },
    { name: 'refused unchecked (429)', value: count(429), unit: '' },
    {
      name: 'burst duration (slowest login answer)',
      value: Math.max(...burst.map((r) => r.ms)),
      unit: 'ms',
    },
    { name: 'public read p50, idle', value: percentile(idle, 0.5), unit: 'ms' },
    {
      name: 'public read max during the burst',
      value: Math.max(...during),
      unit: 'ms',
      budget: 250,
    },
    { name: 'public reads during the burst', value: during.length, unit: '' },
    {
      name: 'owner signs in from another client (1 = yes)',
      value: owner.status === 200 ? 1 : 0,
      unit: '',
      budget: 1,
      better: 'higher',
    },
  ]);
} finally {
  await site?.stop();
}
