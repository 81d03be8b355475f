import mongoose from 'mongoose';
import { isDuplicateKeyError } from '../db/duplicateKey';

interface SeedLockRecord {
  _id: string;
  /** The holder's lease: after it, another instance may take the lock (the holder died). */
  until: Date;
}

const seedLocks = () => mongoose.connection.collection<SeedLockRecord>('seedLocks');

const LOCK_ID = 'seed';
/** Far above a seed's few seconds; how long a seed whose instance died holds the others up. */
const LEASE_MS = 60_000;
const RETRY_MS = 200;

/**
 * Runs `seed` while no other instance on this database seeds. Instances started at once on an
 * empty database would otherwise both find it empty and insert the same records: the one whose
 * insert met the other's failed its start on a duplicate key.
 */
export async function withSeedLock<T>(seed: () => Promise<T>): Promise<T> {
  for (;;) {
    const now = Date.now();
    try {
      // Matches an expired lock, or inserts one; a lock held by another refuses the insert.
      await seedLocks().updateOne(
        { _id: LOCK_ID, until: { $lt: new Date(now) } },
        { $set: { until: new Date(now + LEASE_MS) } },
        { upsert: true },
      );
      break;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }
  try {
    return await seed();
  } finally {
    await seedLocks().deleteOne({ _id: LOCK_ID });
  }
}
