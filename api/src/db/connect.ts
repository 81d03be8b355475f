import mongoose from 'mongoose';
import { models } from '../models';

/** Connect mongoose to `uri` (database `dbName`) and create every model's indexes. */
export async function connectDatabase(
  uri: string,
  dbName = 'sweepscout',
): Promise<typeof mongoose> {
  await mongoose.connect(uri, { dbName, serverSelectionTimeoutMS: 5000 });
  await ensureIndexes();
  return mongoose;
}

export async function ensureIndexes(): Promise<void> {
  for (const model of models) {
    await model.createCollection().catch(() => undefined);
    await model.syncIndexes();
  }
}

export async function disconnectDatabase(): Promise<void> {
  await mongoose.disconnect();
}
