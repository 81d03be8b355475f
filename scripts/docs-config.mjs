// `npm run docs:config`: writes docs/configuration.md from the API's settings declarations
// (api/src/config.ts), compiled first with the API's own build.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { mustRun, REPO_ROOT } from './lib/run.mjs';

await mustRun('Building the API', 'npm', ['run', 'build', '--silent', '-w', 'api']);
const require = createRequire(import.meta.url);
const { configurationMarkdown } = require(path.join(REPO_ROOT, 'api/dist/configDocs.js'));
const target = path.join(REPO_ROOT, 'docs/configuration.md');
writeFileSync(target, configurationMarkdown());
console.log(`✔ Wrote ${path.relative(REPO_ROOT, target)}`);
