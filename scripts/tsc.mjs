// `node scripts/tsc.mjs <tsc arguments>`: TypeScript 7's compiler, which the packages' build and
// typecheck scripts run (scripts/lib/typescript.mjs says why it is not node_modules/.bin/tsc).
import { spawnSync } from 'node:child_process';
import { tscCommand } from './lib/typescript.mjs';

const [command, args] = tscCommand(process.argv.slice(2));
const { status } = spawnSync(command, args, { stdio: 'inherit' });
process.exit(status ?? 1);
