import fs from 'node:fs';
import path from 'node:path';
import { connectDatabase, disconnectDatabase } from '../../src/db/connect';
import { startDatabase } from '../../src/db/launcher';
import { runSeed } from '../../src/seed';

/**
 * Seeded databases made once per run and copied, one per test file, instead of each file seeding
 * its own (the seed is about a second of the file's and the database's CPU time). FerretDB takes
 * in only the database files it finds when it starts (one copied in later is dropped when first
 * used), so the copies are made before the run's database starts: a first database server seeds
 * one, stops, and its file is copied.
 */

/** Where the copies are and how many: set by the global set-up, read by every test file. */
const COPIES_SETTING = 'SWEEPSCOUT_TEST_SEEDED_COPIES';
const COPY_PREFIX = 'sweepscout_seeded_';
const SEEDED_NAME = 'sweepscout_seeded';

/** The password the seed gives the admin user in every test database. */
export const TEST_ADMIN_PASSWORD = 'test-admin-password';

/**
 * Seed one database in `dataDir` with a database server of its own, then copy its file `count`
 * times beside it. Call before the run's database server starts on the same `dataDir`.
 */
export async function prepareSeededCopies(dataDir: string, count: number): Promise<void> {
  const seeding = await startDatabase({ dataDir, log: () => undefined });
  try {
    await connectDatabase(seeding.uri, SEEDED_NAME);
    await runSeed({ adminPassword: TEST_ADMIN_PASSWORD });
  } finally {
    await disconnectDatabase();
    await seeding.stop();
  }
  const dbDir = path.join(dataDir, 'db');
  const seeded = path.join(dbDir, `${SEEDED_NAME}.sqlite`);
  // A stopped server leaves its database whole in one file: a write-ahead log left beside it
  // would hold part of the seed, and a copy without it would be a different database.
  if (fs.existsSync(`${seeded}-wal`) && fs.statSync(`${seeded}-wal`).size > 0) {
    throw new Error(`${seeded}-wal was left by the seeding database server`);
  }
  const claims = path.join(dataDir, 'claims');
  fs.mkdirSync(claims);
  for (let i = 0; i < count; i += 1)
    fs.copyFileSync(seeded, path.join(dbDir, `${COPY_PREFIX}${i}.sqlite`));
  fs.rmSync(seeded);
  process.env[COPIES_SETTING] = JSON.stringify({ claims, count });
}

/**
 * The name of a seeded copy no other test file has taken (each is used by one file, which drops
 * it at its end), or null when every copy is taken: the caller then seeds a database itself.
 */
export function claimSeededCopy(): string | null {
  const setting = process.env[COPIES_SETTING];
  if (!setting) return null;
  const { claims, count } = JSON.parse(setting) as { claims: string; count: number };
  for (let i = 0; i < count; i += 1) {
    try {
      // Creating a folder is atomic: of two files running at once, one gets each copy.
      fs.mkdirSync(path.join(claims, String(i)));
      return `${COPY_PREFIX}${i}`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return null;
}
