// The embedded database's binary (Go) is the slowest part of a first build on a new machine: with
// Go's caches empty, about 100 s and 170 CPU-seconds here (its modules downloaded, then compiled).
// It needs neither the npm packages nor the API's build, so `npm start` and `npm test` start it
// first, beside the npm install. The build step then runs the API's own check
// (api/src/db/embeddedBinary.ts, `node api/dist/db/build-cli.js`), which finds the binary built,
// or rebuilds it when its Go sources changed since, and says why when Go is missing.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, stopWithThisProcess } from './run.mjs';

const SOURCE = path.join(REPO_ROOT, 'api', 'embedded-db');
const BINARY = path.join(REPO_ROOT, 'api', '.bin', 'embedded-db');

let building;

/**
 * Start `go build` of the binary when it is missing (once per script); resolves when it is done,
 * whatever the outcome: a failure is the API's check to report, which builds again and explains.
 */
export function startEmbeddedDbBuild() {
  building ??= existsSync(BINARY) ? Promise.resolve() : goBuild();
  return building;
}

function goBuild() {
  mkdirSync(path.dirname(BINARY), { recursive: true });
  return new Promise((resolve) => {
    const child = stopWithThisProcess(
      spawn('go', ['build', '-o', BINARY, '.'], { cwd: SOURCE, stdio: 'ignore' }),
    );
    child.on('error', () => resolve());
    child.on('close', () => resolve());
  });
}
