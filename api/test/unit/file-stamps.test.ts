import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FILE_RECHECK_MS, fileStamp, madeFromFile } from '../../src/site/fileStamps';

describe('deployed files seen through their modification time', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sweepscout-stamps-'));
  const file = path.join(dir, 'index.html');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const redeploy = (text: string, mtimeS: number) => {
    fs.writeFileSync(file, text);
    fs.utimesSync(file, mtimeS, mtimeS);
  };

  it('shares one look for FILE_RECHECK_MS, and sees a redeploy after it', () => {
    redeploy('first', 1_000);
    const t = 5_000_000;
    expect(fileStamp(file, t)).toBe(1_000_000);
    redeploy('second', 2_000);
    expect(fileStamp(file, t + FILE_RECHECK_MS - 1)).toBe(1_000_000);
    expect(fileStamp(file, t + FILE_RECHECK_MS)).toBe(2_000_000);
  });

  it('is -1 while the file is missing', () => {
    expect(fileStamp(path.join(dir, 'missing.html'))).toBe(-1);
  });

  it('makes a value again only when its file changes, null while it is missing', async () => {
    const made: string[] = [];
    const load = madeFromFile((f) => {
      const text = fs.readFileSync(f, 'utf8');
      made.push(text);
      return text.toUpperCase();
    });
    expect(load(path.join(dir, 'missing.html'))).toBeNull();
    redeploy('one', 3_000);
    await new Promise((resolve) => setTimeout(resolve, FILE_RECHECK_MS + 5));
    expect(load(file)).toBe('ONE');
    expect(load(file)).toBe('ONE');
    redeploy('two', 4_000);
    await new Promise((resolve) => setTimeout(resolve, FILE_RECHECK_MS + 5));
    expect(load(file)).toBe('TWO');
    expect(made).toEqual(['one', 'two']);
  });
});
