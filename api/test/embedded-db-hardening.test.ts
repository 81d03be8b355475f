/**
 * The embedded database's process and files: a folder only the site's user may enter, and none
 * of the API's secrets in the database process's environment.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { childEnvironment, startDatabase } from '../src/db/launcher';

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
