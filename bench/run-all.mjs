// Runs the three quick benchmarks in turn (API throughput, page weight, games smoothness); exits
// non-zero when any figure misses its budget. The others take several minutes each (10,000
// casinos seeded, every route in Lighthouse): run them one by one (docs/performance.md).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
let failed = false;
for (const script of ['api-throughput.mjs', 'page-weight.mjs', 'games-smoothness.mjs']) {
  if (!existsSync(path.join(here, script))) continue;
  const { status } = spawnSync(process.execPath, [path.join(here, script)], { stdio: 'inherit' });
  if (status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
