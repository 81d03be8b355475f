/**
 * What the primary and its workers tell each other (node:cluster IPC). A worker takes
 * connections from the primary (`accepting`, then one `connection` with the socket each), says
 * when each one closes, when it stops taking new ones (`draining`), and when it is warm (`ready`).
 */
export type WorkerMessage =
  | { type: 'sweepscout:accepting' }
  | { type: 'sweepscout:closed' }
  | { type: 'sweepscout:draining' }
  | { type: 'sweepscout:ready' };

export type PrimaryMessage =
  /** The port the primary listens on (its own choice when PORT=0). */
  | { type: 'sweepscout:listening'; port: number }
  /** Sent with a connection's socket: the worker serves it as its own. */
  | { type: 'sweepscout:connection' };

const typeOf = (message: unknown): unknown =>
  typeof message === 'object' && message !== null
    ? (message as { type?: unknown }).type
    : undefined;

const WORKER_TYPES = new Set<unknown>([
  'sweepscout:accepting',
  'sweepscout:closed',
  'sweepscout:draining',
  'sweepscout:ready',
]);

export const isWorkerMessage = (message: unknown): message is WorkerMessage =>
  WORKER_TYPES.has(typeOf(message));

export const isListening = (
  message: unknown,
): message is Extract<PrimaryMessage, { type: 'sweepscout:listening' }> =>
  typeOf(message) === 'sweepscout:listening';

export const isHandedConnection = (
  message: unknown,
): message is Extract<PrimaryMessage, { type: 'sweepscout:connection' }> =>
  typeOf(message) === 'sweepscout:connection';

/** To the primary, when this process is a worker still connected to it. */
export function tellPrimary(message: WorkerMessage): void {
  if (process.connected) process.send?.(message);
}
