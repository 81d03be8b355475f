import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { ensureEmbeddedDbBinary, GO_MISSING_MESSAGE, needsBuild } from '../src/db/embeddedBinary';
import { startDatabase } from '../src/db/launcher';
import { pingOnce } from '../src/db/ping';
import { EMBEDDED_DB_BINARY } from '../src/paths';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sweepscout-launcher-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('the embedded database launcher', () => {
  it('has built the Go binary, newer than its sources', () => {
    expect(fs.existsSync(EMBEDDED_DB_BINARY)).toBe(true);
    expect(needsBuild()).toBe(false);
  });

  it('keeps data across a stop and a start with the same data folder', async () => {
    const dataDir = path.join(tmp, 'persist');
    const first = await startDatabase({ dataDir, mongodbUri: '', log: () => undefined });
    expect(first.embedded).toBe(true);
    // A Unix socket in the data folder, not a port any local process could connect to.
    expect(first.uri).toBe(
      `mongodb://${encodeURIComponent(path.join(dataDir, 'run', 'db.sock'))}/`,
    );
    const client = new mongoose.mongo.MongoClient(first.uri);
    await client.connect();
    await client.db('persist').collection('things').insertOne({ name: 'kept' });
    await client.close();
    await first.stop();
    expect(await pingOnce(first.uri, 500)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'db'))).toBe(true);

    const second = await startDatabase({ dataDir, mongodbUri: '', log: () => undefined });
    try {
      const again = new mongoose.mongo.MongoClient(second.uri);
      await again.connect();
      const doc = await again.db('persist').collection('things').findOne({ name: 'kept' });
      await again.close();
      expect(doc?.name).toBe('kept');
    } finally {
      await second.stop();
    }
  });

  it('uses MONGODB_URI as is when it is set', async () => {
    const db = await startDatabase({ dataDir: tmp, mongodbUri: 'mongodb://db.example:27017/site' });
    expect(db).toMatchObject({ uri: 'mongodb://db.example:27017/site', embedded: false });
    await db.stop();
  });

  it('explains in one line what to do when Go is missing', async () => {
    const lines: string[] = [];
    const error = await ensureEmbeddedDbBinary({
      binaryPath: path.join(tmp, 'bin', 'embedded-db'),
      env: { ...process.env, PATH: path.join(tmp, 'no-go-here') },
      log: (line) => lines.push(line),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(GO_MISSING_MESSAGE);
    expect(GO_MISSING_MESSAGE).toBe(
      'Cannot start the embedded database: install Go 1.24+ (https://go.dev/dl/) or set MONGODB_URI to a MongoDB server.',
    );
    expect(lines).toEqual(['Building the embedded database (first time takes a few minutes)...']);
  });

  it('explains a failed build with its reason on a second line', async () => {
    const sourceDir = path.join(tmp, 'broken');
    fs.mkdirSync(sourceDir, { recursive: true });
    fs.writeFileSync(path.join(sourceDir, 'go.mod'), 'module broken\n\ngo 1.24\n');
    fs.writeFileSync(path.join(sourceDir, 'main.go'), 'package main\n\nfunc main() {\n');
    const error = await ensureEmbeddedDbBinary({
      sourceDir,
      binaryPath: path.join(tmp, 'broken-bin'),
      log: () => undefined,
    }).catch((e: unknown) => e);
    const lines = (error as Error).message.split('\n');
    expect(lines[0]).toBe(GO_MISSING_MESSAGE);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/main\.go|expected|EOF/);
  });
});
