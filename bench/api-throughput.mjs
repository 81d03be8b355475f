// API throughput and latency of GET /api/casinos, beside a raw node:http server that writes the
// same bytes: the gap is what Express, validation, mongoose and the database cost per request.
// Traffic stays on loopback, bounded in time. Usage: node bench/api-throughput.mjs [seconds]
import autocannon from 'autocannon';
import { createServer } from 'node:http';
import { freePort, startSiteServer } from '../scripts/lib/site-server.mjs';
import { report } from './lib/report.mjs';

const DURATION_S = Math.min(Number(process.argv[2] ?? 10), 60);
const CONNECTIONS = 10;

function load(url) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { accept: 'application/json' },
  });
}

const site = await startSiteServer();
try {
  const url = `${site.url}/api/casinos`;
  const sample = await fetch(url);
  const body = Buffer.from(await sample.arrayBuffer());
  const contentType = sample.headers.get('content-type') ?? 'application/json';

  // Warm up caches and the JIT before measuring.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const api = await load(url);

  const rawPort = await freePort();
  const raw = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    res.end(body);
  });
  await new Promise((resolve) => raw.listen(rawPort, '127.0.0.1', resolve));
  const baseline = await load(`http://127.0.0.1:${rawPort}/api/casinos`);
  raw.close();

  report(
    `API throughput GET /api/casinos (${body.length} bytes, ${CONNECTIONS} connections, ${DURATION_S}s)`,
    [
      {
        name: 'API requests per second',
        value: api.requests.average,
        unit: 'req/s',
        budget: 1000,
        better: 'higher',
      },
      { name: 'API latency p50', value: api.latency.p50, unit: 'ms', budget: 20 },
      { name: 'API latency p99', value: api.latency.p99, unit: 'ms', budget: 60 },
      { name: 'API errors and non-2xx', value: api.errors + api.non2xx, unit: '', budget: 0 },
      {
        name: 'raw node:http requests per second',
        value: baseline.requests.average,
        unit: 'req/s',
      },
      { name: 'raw node:http latency p99', value: baseline.latency.p99, unit: 'ms' },
      {
        name: 'API share of raw throughput',
        value: (100 * api.requests.average) / baseline.requests.average,
        unit: '%',
      },
    ],
  );
} finally {
  await site.stop();
}
