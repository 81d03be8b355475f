// `npm test`: install what is missing (npm packages, and Debian's Chromium, nginx and Varnish
// beside them), build, then run every check: lint and format, type-check, can-i-deploy, unit
// tests, API integration tests against the real embedded database, end-to-end tests in Chromium
// and the operations tests. Ends with one 'N passed, N failed' line.
//
// Two lanes share the machine's two cores: the longest chain (build, end-to-end tests, operations
// tests) with its output live, and a queue of every other check beside it, one check at a time, each
// check's output printed in one block when it ends; once the browser tests are done, both lanes
// take from the queue. Checks that need no build (unit tests, lint, format) can start at once; the
// integration tests start as soon as the build is done. The static checks (lint, format, types,
// can-i-deploy) run at a lower priority (nice): they have no timing of their own, and the tests do.
//
// `node scripts/test.mjs unit`, `... api` or `... e2e` runs only that stage (after install, and
// for api and e2e the build): the `npm run test:unit`, `test:api` and `test:e2e` scripts. Each
// goes through Node 24 like the whole run (under Node 20 jest crashes in the API's unit tests).
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled } from './lib/install.mjs';
import { useCompileCache } from './lib/compileCache.mjs';
import { ensureNode24 } from './lib/node24.mjs';
import { ensureBuilt } from './lib/build.mjs';
import { CHROMIUM_PACKAGES } from './lib/chromium.mjs';
import { OPS_TOOLS_PACKAGES } from './lib/opsTools.mjs';
import { ensureSystemPackages } from './lib/systemPackages.mjs';
import { run, runCollected, REPO_ROOT, step } from './lib/run.mjs';
import { createRequire } from 'node:module';

const { REMOTES } = createRequire(import.meta.url)('../workspace.cjs');

const ONLY = process.argv[2];
if (ONLY !== undefined && !['unit', 'api', 'e2e'].includes(ONLY)) {
  console.error(`Usage: node scripts/test.mjs [unit|api|e2e] (got "${ONLY}")`);
  process.exit(2);
}

const ARTIFACTS = path.join(REPO_ROOT, 'tests', 'artifacts');
const bin = (name) => path.join(REPO_ROOT, 'node_modules', '.bin', name);
const started = Date.now();
const results = [];

const seconds = (since) => Math.round((Date.now() - since) / 1000);

/** A step with no test counts (install, build): timed for the summary. */
async function timed(label, work) {
  const t0 = Date.now();
  await work();
  results.push({ label, ok: true, seconds: seconds(t0), counts: null, order: t0 });
}

/** Run a command (at a lower priority if asked) and collect its output (stdout and stderr, in order). */
function runBeside(command, args, lowPriority) {
  return lowPriority
    ? runCollected('nice', ['-n', '10', command, ...args])
    : runCollected(command, args);
}

/**
 * One check: `live` ones print as they run (the main lane), the others print their output in
 * one block when done, so that two checks running together never interleave their lines.
 */
async function check(label, command, args, { countFrom, live = false, lowPriority = false } = {}) {
  const t0 = Date.now();
  let code;
  if (live) {
    step(label);
    code = await run(command, args);
  } else {
    const result = await runBeside(command, args, lowPriority);
    code = result.code;
    step(`${label} (ran beside, ${seconds(t0)}s)`);
    process.stdout.write(result.output);
  }
  const counts = countFrom ? countFrom() : null;
  results.push({ label, ok: code === 0, seconds: seconds(t0), counts, order: t0 });
}

function jestCounts(file) {
  return () => {
    if (!existsSync(file)) return null;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
    };
  };
}

function playwrightCounts(file) {
  return () => {
    if (!existsSync(file)) return null;
    const { stats } = JSON.parse(readFileSync(file, 'utf8'));
    return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
  };
}

await ensureNode24(import.meta.url);
useCompileCache();
// Debian's packages need no npm package: on a new machine apt runs beside the npm install (both
// wait on the network and the disk more than on the CPU), and the build waits for the install only.
const systemPackages = { e2e: [CHROMIUM_PACKAGES], unit: [], api: [] }[ONLY] ?? [
  CHROMIUM_PACKAGES,
  OPS_TOOLS_PACKAGES,
];
const systemReady =
  systemPackages.length === 0
    ? Promise.resolve()
    : timed(`Debian's ${systemPackages.map((group) => group.name).join(', ')}`, () =>
        ensureSystemPackages(systemPackages),
      );
await timed('Install (npm packages)', ensureInstalled);
// A fresh folder for a run with browser tests (their screenshots and traces); the unit or API
// tests alone keep the last browser run's artifacts and overwrite only their own report.
if (ONLY === undefined || ONLY === 'e2e') rmSync(ARTIFACTS, { recursive: true, force: true });
mkdirSync(ARTIFACTS, { recursive: true });

const unitReport = path.join(ARTIFACTS, 'jest-unit.json');
const buildsReport = path.join(ARTIFACTS, 'jest-builds.json');
const apiReport = path.join(ARTIFACTS, 'jest-api.json');
const e2eReport = path.join(ARTIFACTS, `results-${process.env.E2E_PORT ?? 4600}.json`);

const jest = (config, report, extra = []) => [
  '--ci',
  '-c',
  config,
  ...extra,
  '--json',
  `--outputFile=${report}`,
];

