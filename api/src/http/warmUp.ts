import http from 'node:http';
import { ROUTE_TABLE } from '@sweepscout/shared';
import { ownRequestHeaders } from './ownRequests';

/**
 * Start-up warm-up: a burst of public reads over loopback before the server says it is ready.
 *
 * Why: a fresh process answers its first few thousand requests slowly. V8 has not compiled the
 * HTTP parser, the fast path and the answer writer yet, the young generation starts at 1 MB (so
 * early load triggers frequent scavenges that promote live request objects), and each cached
 * answer's compressed forms are made on first use. Measured on 2 cores at 64 connections, the
 * first seconds after start had a p99 of 16 to 29 ms against 3 to 9 ms once warm. Paying that
 * here, before /readyz and the start log announce the site, means no visitor pays it.
 */

/** The JSON reads the pages make (lists, one record's code path is the same as a list's). */
const WARM_READS = [
  '/api/casinos?page=1&pageSize=100',
  '/api/casinos/featured',
  '/api/casinos/compare',
  '/api/reviews',
  '/api/guides',
  '/api/faqs',
  '/api/games',
];

/**
 * Every page the same for every visitor, from the route table: its public routes without a
 * parameter. Each one's first request renders it on the server; here, not for a visitor.
 */
const WARM_PAGES = ROUTE_TABLE.filter(
  (route) => route.area === 'public' && !route.path.includes(':'),
).map((route) => route.path);

const WARM_PATHS: ReadonlyArray<{ path: string; accept: string }> = [
  ...WARM_READS.map((path) => ({ path, accept: 'application/json' })),
  ...WARM_PAGES.map((path) => ({ path, accept: 'text/html' })),
];

/** What browsers and load tools send; each encoding has its own cached bytes to make. */
const ENCODINGS = ['gzip, deflate, br', 'gzip', ''];

export interface WarmUpOptions {
  /** Stop after this long even if requests remain (a slow machine must still start). */
  maxMs?: number;
  requests?: number;
  concurrency?: number;
}

function get(
  agent: http.Agent,
  origin: URL,
  path: string,
  headers: http.OutgoingHttpHeaders,
): Promise<void> {
  return new Promise((resolve) => {
    const request = http.get(
      { agent, hostname: origin.hostname, port: origin.port, path, headers },
      (response) => {
        response.resume();
        response.once('end', resolve);
        response.once('error', () => resolve());
      },
    );
    // A failed warm-up request costs nothing but its share of the warm-up.
    request.once('error', () => resolve());
  });
}

/** Sends the warm-up burst to the server listening at origin; resolves with the count sent. */
export async function warmUp(origin: string, options: WarmUpOptions = {}): Promise<number> {
  const { maxMs = 3000, requests = 6000, concurrency = 32 } = options;
  const url = new URL(origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const deadline = Date.now() + maxMs;
  let sent = 0;
  const worker = async () => {
    while (sent < requests && Date.now() < deadline) {
      const n = sent;
      sent += 1;
      const { path, accept } = WARM_PATHS[n % WARM_PATHS.length];
      const encoding = ENCODINGS[Math.floor(n / WARM_PATHS.length) % ENCODINGS.length];
      await get(agent, url, path, {
        ...ownRequestHeaders(),
        accept,
        ...(encoding ? { 'accept-encoding': encoding } : {}),
      });
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    agent.destroy();
  }
  return sent;
}
