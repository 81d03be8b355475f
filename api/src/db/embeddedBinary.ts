import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { processEnvironment } from '../config';
import { EMBEDDED_DB_BINARY, EMBEDDED_DB_SOURCE } from '../paths';

export const GO_MISSING_MESSAGE =
  'Cannot start the embedded database: install Go 1.24+ (https://go.dev/dl/) or set MONGODB_URI to a MongoDB server.';

/** An error whose message is meant to be shown to the person starting the site, as is. */
export class EmbeddedDbError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddedDbError';
  }
}

export interface BuildOptions {
  sourceDir?: string;
  binaryPath?: string;
  log?: (line: string) => void;
  /** Environment of `go build` (PATH decides which Go runs); defaults to this process's own. */
  env?: NodeJS.ProcessEnv;
}

function mtimeMs(file: string): number | null {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

/** True when the binary is missing or older than any *.go, go.mod or go.sum of the wrapper. */
export function needsBuild(
  sourceDir = EMBEDDED_DB_SOURCE,
  binaryPath = EMBEDDED_DB_BINARY,
): boolean {
  const built = mtimeMs(binaryPath);
  if (built === null) return true;
  return fs
    .readdirSync(sourceDir)
    .filter((name) => name.endsWith('.go') || name === 'go.mod' || name === 'go.sum')
    .some((name) => (mtimeMs(path.join(sourceDir, name)) ?? 0) > built);
}

/**
 * Only what the site runs: FerretDB's SQLite backend (its PostgreSQL backend left out by its build
 * tag), pure Go (SQLite is Go here; no C compiler for the network and user packages), and no
 * debug tables (`-s -w`; Go's stack traces keep their names). With Go's caches empty, as on a new
 * machine, the build takes about 127 CPU-seconds instead of 153, and the binary 21 MB, not 37.
 */
const GO_BUILD_FLAGS = ['-tags', 'ferretdb_no_postgresql', '-ldflags', '-s -w'];
const GO_BUILD_ENV = { CGO_ENABLED: '0' };

function runGoBuild(
  sourceDir: string,
  binaryPath: string,
  env: NodeJS.ProcessEnv | undefined,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn('go', ['build', ...GO_BUILD_FLAGS, '-o', binaryPath, '.'], {
      cwd: sourceDir,
      env: { ...(env ?? processEnvironment()), ...GO_BUILD_ENV },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        new EmbeddedDbError(
          error.code === 'ENOENT' ? GO_MISSING_MESSAGE : `${GO_MISSING_MESSAGE}\n${error.message}`,
        ),
      );
    });
    child.on('close', (code) => {
      if (code === 0) return resolve();
      const reason =
        output.trim().split('\n').filter(Boolean).pop() ?? `go build exited with code ${code}`;
      reject(new EmbeddedDbError(`${GO_MISSING_MESSAGE}\n${reason}`));
    });
  });
}

/** Build api/.bin/embedded-db with `go build` when it is missing or stale; returns its path. */
export async function ensureEmbeddedDbBinary(options: BuildOptions = {}): Promise<string> {
  const sourceDir = options.sourceDir ?? EMBEDDED_DB_SOURCE;
  const binaryPath = options.binaryPath ?? EMBEDDED_DB_BINARY;
  if (!needsBuild(sourceDir, binaryPath)) return binaryPath;
  (options.log ?? console.log)(
    'Building the embedded database (first time takes a few minutes)...',
  );
  fs.mkdirSync(path.dirname(binaryPath), { recursive: true });
  await runGoBuild(sourceDir, binaryPath, options.env);
  return binaryPath;
}
