// `npm start`: install what is missing, build what is stale, then serve the whole site (API,
// shell and remotes) at one URL with the embedded database. The server prints the URL and login.
import { spawn } from 'node:child_process';
import { apiServerArgs, apiServerEnv } from './lib/api-server.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { useCompileCache } from './lib/compileCache.mjs';
import { ensureNode24 } from './lib/node24.mjs';
import { ensureBuilt } from './lib/build.mjs';
import { exitLikeServer, REPO_ROOT, step } from './lib/run.mjs';

await ensureNode24(import.meta.url);
useCompileCache();
await ensureInstalled();
await ensureBuilt();
step('Starting SweepScout');
const server = spawn(process.execPath, apiServerArgs(), {
  cwd: REPO_ROOT,
  stdio: 'inherit',
  env: apiServerEnv({ NODE_ENV: 'production', ...process.env }),
});
exitLikeServer(server);
