import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { processEnvironment, setting, type Environment } from '../config';
import { EmbeddedDbError, ensureEmbeddedDbBinary } from './embeddedBinary';
import { waitForPing } from './ping';

export interface StartDatabaseOptions {
  /** Folder of the site's data; the embedded database keeps its files in <dataDir>/db. */
  dataDir: string;
  log?: (line: string) => void;
  /** Defaults to the MONGODB_URI setting. */
  mongodbUri?: string;
  startTimeoutMs?: number;
  binaryPath?: string;
  /**
   * A loopback TCP port for the embedded database (EMBEDDED_DB_PORT); default: none, it listens
   * on a Unix socket in <dataDir>/run (see socketPathFor).
   */
  port?: number;
}

export interface RunningDatabase {
  uri: string;
  /** True when this process started the embedded database. */
  embedded: boolean;
  stop(): Promise<void>;
  /** The embedded database's current process id (changes when the supervisor restarts it). */
  readonly pid?: number;
  /** How many times the supervisor has restarted the embedded database. */
  readonly restarts?: number;
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

/**
 * Stop the child when this process ends, however it ends. On SIGINT/SIGTERM, when the server has
 * its own (graceful) shutdown handler, that handler stops the database after the requests in
 * flight; otherwise it is stopped at once. `onSignal` tells the supervisor not to restart it.
 */
function stopOnExit(
  current: () => ChildProcess,
  stop: () => Promise<void>,
  signalled: () => void,
): () => void {
  const onExit = () => {
    const child = current();
    if (!exited(child)) child.kill('SIGTERM');
  };
  const onSignal = (signal: NodeJS.Signals) => {
    signalled();
    if (process.listenerCount(signal) > 0) return;
    void stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
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

/**
 * The database process's whole environment: where programs and the home folder are (Go's
 * runtime and SQLite read nothing else; its settings are flags). Not the API's: that holds
 * ADMIN_PASSWORD, NEWSLETTER_SECRET, MONGODB_URI credentials and whatever the operator set.
 */
export function childEnvironment(env: Environment = processEnvironment()): NodeJS.ProcessEnv {
  const kept: NodeJS.ProcessEnv = {};
  for (const name of ['PATH', 'HOME', 'TMPDIR'] as const) if (env[name]) kept[name] = env[name];
  return kept;
}

/** A folder only this user may enter (created so, and tightened when it already existed). */
function privateFolder(folder: string): void {
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  fs.chmodSync(folder, 0o700);
}

/**
 * Where the database listens. By default a Unix socket in a folder only the site's user may
 * enter: no other local user or process of another account can connect, and no port is open.
 * EMBEDDED_DB_PORT opts into a loopback TCP port instead (no authentication: any local process
 * can connect), for setups that cannot share the socket.
 */
export type DatabaseEndpoint = { socket: string } | { port: number };

// Unix socket paths are limited to 108 bytes (104 on macOS).
const SOCKET_PATH_LIMIT = 100;

/** `<dataDir>/run/db.sock`, or one in a new private temporary folder when that path is too long. */
export function socketPathFor(dataDir: string): string {
  const inDataDir = path.join(path.resolve(dataDir), 'run', 'db.sock');
  const folder =
    Buffer.byteLength(inDataDir) <= SOCKET_PATH_LIMIT
      ? path.dirname(inDataDir)
      : fs.mkdtempSync(path.join(os.tmpdir(), 'sweepscout-db-'));
  privateFolder(folder);
  return path.join(folder, 'db.sock');
}

/** The connection string of an endpoint: a socket's path is percent-encoded as the host. */
export function uriOf(endpoint: DatabaseEndpoint): string {
  return 'socket' in endpoint
    ? `mongodb://${encodeURIComponent(endpoint.socket)}/`
    : `mongodb://127.0.0.1:${endpoint.port}/`;
}

async function spawnEmbedded(
  binary: string,
  dbDir: string,
  logFile: string,
  timeoutMs: number,
  endpoint: DatabaseEndpoint,
): Promise<{ child: ChildProcess; uri: string }> {
  const out = fs.openSync(logFile, 'a', 0o600);
  const listen =
    'socket' in endpoint ? ['-unix', endpoint.socket] : ['-listen', `127.0.0.1:${endpoint.port}`];
  const child = spawn(binary, [...listen, '-data', dbDir], {
    stdio: ['ignore', out, out],
    env: childEnvironment(),
  });
  fs.closeSync(out);
  let spawnError: Error | null = null;
  child.once('error', (error) => {
    spawnError = error;
  });
  const uri = uriOf(endpoint);
  const ready = await waitForPing(uri, timeoutMs, () => !exited(child) && !spawnError);
  if (ready) return { child, uri };
  await stopChild(child);
  const reason = spawnError ? String(spawnError) : tailOf(logFile) || 'no answer to ping';
  throw new EmbeddedDbError(`The embedded database did not start (see ${logFile}):\n${reason}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Restart delays after an unexpected exit: quick first, then backing off to 5 s. */
export const RESTART_BACKOFF_MS = [100, 250, 500, 1000, 2000, 5000];

/**
 * The database the site uses: MONGODB_URI when set, else the embedded FerretDB (built with Go on
 * first use) on a Unix socket in <dataDir>/run (or EMBEDDED_DB_PORT), with its data in
 * <dataDir>/db so it survives restarts. Another API process shares it through MONGODB_URI set to
 * the printed URI (mongodb://%2F...%2Frun%2Fdb.sock/), run as the same user.
 * The embedded database is supervised: should it exit unexpectedly it is started again, with
 * backoff, on the same data folder and endpoint, so the connection string stays valid and
 * the API's driver reconnects by itself.
 */
export async function startDatabase(options: StartDatabaseOptions): Promise<RunningDatabase> {
  const log = options.log ?? console.log;
  const external = options.mongodbUri ?? setting('MONGODB_URI');
  if (external && external.trim()) {
    return { uri: external.trim(), embedded: false, stop: async () => undefined };
  }

  const binary = options.binaryPath ?? (await ensureEmbeddedDbBinary({ log }));
  const dbDir = path.join(path.resolve(options.dataDir), 'db');
  // The database files hold every account's hash, session and subscriber: this user only.
  privateFolder(path.resolve(options.dataDir));
  privateFolder(dbDir);
  const logFile = path.join(path.resolve(options.dataDir), 'embedded-db.log');
  const timeoutMs = options.startTimeoutMs ?? 30_000;

  const fixedPort = options.port ?? setting('EMBEDDED_DB_PORT');
  const endpoint: DatabaseEndpoint = fixedPort
    ? { port: fixedPort }
    : { socket: socketPathFor(options.dataDir) };
  const started = await spawnEmbedded(binary, dbDir, logFile, timeoutMs, endpoint);
  const { uri } = started;
  let child = started.child;
  let restarts = 0;
  let stopping: Promise<void> | null = null;
  // A signal to this process (Ctrl-C reaches the database too): shutting down, never restart.
  let signalled = false;

  const supervise = (current: ChildProcess) => {
    current.once('exit', (code, signal) => {
      if (stopping || signalled) return;
      log(`The embedded database exited (${signal ?? `code ${code}`}): restarting it`);
      void restart();
    });
  };
  const restart = async () => {
    for (let attempt = 0; !stopping; attempt += 1) {
      await sleep(RESTART_BACKOFF_MS[Math.min(attempt, RESTART_BACKOFF_MS.length - 1)]);
      if (stopping) return;
      try {
        const next = await spawnEmbedded(binary, dbDir, logFile, timeoutMs, endpoint);
        if (stopping) {
          await stopChild(next.child);
          return;
        }
        child = next.child;
        restarts += 1;
        supervise(child);
        log('The embedded database is back');
        return;
      } catch (error) {
        log(`The embedded database did not restart yet: ${(error as Error).message}`);
      }
    }
  };
  supervise(child);

  let removeHandlers: () => void = () => undefined;
  const stop = () => {
    stopping ??= stopChild(child).finally(() => removeHandlers());
    return stopping;
  };
  removeHandlers = stopOnExit(
    () => child,
    stop,
    () => {
      signalled = true;
    },
  );
  return {
    uri,
    embedded: true,
    stop,
    get pid() {
      return child.pid;
    },
    get restarts() {
      return restarts;
    },
  };
}
