import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bufferedOutput, createLogger } from '../../src/log/logger';
import { waitFor } from '../waitFor';

// The log written in blocks: lines wait in a buffer instead of costing a write each, and reach
// the output whole, in order, within a moment.

describe('the log output', () => {
  it('keeps lines back, then writes them whole and in order a moment later', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sweepscout-log-'));
    const file = path.join(dir, 'out.log');
    const output = bufferedOutput(fs.openSync(file, 'w'));
    try {
      const log = createLogger('info', output);
      log.info({ path: '/compare' }, 'first');
      log.warn('second');
      // Not written line by line.
      expect(fs.readFileSync(file, 'utf8')).toBe('');
      await waitFor(() => fs.readFileSync(file, 'utf8').split('\n').length === 3);
      const lines = fs
        .readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { msg: string; level: number });
      expect(lines.map((line) => [line.msg, line.level])).toEqual([
        ['first', 30],
        ['second', 40],
      ]);
    } finally {
      await new Promise((closed) => {
        output.once('close', closed);
        output.end();
      });
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
