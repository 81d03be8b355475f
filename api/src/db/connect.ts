import mongoose from 'mongoose';
import { models } from './models';
import { RateLimitCounterModel } from '../limits/counterStore';
import { AdminSessionModel } from '../auth/session';

/**
 * How long an operation may wait for a database before it fails: without a database the API
 * answers 503 within a second instead of queueing requests (mongoose's command buffering is off).
 */
export const SERVER_SELECTION_TIMEOUT_MS = 800;
/**
 * How long an operation may wait for the database's answer on an open connection: a database
 * that accepted the connection but does not answer (a restarted embedded database still opening
 * its files on a loaded machine, seen taking 8 s) fails the operation, and its request gets a
 * 503, instead of holding the request for as long as the database takes. Far above any answer of
 * a healthy database (the slowest, a read-model rebuild's batch at 50,000 casinos, is well under
 * a second).
 */
export const DATABASE_SOCKET_TIMEOUT_MS = 10_000;
const CONNECT_DEADLINE_MS = 30_000;

/** Connect mongoose to `uri` (database `dbName`) and create every model's missing indexes. */
export async function connectDatabase(
  uri: string,
  dbName = 'sweepscout',
): Promise<typeof mongoose> {
  mongoose.set('bufferCommands', false);
  const deadline = Date.now() + CONNECT_DEADLINE_MS;
  for (;;) {
    try {
      await mongoose.connect(uri, {
        dbName,
        serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
        socketTimeoutMS: DATABASE_SOCKET_TIMEOUT_MS,
        // Notice a database that is back (or gone) within about a second.
        heartbeatFrequencyMS: 1000,
      });
      break;
    } catch (error) {
      // The first connection may take longer than one selection timeout (a remote server).
      if (Date.now() > deadline) throw error;
      await mongoose.disconnect().catch(() => undefined);
    }
  }
  await ensureIndexes();
  return mongoose;
}

/**
 * Create the collections and the indexes the models declare that are missing. Never drops an
 * index (unlike syncIndexes), so an instance running older code keeps its indexes during a
 * rolling deploy.
 */
export async function ensureIndexes(): Promise<void> {
  for (const model of [...models, AdminSessionModel, RateLimitCounterModel]) {
    await model.createCollection().catch(() => undefined);
    await model.createIndexes();
  }
}

export async function disconnectDatabase(): Promise<void> {
  await mongoose.disconnect();
}
