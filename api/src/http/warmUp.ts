import http from 'node:http';
import {
  BONUS_TYPE_FILTERS,
  COMPARE_SORTS,
  GAME_TYPE_FILTERS,
  PAYMENT_METHOD_FILTERS,
  ROUTE_TABLE,
} from '@sweepscout/shared';
import { ownRequestHeaders, unkeptRequestHeaders } from './ownRequests';

/**
 * Start-up warm-up: a burst of public reads over loopback before the server says it is ready.
 *
 * Why: a fresh process answers its first few thousand requests slowly. V8 has not compiled the
 * HTTP parser, the fast path and the answer writer yet, the young generation starts at 1 MB (so
 * early load triggers frequent scavenges that promote live request objects), and each cached
 * answer's compressed forms are made on first use. Measured on 2 cores at 64 connections, the
 * first seconds after start had a p99 of 16 to 29 ms against 3 to 9 ms once warm. Paying that
 * here, before /readyz and the start log announce the site, means no visitor pays it.
 *
 * Then pages for queries no visitor asked, each rendered on the server as a visitor's new filter
 * set is (renderWarmUpPath). V8 optimizes a function fully after about 3,000 calls, so the code a
 * page runs once (its route, loaders, components, answer writer) stays slow for a fresh process's
 * first thousand or so renders: on 2 cores, with two workers, new /compare filter sets ran at 162
 * to 196 pages/s with 10 to 11 ms of CPU a page over a fresh site's first 10 s, against 228 to
 * 252 pages/s and 7.5 to 8 ms after 1,500 such renders each (docs/performance.md). Nothing keeps
 * them (unkeptRequestHeaders): a visitor who asks one of those queries costs a render as well.
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

/**
 * Page number n of the render warm-up: a /compare filter set (its sort, minimum rating and a
 * subset of each filter group), every fourth one a /search for two letters. Each is a page the
 * server renders, as it does for a visitor's new query.
 */
export function renderWarmUpPath(n: number): string {
  if (n % 4 === 3) {
    const letter = (i: number) => String.fromCharCode(97 + (i % 26));
    return `/search?q=${letter(n)}${letter(Math.floor(n / 26))}`;
  }
  let rest = n;
  const take = (size: number) => {
    const value = rest % size;
    rest = Math.floor(rest / size);
    return value;
  };
  const subset = (list: readonly string[]) => {
    const bits = take(1 << list.length);
    return list.filter((_, i) => bits & (1 << i));
  };
  const query = new URLSearchParams({
    sort: COMPARE_SORTS[take(COMPARE_SORTS.length)].value,
    minRating: String(take(5)),
  });
  const groups = {
    gameTypes: subset(GAME_TYPE_FILTERS),
    paymentMethods: subset(PAYMENT_METHOD_FILTERS),
    bonusTypes: subset(BONUS_TYPE_FILTERS),
  };
  for (const [name, picked] of Object.entries(groups)) {
    if (picked.length > 0) query.set(name, picked.join(','));
  }
  return `/compare?${query.toString()}`;
}

/** What browsers and load tools send; each encoding has its own cached bytes to make. */
const ENCODINGS = ['gzip, deflate, br', 'gzip', ''];

/** The burst of reads stops after this long, leaving the rest of the warm-up to the renders. */
const READS_MAX_MS = 3000;

export interface WarmUpOptions {
  /** Stop after this long even if requests remain (a slow machine must still start). */
  maxMs?: number;
  /** Reads in the burst (within READS_MAX_MS). */
  requests?: number;
  /** Pages for new queries rendered after the burst (renderWarmUpPath), if time remains. */
  renders?: number;
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
  const { maxMs = 3000, requests = 6000, renders = 0, concurrency = 32 } = options;
  const url = new URL(origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const started = Date.now();
  /** Sends `count` requests, `concurrency` at a time, until done or `ms` after the start. */
  const burst = async (count: number, ms: number, request: (n: number) => Promise<void>) => {
    const deadline = started + Math.min(ms, maxMs);
    let sent = 0;
    const worker = async () => {
      while (sent < count && Date.now() < deadline) {
        const n = sent;
        sent += 1;
        await request(n);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return sent;
  };
  try {
    const reads = await burst(requests, READS_MAX_MS, (n) => {
      const { path, accept } = WARM_PATHS[n % WARM_PATHS.length];
      const encoding = ENCODINGS[Math.floor(n / WARM_PATHS.length) % ENCODINGS.length];
      return get(agent, url, path, {
        ...ownRequestHeaders(),
        accept,
        ...(encoding ? { 'accept-encoding': encoding } : {}),
      });
    });
    const rendered = await burst(renders, maxMs, (n) =>
      get(agent, url, renderWarmUpPath(n), {
        ...unkeptRequestHeaders(),
        accept: 'text/html',
        'accept-encoding': ENCODINGS[0],
      }),
    );
    return reads + rendered;
  } finally {
    agent.destroy();
  }
}
