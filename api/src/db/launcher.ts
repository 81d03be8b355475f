import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { EmbeddedDbError, ensureEmbeddedDbBinary } from './embeddedBinary';
import { findFreePort } from './freePort';
import { waitForPing } from './ping';

export interface StartDatabaseOptions {
  /** Folder of the site's data; the embedded database keeps its files in <dataDir>/db. */
  dataDir: string;
  log?: (line: string) => void;
  /** Defaults to process.env.MONGODB_URI. */
  mongodbUri?: string;
  startTimeoutMs?: number;
  binaryPath?: string;
}

export interface RunningDatabase {
  uri: string;
  /** True when this process started the embedded database. */
  embedded: boolean;
  stop(): Promise<void>;
}

const STOP_GRACE_MS = 5000;

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (exited(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      if (!exited(child)) child.kill('SIGKILL');
    }, STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

function tailOf(file: string, lines = 5): string {
  try {
    return fs.readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** Stop the child when this process ends, however it ends. */
function stopOnExit(child: ChildProcess, stop: () => Promise<void>): () => void {
  const onExit = () => {
    if (!exited(child)) child.kill('SIGTERM');
  };
  const onSignal = (signal: NodeJS.Signals) => {
    void stop().finally(() => {
      // Only exit ourselves when nobody else (the server's graceful shutdown) handles the signal.
      if (process.listenerCount(signal) === 0) process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  };
  process.once('exit', onExit);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return () => {
    process.removeListener('exit', onExit);
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
  };
}

async function spawnEmbedded(
  binary: string,
  dbDir: string,
  logFile: string,
  timeoutMs: number,
): Promise<{ child: ChildProcess; uri: string }> {
  const port = await findFreePort();
  const out = fs.openSync(logFile, 'a');
  const child = spawn(binary, ['-listen', `127.0.0.1:${port}`, '-data', dbDir], {
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  let spawnError: Error | null = null;
  child.once('error', (error) => {
    spawnError = error;
  });
  const uri = `mongodb://127.0.0.1:${port}/`;
  const ready = await waitForPing(uri, timeoutMs, () => !exited(child) && !spawnError);
  if (ready) return { child, uri };
  await stopChild(child);
  const reason = spawnError ? String(spawnError) : tailOf(logFile) || 'no answer to ping';
  throw new EmbeddedDbError(`The embedded database did not start (see ${logFile}):\n${reason}`);
}

/**
 * The database the site uses: MONGODB_URI when set, else the embedded FerretDB (built with Go on
 * first use) on a free loopback port, with its data in <dataDir>/db so it survives restarts.
 */
export async function startDatabase(options: StartDatabaseOptions): Promise<RunningDatabase> {
  const log = options.log ?? console.log;
  const external = options.mongodbUri ?? process.env.MONGODB_URI;
  if (external && external.trim()) {
    return { uri: external.trim(), embedded: false, stop: async () => undefined };
  }

  const binary = options.binaryPath ?? (await ensureEmbeddedDbBinary({ log }));
  const dbDir = path.join(path.resolve(options.dataDir), 'db');
  fs.mkdirSync(dbDir, { recursive: true });
  const logFile = path.join(path.resolve(options.dataDir), 'embedded-db.log');
  const timeoutMs = options.startTimeoutMs ?? 30_000;

  let started: { child: ChildProcess; uri: string };
  try {
    started = await spawnEmbedded(binary, dbDir, logFile, timeoutMs);
  } catch {
    // The free port may have been taken between choosing and binding it: try once more.
    started = await spawnEmbedded(binary, dbDir, logFile, timeoutMs);
  }
  const { child, uri } = started;

  let stopping: Promise<void> | null = null;
  let removeHandlers: () => void = () => undefined;
  const stop = () => {
    stopping ??= stopChild(child).finally(() => removeHandlers());
    return stopping;
  };
  removeHandlers = stopOnExit(child, stop);
  return { uri, embedded: true, stop };
}
