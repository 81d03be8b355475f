import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CONTACT_CATEGORIES } from '@sweepscout/shared';
import { TEST_ADMIN_PASSWORD, testDatabaseUri, waitFor } from './helpers';

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
        // No start-up warm-up (a burst of reads for up to 3 s in each worker, to make a fresh
        // process fast for its first visitors): these tests time nothing, and the warm-up has
        // tests of its own (readmodel.test.ts).
        WARM_UP_MS: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  let announced = false;
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', () => {
      const port = /running at http:\/\/localhost:(\d+)/.exec(out)?.[1];
      if (!port) return;
      announced = true;
      resolve(`http://127.0.0.1:${port}`);
    });
    child.once('exit', (code) => {
      if (announced) return;
      // A start that failed: there is no stop() to clean its data folder.
      fs.rmSync(dataDir, { recursive: true, force: true });
      reject(new Error(`API process exited (${code}): ${out}`));
    });
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

/** A request in flight: its headers are in, its body is held back until `finish`. */
export interface HeldRequest {
  /** Sends the body, waits until the server closes the connection and answers all it received. */
  finish(): Promise<string>;
}

/**
 * Starts a contact-form POST to `url` on a connection of its own and holds its body back: it
 * resolves once the server's "100 Continue" shows it has the request in hand and waits for the body.
 */
export async function holdContactPost(url: string): Promise<HeldRequest> {
  const { port } = new URL(url);
  const socket = net.connect(Number(port), '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const closed = new Promise((resolve) => socket.once('close', resolve));
  const body = JSON.stringify({
    name: 'Slow Sender',
    email: 'slow.sender@example.com',
    category: CONTACT_CATEGORIES[0].value,
    subject: 'Sent during a deploy',
    message: 'This message left before the server was told to stop.',
  });
  socket.write(
    'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
  );
  await waitFor(() => received.includes('100 Continue'));
  return {
    async finish() {
      socket.write(body);
      await closed;
      return received;
    },
  };
}
