// The TypeScript compiler of the packages' builds and of the type-check: TypeScript 7, the native
// compiler, installed as `typescript-7`. The `typescript` package beside it (TypeScript 6) is the
// one whose JavaScript API typescript-eslint parses with: TypeScript 7 has no such API, and so
// node_modules/.bin/tsc stays TypeScript 6's. The same language and checks: the type-check of
// every package takes a third of the CPU time TypeScript 5.9 took (docs/testing.md).
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The command and arguments that run TypeScript 7's `tsc` with `args`. */
export function tscCommand(args) {
  const packageDir = path.dirname(require.resolve('typescript-7/package.json'));
  // One thread: the runs start several compilers at once on two cores, where TypeScript 7's
  // default of four checkers per program repeats work (the type-check took 38 CPU-seconds with
  // them, 25 with one, and less time too).
  return [process.execPath, [path.join(packageDir, 'bin', 'tsc'), '--singleThreaded', ...args]];
}
