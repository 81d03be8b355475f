import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEST_ADMIN_PASSWORD, testDatabaseUri } from './helpers';

/** A real API server process (from the TypeScript sources) on the test database. */
export interface ApiProcess {
  child: ChildProcess;
  url: string;
  /** Everything it printed on stdout so far. */
  output(): string;
  /** SIGTERM, then wait for the exit; removes its data folder. */
  stop(): Promise<void>;
}

export async function startApiProcess(
  siteRoot: string,
  env: Record<string, string> = {},
): Promise<ApiProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sweepscout-process-'));
  const child = spawn(
    process.execPath,
    ['-r', path.join(__dirname, 'setup/tsRegister.cjs'), path.join(__dirname, '../src/server.ts')],
    {
      env: {
        ...process.env,
        MONGODB_URI: testDatabaseUri(),
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SITE_ROOT: siteRoot,
        ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', () => {
      const port = /running at http:\/\/localhost:(\d+)/.exec(out)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    child.once('exit', (code) => reject(new Error(`API process exited (${code}): ${out}`)));
  });
  return {
    child,
    url,
    output: () => out,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
