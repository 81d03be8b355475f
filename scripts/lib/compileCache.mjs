// Node's on-disk compile cache for every Node process a launcher starts (the site server, jest,
// Playwright and its workers, webpack, ESLint): the V8 code of each module is kept beside the
// packages, so the next process that loads it skips compiling it. A test run starts the site
// server some twenty times; a start took 0.35 CPU-second less with the cache (1.85 instead of 2.2).
import module from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from './run.mjs';

/** Where the cache lives: with the packages, so a fresh clone starts empty and `rm -rf node_modules` clears it. */
export const COMPILE_CACHE_DIR = path.join(
  REPO_ROOT,
  'node_modules',
  '.cache',
  'node-compile-cache',
);

/** This process and every process it starts use the cache (a NODE_COMPILE_CACHE already set wins). */
export function useCompileCache() {
  process.env.NODE_COMPILE_CACHE ??= COMPILE_CACHE_DIR;
  module.enableCompileCache?.(process.env.NODE_COMPILE_CACHE);
}
