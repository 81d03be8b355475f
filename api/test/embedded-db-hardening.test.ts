/**
 * The embedded database's process and files: a folder only the site's user may enter, and none
 * of the API's secrets in the database process's environment.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import mongoose from 'mongoose';
import { childEnvironment, socketPathFor, startDatabase } from '../src/db/launcher';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sweepscout-db-hardening-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe('the embedded database, hardened', () => {
  it('keeps its data in folders only this user may enter, tightening looser ones', async () => {
    const dataDir = path.join(tmp, 'loose');
    fs.mkdirSync(path.join(dataDir, 'db'), { recursive: true, mode: 0o755 });
    fs.chmodSync(dataDir, 0o755);
    fs.chmodSync(path.join(dataDir, 'db'), 0o777);
    const db = await startDatabase({ dataDir, mongodbUri: '', log: () => undefined });
    try {
      expect(modeOf(dataDir)).toBe(0o700);
      expect(modeOf(path.join(dataDir, 'db'))).toBe(0o700);
      expect(modeOf(path.join(dataDir, 'embedded-db.log')) & 0o077).toBe(0);
    } finally {
      await db.stop();
    }
  });

  it("starts the database process with PATH and HOME only, none of the API's secrets", async () => {
    process.env.NEWSLETTER_SECRET_FOR_THIS_TEST = 'do-not-pass-me-on';
    const db = await startDatabase({
      dataDir: path.join(tmp, 'env'),
      mongodbUri: '',
      log: () => undefined,
    });
    try {
      const environ = fs
        .readFileSync(`/proc/${db.pid}/environ`, 'utf8')
        .split('\0')
        .filter(Boolean);
      const names = environ.map((line) => line.slice(0, line.indexOf('=')));
      expect(names.filter((name) => !['PATH', 'HOME', 'TMPDIR'].includes(name))).toEqual([]);
      expect(environ.join('\n')).not.toContain('do-not-pass-me-on');
    } finally {
      delete process.env.NEWSLETTER_SECRET_FOR_THIS_TEST;
      await db.stop();
    }
  });

  it('listens on a Unix socket in a private folder, opens no TCP port; a second client connects through the socket URI', async () => {
    const dataDir = path.join(tmp, 'socket');
    const db = await startDatabase({ dataDir, mongodbUri: '', log: () => undefined });
    try {
      const socket = path.join(dataDir, 'run', 'db.sock');
      expect(fs.statSync(socket).isSocket()).toBe(true);
      expect(modeOf(path.dirname(socket))).toBe(0o700);
      expect(db.uri).toBe(`mongodb://${encodeURIComponent(socket)}/`);
      // No TCP listener: the database process has no inet socket at all.
      const tcp = ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
        fs.readFileSync(file, 'utf8').split('\n').slice(1).filter(Boolean),
      );
      const inodes = new Set(tcp.map((line) => line.trim().split(/\s+/)[9]));
      const fds = fs.readdirSync(`/proc/${db.pid}/fd`).map((fd) => {
        try {
          return fs.readlinkSync(`/proc/${db.pid}/fd/${fd}`);
        } catch {
          return '';
        }
      });
      const socketInodes = fds.map((link) => /^socket:\[(\d+)\]$/.exec(link)?.[1]).filter(Boolean);
      expect(socketInodes.filter((inode) => inodes.has(inode as string))).toEqual([]);
      // Another API process (same user) shares it through MONGODB_URI set to this URI.
      const client = new mongoose.mongo.MongoClient(db.uri);
      await client.connect();
      await client.db('shared').collection('things').insertOne({ name: 'through the socket' });
      expect(await client.db('shared').collection('things').countDocuments()).toBe(1);
      await client.close();
      // And the socket answers nobody once stopped.
      await db.stop();
      await expect(
        new Promise((resolve, reject) =>
          net.connect(socket).once('connect', resolve).once('error', reject),
        ),
      ).rejects.toThrow();
    } finally {
      await db.stop();
    }
  });

  it('puts the socket in a private temporary folder when the data folder path is too long', () => {
    const deep = path.join(tmp, 'x'.repeat(120));
    const socket = socketPathFor(deep);
    expect(Buffer.byteLength(socket)).toBeLessThanOrEqual(108);
    expect(socket.startsWith(os.tmpdir())).toBe(true);
    expect(modeOf(path.dirname(socket))).toBe(0o700);
    fs.rmSync(path.dirname(socket), { recursive: true, force: true });
  });

  it('passes on only where programs, the home folder and temporary files are', () => {
    expect(
      childEnvironment({
        PATH: '/usr/bin',
        HOME: '/home/site',
        ADMIN_PASSWORD: 'secret',
        MONGODB_URI: 'mongodb://user:pass@db/',
      }),
    ).toEqual({ PATH: '/usr/bin', HOME: '/home/site' });
  });
});
