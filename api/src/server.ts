import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import type { Express } from 'express';
import { createApp } from './app';
import { loadConfig, setting, type ServerConfig } from './config';
import { relayChangeCounters } from './cluster/changeRelay';
import { isChangeSignal, tellPrimary } from './cluster/messages';
import { followHeapSoftLimit } from './cluster/heapGrowth';
import { takeConnectionsFromPrimary } from './cluster/handedConnections';
import { startWorkers } from './cluster/primary';
import { isWorker } from './cluster/role';
import { listenOnPort, type Entrance } from './http/entrance';
import { connectDatabase, disconnectDatabase } from './db/connect';
import { startDatabase, type RunningDatabase } from './db/launcher';
import { startRetentionJob } from './db/retention';
import { markDraining, registerReadinessCheck } from './http/health';
import { logger } from './log/logger';
import { readModel } from './readModel/readModel';
import { loadStatePreviewKey } from './http/statePreview';
import { withoutCredentials } from './db/safeUri';
import { runSeed, type SeedResult } from './seed';
import { INITIAL_PASSWORD_FILE } from './seed/adminUser';
import { newServerBuildsSecret } from './site/serverBuilds';
import type { PageRenderer } from './site/pageRenderer';
import { importLegacyUploads } from './site/mediaStore';
import { warmUp } from './http/warmUp';
import { setOwnOrigin } from './http/ownOrigin';
import { startPublicationPurges } from './cdn/publicationPurges';
import { startCachedAnswerTally } from './http/cachedAnswerTally';

/** Longer than the idle timeout of the proxies in front (nginx: 60 s; AWS ALB: 60 s). */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * Sockets with a request in flight, so that shutdown can wait for exactly those. Once draining,
 * each answer ends its connection: a keep-alive client would otherwise hold close() open until
 * the deadline, and its next request would find the server gone.
 */
function trackBusySockets(server: Server, isDraining: () => boolean): Map<Socket, ServerResponse> {
  const busy = new Map<Socket, ServerResponse>();
  server.on('request', (req, res) => {
    busy.set(req.socket, res);
    if (isDraining()) res.setHeader('Connection', 'close');
    res.once('close', () => {
      busy.delete(req.socket);
      if (isDraining()) setImmediate(() => server.closeIdleConnections());
    });
  });
  return busy;
}

/**
 * Builds the read model and runs the warm-up (http/warmUp.ts: the burst of reads, then
 * WARM_UP_RENDERS renders, for at most WARM_UP_MS; 0: none) before the site is announced: /readyz
 * stays 503 and the start log waits until both are done.
 */
async function warmUpBeforeAnnouncing(
  origin: string,
  { warmUpMs: maxMs, warmUpRenders: renders }: Pick<ServerConfig, 'warmUpMs' | 'warmUpRenders'>,
): Promise<void> {
  if (maxMs === 0) return;
  let warm = false;
  registerReadinessCheck('warm-up', () => warm);
  try {
    await readModel.current();
    const started = Date.now();
    const sent = await warmUp(origin, { maxMs, renders });
    logger.info({ requests: sent, ms: Date.now() - started }, 'warm-up done');
  } catch (error) {
    // The site serves without it, only slower for its first seconds.
    logger.warn({ err: error }, 'warm-up skipped');
  }
  warm = true;
}

/**
 * What one site does once, whatever its number of workers: the first-run data and admin account,
 * media uploaded before GridFS, and the retention timer. Run by the process that also launches
 * the embedded database (the primary when there are workers).
 */
async function startSiteJobs(
  config: ServerConfig,
): Promise<{ seed: SeedResult; stop: () => void }> {
  const seed = await runSeed({
    adminPassword: config.adminPassword,
    adminTotpSecret: config.adminTotpSecret,
    dataDir: config.dataDir,
  });
  await importLegacyUploads(config.dataDir);
  return { seed, stop: startRetentionJob(config) };
}

