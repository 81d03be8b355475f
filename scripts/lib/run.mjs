// Small process helpers for the start and test scripts.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Run a command with inherited output; resolve with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, stdio: 'inherit', ...options });
    child.on('error', () => resolve(127));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Run a command with its output (stdout and stderr, in order) collected instead of printed;
 * resolve with its exit code and that output.
 */
export function runCollected(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = stopWithThisProcess(
      spawn(command, args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options }),
    );
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', () => resolve({ code: 127, output: Buffer.concat(chunks) }));
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks) }),
    );
  });
}

/** Run a command and stop the whole script with its exit code when it fails. */
export async function mustRun(label, command, args, options = {}) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n✖ ${label} failed (exit ${code}).`);
    process.exit(code);
  }
}

export function step(text) {
  console.log(`\n▶ ${text}`);
}

const childrenToStop = new Set();
let stoppingInstalled = false;

function stopChildren() {
  for (const child of childrenToStop) child.kill('SIGTERM');
}

/** On exit or an interrupting signal, stop the children; a signal then ends this script as usual. */
function installStopping() {
  stoppingInstalled = true;
  process.once('exit', stopChildren);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      stopChildren();
      process.exit(128 + constants.signals[signal]);
    });
  }
}

/**
 * Stop `child` when this script ends, even when it is interrupted (Ctrl-C, kill): a benchmark or
 * test stopped midway must not leave a server behind holding its port and database.
 */
export function stopWithThisProcess(child) {
  if (!stoppingInstalled) installStopping();
  childrenToStop.add(child);
  child.once('exit', () => childrenToStop.delete(child));
  return child;
}

/**
 * For a script that runs the site server as its child and lives as long as it: Ctrl-C or a
 * kill is passed on to the server, and this script ends as the server did (128 + the signal's
 * number when it was stopped so). A server that dies of a signal it was not sent (a crash:
 * SIGSEGV, SIGABRT, the kernel's SIGKILL) says so and ends this script with 1, where it used to
 * end with 0 and no word.
 * @param {import('node:child_process').ChildProcess} server
 * @param {() => void} [cleanUp] run once the server has ended, before this script exits
 */
export function exitLikeServer(server, cleanUp = () => {}) {
  let passedOn = null;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      passedOn = signal;
      server.kill(signal);
    });
  }
  server.on('exit', (code, signal) => {
    cleanUp();
    if (code !== null) process.exit(code);
    if (signal === passedOn) process.exit(128 + constants.signals[signal]);
    console.error(`\n✖ The site server died of ${signal}.`);
    process.exit(1);
  });
}
