import type { Server } from 'node:http';
import { createApp } from './app';
import { loadConfig } from './config';
import { connectDatabase, disconnectDatabase } from './db/connect';
import { startDatabase } from './db/launcher';
import { withoutCredentials } from './db/safeUri';
import { runSeed } from './seed';

const PASSWORD_HIDDEN = '(set on first start; set ADMIN_PASSWORD to change it)';

function listen(app: ReturnType<typeof createApp>, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, () => resolve(server));
    server.once('error', reject);
  });
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await startDatabase({ dataDir: config.dataDir, mongodbUri: config.mongodbUri });
  try {
    await connectDatabase(database.uri);
    const seed = await runSeed({ adminPassword: config.adminPassword });
    const app = createApp({ siteRoot: config.siteRoot, dataDir: config.dataDir });
    const server = await listen(app, config.port, config.host);
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;

    console.log(`SweepScout is running at http://localhost:${port}`);
    // Another API instance joins this database with MONGODB_URI=<this URI> (README: instances).
    console.log(
      `Database: ${withoutCredentials(database.uri)} (${database.embedded ? 'embedded FerretDB' : 'MONGODB_URI'})`,
    );
    console.log(
      `Admin login: http://localhost:${port}/admin/login  username: admin  password: ${seed.adminPassword ?? PASSWORD_HIDDEN}`,
    );

    let closing = false;
    const shutdown = (signal: NodeJS.Signals) => {
      if (closing) return;
      closing = true;
      console.log(`${signal} received: shutting down`);
      server.closeAllConnections();
      server.close(() => {
        void disconnectDatabase()
          .catch(() => undefined)
          .then(() => database.stop())
          .finally(() => process.exit(0));
      });
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
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
