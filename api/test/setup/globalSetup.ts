import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startDatabase, type RunningDatabase } from '../../src/db/launcher';
import { prepareSeededCopies } from './seededCopies';

/**
 * Seeded copies made for the run: one per test suite that seeds (36 today), with room for more;
 * a file that finds none left seeds its own.
 */
const SEEDED_COPIES = 48;

declare global {
  var __SWEEPSCOUT_TEST_DB__: { db: RunningDatabase; dataDir: string } | undefined;
}

/** One real embedded FerretDB for the whole run, in a temporary folder; workers read its URI. */
export default async function globalSetup(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sweepscout-api-test-'));
  await prepareSeededCopies(dataDir, SEEDED_COPIES);
  const db = await startDatabase({ dataDir, log: () => undefined });
  process.env.SWEEPSCOUT_TEST_MONGODB_URI = db.uri;
  globalThis.__SWEEPSCOUT_TEST_DB__ = { db, dataDir };
}
