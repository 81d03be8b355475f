// `npm test`: install what is missing (npm packages, Chromium), build, then run every check:
// lint and format, type-check, unit tests, API integration tests against the real embedded
// database, and end-to-end tests in Chromium. Ends with one 'N passed, N failed' line.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled } from './lib/install.mjs';
import { ensureNode24 } from './lib/node24.mjs';
import { ensureBuilt } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureOpsTools } from './lib/opsTools.mjs';
import { run, REPO_ROOT, step } from './lib/run.mjs';

const ARTIFACTS = path.join(REPO_ROOT, 'tests', 'artifacts');
const bin = (name) => path.join(REPO_ROOT, 'node_modules', '.bin', name);
const started = Date.now();
const results = [];

async function check(label, command, args, countFrom) {
  step(label);
  const t0 = Date.now();
  const code = await run(command, args);
  const counts = countFrom ? countFrom() : null;
  results.push({ label, ok: code === 0, seconds: Math.round((Date.now() - t0) / 1000), counts });
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
await ensureInstalled();
await ensureChromium();
await ensureOpsTools();
await ensureBuilt();
rmSync(ARTIFACTS, { recursive: true, force: true });
mkdirSync(ARTIFACTS, { recursive: true });

const unitReport = path.join(ARTIFACTS, 'jest-unit.json');
const apiReport = path.join(ARTIFACTS, 'jest-api.json');
const e2eReport = path.join(ARTIFACTS, `results-${process.env.E2E_PORT ?? 4600}.json`);

await check('Lint (ESLint)', bin('eslint'), ['.', '--max-warnings=0']);
await check('Format (Prettier)', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
await check('Type-check (tsc, every package)', bin('lerna'), [
  'run',
  'typecheck',
  '--concurrency',
  '2',
  '--loglevel',
  'warn',
]);
// Every remote's build against the shell built just now: the check a team runs before it ships.
for (const remote of ['mf-catalog', 'mf-content', 'mf-games', 'mf-admin']) {
  await check(`Can ${remote} deploy under the built shell`, 'npm', [
    'run',
    '--silent',
    'can-i-deploy',
    '-w',
    remote,
    '--',
    '--shell',
    path.join(REPO_ROOT, 'shell', 'dist'),
  ]);
}
await check(
  'Unit tests (jest: shared, kit, shell, remotes, scripts)',
  bin('jest'),
  ['--ci', '-c', 'jest.config.js', '--json', `--outputFile=${unitReport}`],
  jestCounts(unitReport),
);
await check(
  'API integration tests (jest, real embedded database)',
  bin('jest'),
  ['--ci', '-c', 'api/jest.config.js', '--runInBand', '--json', `--outputFile=${apiReport}`],
  jestCounts(apiReport),
);
await check(
  'End-to-end tests (Playwright, Chromium)',
  bin('playwright'),
  ['test', '-c', 'tests/playwright.config.ts'],
  playwrightCounts(e2eReport),
);
// Operations: the site behind nginx (rolling restart, instance killed) and Varnish (purge).
const opsReport = path.join(ARTIFACTS, `ops-${process.env.E2E_PORT ?? 4600}.json`);
await check(
  'Operations tests (nginx and Varnish, Playwright without a browser)',
  bin('playwright'),
  ['test', '-c', 'tests/ops/playwright.config.ts'],
  playwrightCounts(opsReport),
);

console.log('\nSummary');
let passed = 0;
let failed = 0;
for (const r of results) {
  const counts = r.counts ? ` (${r.counts.passed} passed, ${r.counts.failed} failed)` : '';
  console.log(`  ${r.ok ? '✔' : '✖'} ${r.label}${counts} in ${r.seconds}s`);
  if (r.counts) {
    passed += r.counts.passed;
    failed += r.counts.failed;
  }
  if (!r.ok && (!r.counts || r.counts.failed === 0)) failed += 1; // a failed check without counts
}
console.log(`  total time ${Math.round((Date.now() - started) / 1000)}s`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
