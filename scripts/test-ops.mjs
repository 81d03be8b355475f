// `npm run test:ops`: only the operations tests (the site behind nginx and Varnish on loopback),
// after installing what they need; `npm test` runs them too, as its last stage.
import { ensureInstalled } from './lib/install.mjs';
import { useCompileCache } from './lib/compileCache.mjs';
import { ensureNode24 } from './lib/node24.mjs';
import { ensureBuilt } from './lib/build.mjs';
import { ensureOpsTools } from './lib/opsTools.mjs';
import path from 'node:path';
import { run, REPO_ROOT, step } from './lib/run.mjs';

await ensureNode24(import.meta.url);
useCompileCache();
await ensureInstalled();
await ensureOpsTools();
await ensureBuilt();
step('Operations tests (nginx and Varnish)');
const playwright = path.join(REPO_ROOT, 'node_modules', '.bin', 'playwright');
process.exit(await run(playwright, ['test', '-c', 'tests/ops/playwright.config.ts']));
