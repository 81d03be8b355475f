import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import mongoose from 'mongoose';
import type { Express } from 'express';
import { createApp } from '../src/app';
import { CasinoModel } from '../src/features/casinos/model';
import type { TrustProxy } from '../src/config';
import { connectDatabase, disconnectDatabase, ensureIndexes } from '../src/db/connect';
import { RateLimitCounterModel } from '../src/limits/counterStore';
import { runSeed } from '../src/seed';
import { claimSeededCopy, TEST_ADMIN_PASSWORD } from './setup/seededCopies';

export { TEST_ADMIN_PASSWORD };
export { waitFor } from './waitFor';

/** A contact-form message that passes every check. */
export const VALID_CONTACT_MESSAGE = {
  name: 'Jane Player',
  email: 'jane@example.com',
  category: 'general',
  subject: 'A question about redemptions',
  message: 'How long do bank transfer redemptions usually take?',
};

export function testDatabaseUri(): string {
  const uri = process.env.SWEEPSCOUT_TEST_MONGODB_URI;
  if (!uri) throw new Error('The global setup did not start the test database');
  return uri;
}

/** True when any collection of the connected database holds a document. */
async function hasAnyRecord(): Promise<boolean> {
  const db = mongoose.connection.db;
  if (!db) return false;
  for (const { name } of await db.listCollections({}, { nameOnly: true }).toArray()) {
    if ((await db.collection(name).findOne({}, { projection: { _id: 1 } })) !== null) return true;
  }
  return false;
}

/**
 * Connect this test file to a seeded database of its own: one of the copies the global set-up
 * seeded, or, once they are all taken (or under a set-up without them), `name` emptied and seeded.
 */
export async function useSeededDatabase(name: string): Promise<void> {
  const copy = claimSeededCopy();
  if (copy) {
    await connectDatabase(testDatabaseUri(), copy);
    return;
  }
  await connectDatabase(testDatabaseUri(), `sweepscout_test_${name}`);
  // Each run starts its own database server, so the database is new (connecting created its
  // collections and indexes); one left with records (a name used twice) is emptied first.
  if (await hasAnyRecord()) {
    await mongoose.connection.dropDatabase();
    await ensureIndexes();
  }
  await runSeed({ adminPassword: TEST_ADMIN_PASSWORD });
}

/**
 * Forget every rate-limit count (they live in the database, shared by every app instance): tests
 * that hit a limit on purpose start from zero.
 */
export async function resetRateLimits(): Promise<void> {
  await RateLimitCounterModel.deleteMany({});
}

export async function closeDatabase(): Promise<void> {
  await mongoose.connection.dropDatabase().catch(() => undefined);
  await disconnectDatabase();
}

export interface SiteFixture {
  siteRoot: string;
  dataDir: string;
  cleanup(): void;
}

/** A fake built site: shell/dist, mf-catalog/dist and an uploads folder. */
export function makeSiteFixture(options: { withShell?: boolean } = {}): SiteFixture {
  const siteRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'sweepscout-site-'));
  const dataDir = path.join(siteRoot, '.data');
  const write = (rel: string, content: string | Buffer) => {
    const file = path.join(siteRoot, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  };
  if (options.withShell !== false) {
    write(
      'shell/dist/index.html',
      '<!doctype html><html><head><title>SweepScout</title></head><body><div id="root"></div><script src="/main.js"></script></body></html>',
    );
    write('shell/dist/main.js', `console.log(${JSON.stringify('x'.repeat(2000))});`);
    write('shell/dist/vendor.0123abcd89.js', 'console.log("vendor");');
    // The build writes each script also compressed with Brotli (shared/build/federation.cjs).
    write('shell/dist/vendor.0123abcd89.js.br', zlib.brotliCompressSync('console.log("vendor");'));
  }
  write('mf-catalog/dist/mf-manifest.json', JSON.stringify({ name: 'catalog', exposes: [] }));
  write('mf-catalog/dist/remoteEntry.js', 'var catalog = {};');
  write('mf-catalog/dist/remoteEntry.js.br', zlib.brotliCompressSync('var catalog = {};'));
  write('mf-catalog/dist/123.4f5e6d7c.js', 'console.log("chunk");');
  write('.data/uploads/uploaded-test.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return {
    siteRoot,
    dataDir,
    cleanup: () => fs.rmSync(siteRoot, { recursive: true, force: true }),
  };
}

export function makeApp(fixture: SiteFixture, options: { trustProxy?: TrustProxy } = {}): Express {
  return createApp({ siteRoot: fixture.siteRoot, dataDir: fixture.dataDir, ...options });
}

export interface SuiteOptions {
  /** How long seeding may take, when longer than jest's default. */
  timeout?: number;
  /** Changes to the fixture's files, made before the app is created on it. */
  prepare?(fixture: SiteFixture): void;
}

/**
 * The setup of a test file on the real site app: a site fixture and its app on a freshly seeded
 * database of its own (files run in parallel), dropped and cleaned up after the file.
 */
export function setupSiteSuite(
  database: string,
  options: SuiteOptions = {},
): { fixture: SiteFixture; app: Express } {
  const fixture = makeSiteFixture();
  options.prepare?.(fixture);
  const app = makeApp(fixture);
  beforeAll(() => useSeededDatabase(database), options.timeout);
  afterAll(async () => {
    await closeDatabase();
    fixture.cleanup();
  });
  return { fixture, app };
}

/**
 * A suite of public requests: the site suite's setup, and the public-write throttles at zero
 * before every test (they count in the database).
 */
export function setUpPublicSuite(
  database: string,
  options: SuiteOptions = {},
): { fixture: SiteFixture; app: Express } {
  const suite = setupSiteSuite(database, options);
  beforeEach(() => resetRateLimits());
  return suite;
}

/**
 * Renames a casino in the database, as a published edit lands (the read model follows through
 * the database's change counter): for the page server's tests, which cannot reach the models.
 */
export async function renameCasino(slug: string, name: string): Promise<void> {
  await CasinoModel.updateOne({ slug }, { $set: { name } });
}