function announce(
  port: number,
  database: RunningDatabase,
  seed: SeedResult,
  workers: number,
  dataDir: string,
): void {
  console.log(
    `SweepScout is running at http://localhost:${port}` +
      (workers > 1 ? ` (${workers} workers)` : ''),
  );
  // Another API instance joins this database with MONGODB_URI=<this URI> (docs/operations.md).
  console.log(
    `Database: ${withoutCredentials(database.uri)} (${database.embedded ? 'embedded FerretDB' : 'MONGODB_URI'})`,
  );
  console.log(
    seed.generatedAdminPasswordFile
      ? `Admin login: http://localhost:${port}/admin/login  username: admin  password: in ${seed.generatedAdminPasswordFile} (readable by this user only)\n` +
          'This generated password must be changed at the first sign-in; then delete the file. Or set ADMIN_PASSWORD.'
      : `Admin login: http://localhost:${port}/admin/login  username: admin  (password: ADMIN_PASSWORD, or the one written to ${path.join(dataDir, INITIAL_PASSWORD_FILE)} at the first start)`,
  );
}

/**
 * The HTTP server of this process on the connected database: opens its entrance (its own port,
 * or the connections its primary hands it) once the read model is built (a replacement worker
 * takes connections only when it can answer them at once), warms up, then calls `onReady`.
 * SIGTERM or SIGINT drain it: stop taking connections, let requests in flight finish (up to a
 * deadline), then `onStopped` (close the database, stop the site's jobs) and exit.
 */
