import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import { createApp } from './app';
import { loadConfig } from './config';
import { connectDatabase, disconnectDatabase } from './db/connect';
import { startDatabase } from './db/launcher';
import { startRetentionJob } from './db/retention';
import { markDraining, registerReadinessCheck } from './http/health';
import { logger } from './log/logger';
import { readModel } from './readModel/readModel';
import { withoutCredentials } from './db/safeUri';
import { runSeed } from './seed';
import { INITIAL_PASSWORD_FILE } from './seed/adminUser';
import { importLegacyUploads } from './site/mediaStore';
import { warmUp } from './http/warmUp';

function listen(app: ReturnType<typeof createApp>, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, () => resolve(server));
    server.once('error', reject);
  });
}

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
 * Builds the read model and runs the warm-up burst (http/warmUp.ts) before the site is announced:
 * /readyz stays 503 and the start log waits until both are done.
 */
async function warmUpBeforeAnnouncing(port: number, host: string): Promise<void> {
  let warm = false;
  registerReadinessCheck('warm-up', () => warm);
  try {
    await readModel.current();
    const loopback = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
    const started = Date.now();
    const sent = await warmUp(
      `http://${loopback.includes(':') ? `[${loopback}]` : loopback}:${port}`,
    );
    logger.info({ requests: sent, ms: Date.now() - started }, 'warm-up done');
  } catch (error) {
    // The site serves without it, only slower for its first seconds.
    logger.warn({ err: error }, 'warm-up skipped');
  }
  warm = true;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const log = (line: string) => logger.info(line);
  const database = await startDatabase({
    dataDir: config.dataDir,
    mongodbUri: config.mongodbUri,
    log,
  });
  try {
    await connectDatabase(database.uri);
    const seed = await runSeed({
      adminPassword: config.adminPassword,
      adminTotpSecret: config.adminTotpSecret,
      dataDir: config.dataDir,
    });
    await importLegacyUploads(config.dataDir);
    const stopRetention = startRetentionJob(config);
    // Build the public read model now, so the first visitor is not the one who waits for it.
    registerReadinessCheck('read model', () => readModel.loaded);
    void readModel
      .current()
      .catch((error: unknown) => logger.warn({ err: error }, 'read model not built yet'));
    const app = createApp({
      siteRoot: config.siteRoot,
      dataDir: config.dataDir,
      trustProxy: config.trustProxy,
    });
    const server = await listen(app, config.port, config.host);
    let closing = false;
    const busy = trackBusySockets(server, () => closing);
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    await warmUpBeforeAnnouncing(port, config.host);

    console.log(`SweepScout is running at http://localhost:${port}`);
    // Another API instance joins this database with MONGODB_URI=<this URI> (README: instances).
    console.log(
      `Database: ${withoutCredentials(database.uri)} (${database.embedded ? 'embedded FerretDB' : 'MONGODB_URI'})`,
    );
    console.log(
      seed.generatedAdminPasswordFile
        ? `Admin login: http://localhost:${port}/admin/login  username: admin  password: in ${seed.generatedAdminPasswordFile} (readable by this user only)\n` +
            'This generated password must be changed at the first sign-in; then delete the file. Or set ADMIN_PASSWORD.'
        : `Admin login: http://localhost:${port}/admin/login  username: admin  (password: ADMIN_PASSWORD, or the one written to ${path.join(config.dataDir, INITIAL_PASSWORD_FILE)} at the first start)`,
    );

    // Graceful shutdown: stop accepting, let requests in flight finish (up to a deadline), then
    // close the database connection and stop the embedded database.
    const shutdown = (signal: NodeJS.Signals) => {
      if (closing) return;
      closing = true;
      logger.info({ signal }, 'shutting down');
      markDraining();
      stopRetention();
      const deadline = setTimeout(() => {
        logger.warn({ inFlight: busy.size }, 'shutdown deadline reached: closing connections');
        server.closeAllConnections();
      }, config.shutdownTimeoutMs);
      deadline.unref();
      server.close(() => {
        clearTimeout(deadline);
        void disconnectDatabase()
          .catch(() => undefined)
          .then(() => database.stop())
          .finally(() => process.exit(0));
      });
      // Keep-alive connections without a request in flight would hold close() open.
      server.closeIdleConnections();
      // Answers already under way end their connection (see trackBusySockets).
      for (const res of busy.values()) if (!res.headersSent) res.setHeader('Connection', 'close');
    };
    process.on('SIGINT', shutdown);
    process.on('SIGTERM', shutdown);
  } catch (error) {
    await disconnectDatabase().catch(() => undefined);
    await database.stop();
    throw error;
  }
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'start-up failed');
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