// Alone (`test:unit`), one jest worker per core (jest's default leaves one core to itself: 56 s
// instead of 37 on two cores); beside the browser tests, the default.
const unitTests = ({ alone = false, ...options } = {}) =>
  check(
    'Unit tests (jest: every package, libraries from source, no database)',
    bin('jest'),
    jest('jest.config.js', unitReport, alone ? ['--maxWorkers=100%'] : []),
    { countFrom: jestCounts(unitReport), ...options },
  );

const apiTests = (options) =>
  check(
    'API and page-server integration tests (jest, real embedded database)',
    bin('jest'),
    jest('jest.integration.config.js', apiReport, ['--runInBand']),
    { countFrom: jestCounts(apiReport), ...options },
  );

const e2eTests = () =>
  check(
    'End-to-end tests (Playwright, Chromium)',
    bin('playwright'),
    ['test', '-c', 'tests/playwright.config.ts'],
    { countFrom: playwrightCounts(e2eReport), live: true },
  );

// Operations: the site behind nginx (rolling restart, instance killed) and Varnish (purge).
const opsReport = path.join(ARTIFACTS, `ops-${process.env.E2E_PORT ?? 4600}.json`);
const opsTests = () =>
  check(
    'Operations tests (nginx and Varnish, Playwright without a browser)',
    bin('playwright'),
    ['test', '-c', 'tests/ops/playwright.config.ts'],
    { countFrom: playwrightCounts(opsReport), live: true },
  );

if (ONLY === 'unit') {
  await unitTests({ alone: true, live: true });
} else if (ONLY === 'api') {
  await timed('Build', ensureBuilt);
  await apiTests({ live: true });
} else if (ONLY === 'e2e') {
  await timed('Build', ensureBuilt);
  await systemReady;
  await e2eTests();
} else {
  const built = timed('Build', ensureBuilt);

  // The checks beside the browser tests, in the order they are taken: the integration tests (the
  // longest) as soon as the build allows, so that they never run alone at the end; the static
  // checks, short ones, last. A check that reads the build is passed over while the build runs
  // (lint and format go first then), and waited for when nothing else is left.
  const lowPriority = true;
  const shellDist = path.join(REPO_ROOT, 'shell', 'dist');
  let buildDone = false;
  built.then(() => (buildDone = true));
  const afterBuild = (work) => Object.assign(() => built.then(work), { needsBuild: true });
  const besideChecks = [
    () => unitTests(),
    afterBuild(() => apiTests()),
    () => check('Lint (ESLint)', bin('eslint'), ['.', '--max-warnings=0'], { lowPriority }),
    () =>
      check('Format (Prettier)', bin('prettier'), ['--check', '.', '--log-level', 'warn'], {
        lowPriority,
      }),
    afterBuild(() =>
      check(
        'Type-check (tsc, every package)',
        process.execPath,
        // The packages in as few programs as their settings allow, two at a time: the last check
        // of a run often has both cores to itself (scripts/typecheck.mjs).
        [path.join(REPO_ROOT, 'scripts', 'typecheck.mjs')],
        { lowPriority },
      ),
    ),
    afterBuild(() =>
      check(
        'can-i-deploy on small real builds (jest)',
        bin('jest'),
        jest('scripts/jest.builds.config.js', buildsReport),
        { countFrom: jestCounts(buildsReport) },
      ),
    ),
    // Every remote's build against the shell built just now: the check a team runs before it ships
    // (a second each: last, so that the run does not end on a longer check alone).
    ...REMOTES.map(({ package: remote }) =>
      afterBuild(() =>
        check(
          `Can ${remote} deploy under the built shell`,
          'npm',
          ['run', '--silent', 'can-i-deploy', '-w', remote, '--', '--shell', shellDist],
          { lowPriority },
        ),
      ),
    ),
  ];
  /** The next check a lane can start now (else the first, which waits for the build). */
  const nextCheck = () => {
    const ready = besideChecks.findIndex((check) => buildDone || !check.needsBuild);
    return besideChecks.splice(Math.max(ready, 0), 1)[0];
  };
  /** Take the next check until none is left: two lanes share one queue. */
  const takeChecks = async () => {
    for (let next = nextCheck(); next; next = nextCheck()) await next();
  };

  // Two lanes share the two cores. The main one runs what the browser tests need, then them (the
  // longest stage), then takes checks from the queue; the other takes checks from the start.
  const mainLane = Promise.all([built, systemReady]).then(e2eTests).then(opsTests).then(takeChecks);
  await Promise.all([mainLane, takeChecks()]);
}

console.log('\nSummary');
let passed = 0;
let failed = 0;
for (const r of results.sort((a, b) => a.order - b.order)) {
  const counts = r.counts ? ` (${r.counts.passed} passed, ${r.counts.failed} failed)` : '';
  console.log(`  ${r.ok ? '✔' : '✖'} ${r.label}${counts} in ${r.seconds}s`);
  if (r.counts) {
    passed += r.counts.passed;
    failed += r.counts.failed;
  }
  if (!r.ok && (!r.counts || r.counts.failed === 0)) failed += 1; // a failed check without counts
}
console.log(`  total time ${seconds(started)}s`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
