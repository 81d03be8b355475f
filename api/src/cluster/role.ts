import { setting } from '../config';

/**
 * This process is a worker its primary started (primary.ts sets PRIMARY_PID in the worker's
 * environment), with the channel to it (process.send): the same server entry, run again, serves
 * as a worker instead of starting a site of its own.
 */
export function isWorker(): boolean {
  return setting('PRIMARY_PID') !== undefined && typeof process.send === 'function';
}