async function serveHttp(
  config: ServerConfig,
  site: SiteOptions,
  open: (app: Express) => Promise<Entrance>,
  onReady: (port: number) => void,
  onStopped: () => Promise<void>,
): Promise<void> {
  followHeapSoftLimit(config.heapSoftLimitBytes);
  // Build the public read model now, so the first visitor is not the one who waits for it.
  registerReadinessCheck('read model', () => readModel.loaded);
  await readModel
    .current()
    .catch((error: unknown) => logger.warn({ err: error }, 'read model not built yet'));
  // The staff preview's key is checked on the request path without waiting: load it first.
  await loadStatePreviewKey().catch((error: unknown) =>
    logger.warn({ err: error }, 'state preview key not loaded yet'),
  );
  const app = createApp({
    siteRoot: config.siteRoot,
    dataDir: config.dataDir,
    trustProxy: config.trustProxy,
    pageRenderer: site.pageRenderer?.(config.siteRoot),
  });
  const entrance = await open(app);
  const { server, port } = entrance;
  setOwnOrigin(entrance.ownOrigin);
  // An idle keep-alive connection is closed by the client or its proxy, not under it: Node's 5 s
  // default races a load balancer (nginx keeps upstream connections 60 s) or any client reusing
  // the socket at that instant, which then gets ECONNRESET (a 502 behind a proxy).
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
  let closing = false;
  const busy = trackBusySockets(server, () => closing);
  await warmUpBeforeAnnouncing(entrance.ownOrigin, config);
  // Each serving process purges the cache as its own read model sees scheduled records go live
  // (the primary of several workers holds no read model; a purge sent twice is harmless).
  const stopPublicationPurges = startPublicationPurges();
  const stopCachedAnswerTally = startCachedAnswerTally();
  onReady(port);

  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    markDraining();
    stopPublicationPurges();
    const deadline = setTimeout(() => {
      logger.warn({ inFlight: busy.size }, 'shutdown deadline reached: closing connections');
      server.closeAllConnections();
    }, config.shutdownTimeoutMs);
    deadline.unref();
    void entrance.drain().then(() => {
      clearTimeout(deadline);
      stopCachedAnswerTally();
      void onStopped().finally(() => process.exit(0));
    });
    // Keep-alive connections without a request in flight would hold close() open.
    server.closeIdleConnections();
    // Answers already under way end their connection (see trackBusySockets).
    for (const res of busy.values()) if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

/** One process does everything: database, site jobs and HTTP (WEB_CONCURRENCY=1, tests). */
async function runAlone(config: ServerConfig, site: SiteOptions): Promise<void> {
  const database = await startDatabase({
    dataDir: config.dataDir,
    mongodbUri: config.mongodbUri,
    log: (line) => logger.info(line),
  });
  try {
    await connectDatabase(database.uri);
    const jobs = await startSiteJobs(config);
    await serveHttp(
      config,
      site,
      (app) => listenOnPort(app, { port: config.port, host: config.host }),
      (port) => announce(port, database, jobs.seed, 1, config.dataDir),
      async () => {
        jobs.stop();
        await disconnectDatabase().catch(() => undefined);
        await database.stop();
      },
    );
  } catch (error) {
    await disconnectDatabase().catch(() => undefined);
    await database.stop();
    throw error;
  }
}

/**
 * The primary of several workers: launches the embedded database (or takes MONGODB_URI), runs
 * the site's jobs, starts the workers with the database's URI and announces the site once they
 * all serve. SIGTERM or SIGINT: every worker drains, then the jobs and the database stop.
 */
async function runPrimary(config: ServerConfig): Promise<void> {
  const database = await startDatabase({
    dataDir: config.dataDir,
    mongodbUri: config.mongodbUri,
    log: (line) => logger.info(line),
  });
  let jobs: Awaited<ReturnType<typeof startSiteJobs>>;
  try {
    await connectDatabase(database.uri);
    jobs = await startSiteJobs(config);
  } catch (error) {
    await disconnectDatabase().catch(() => undefined);
    await database.stop();
    throw error;
  }
  const pool = startWorkers(config, {
    MONGODB_URI: database.uri,
    SERVER_BUILDS_SECRET: setting('SERVER_BUILDS_SECRET') ?? newServerBuildsSecret(),
  });
  // One watcher of the database's change counters for every worker (cluster/changeRelay.ts).
  const stopRelay = relayChangeCounters(() => pool.tellWorkers({ type: 'sweepscout:changed' }));
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down: draining every worker');
    void pool
      .stop()
      .then(async () => {
        stopRelay();
        jobs.stop();
        await disconnectDatabase().catch(() => undefined);
        await database.stop();
      })
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  announce(await pool.ready, database, jobs.seed, config.workers, config.dataDir);
}

/** A worker: its own read model and HTTP server on the database its primary launched. */
async function runWorker(config: ServerConfig, site: SiteOptions): Promise<void> {
  // The primary gone (killed), nothing hands this worker connections any more: drain and exit.
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  // The primary watches the change counters for every worker and says when they move.
  readModel.followChangeSignal();
  process.on('message', (message: unknown) => {
    if (isChangeSignal(message)) readModel.lookAgain();
  });
  await connectDatabase(config.mongodbUri ?? '');
  await serveHttp(
    config,
    site,
    takeConnectionsFromPrimary,
    (port) => {
      console.log(`Worker ${process.pid} serving on port ${port}`);
      tellPrimary({ type: 'sweepscout:ready' });
    },
    () => disconnectDatabase().catch(() => undefined),
  );
}

export interface SiteOptions {
  /** The page server's renderer for a site root; without one, pages render in the browser. */
  pageRenderer?: (siteRoot: string) => PageRenderer;
}

/**
 * Starts the site: alone, or as the primary of WEB_CONCURRENCY workers. A worker is this same
 * entry run again by the primary, so the entry that passes `site` passes it to every worker.
 */
export function runServer(site: SiteOptions = {}): void {
  const config = loadConfig();
  const started = isWorker()
    ? runWorker(config, site)
    : config.workers > 1
      ? runPrimary(config)
      : runAlone(config, site);
  started.catch((error: unknown) => {
    logger.fatal({ err: error }, 'start-up failed');
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}

// `node api/dist/server.js`: the API with browser-rendered pages (the page server's entry,
// site/dist/server.js, is what npm start runs).
if (require.main === module) runServer();
