// A server that does nothing but spend a given CPU time on each request and answer a body of a
// given size, with as many cluster workers as the site: what a site with that CPU cost per page
// would answer at best on this machine, with no allocation, no garbage collection and no
// variation between pages (bench/uncached-render.mjs, the floor). Its requests are started as the
// site starts those its answer cache cannot answer: one a turn of the event loop, the oldest first
// (api/src/http/requestTurns.ts, from the API's build).
// Usage: cpu-floor-server.mjs <port> <workers> <cpu ms per answer> <body bytes>
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

const { handledInTurns } = createRequire(import.meta.url)('../../api/dist/http/requestTurns.js');

const [port, workers, cpuMsPerAnswer, bodyBytes] = process.argv.slice(2).map(Number);

/** Spends `ms` of this process's CPU time (not wall time: a worker waiting for a core burns none). */
function spendCpu(ms) {
  const start = process.cpuUsage();
  let sink = 0;
  for (;;) {
    for (let i = 0; i < 10_000; i += 1) sink = (sink * 31 + i) | 0;
    const used = process.cpuUsage(start);
    if ((used.user + used.system) / 1000 >= ms) return sink;
  }
}

if (cluster.isPrimary) {
  let listening = 0;
  for (let i = 0; i < workers; i += 1) {
    cluster.fork().once('listening', () => {
      listening += 1;
      if (listening === workers) process.send?.('ready');
    });
  }
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
    process.exit(0);
  });
} else {
  const body = Buffer.alloc(bodyBytes, 'x');
  createServer(
    handledInTurns((_req, res) => {
      spendCpu(cpuMsPerAnswer);
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': body.length });
      res.end(body);
    }),
  ).listen(port, '127.0.0.1');
}
