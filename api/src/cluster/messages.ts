/**
 * What the primary and its workers tell each other (the IPC channel of each forked worker). A
 * worker takes connections from the primary (`accepting`, then one `connection` with the socket
 * each), says when each one closes, when it stops taking new ones (`draining`), and when it is
 * warm (`ready`); the primary tells every worker when the database's change counters moved.
 */
const WORKER_MESSAGE_TYPES = [
  'sweepscout:accepting',
  'sweepscout:closed',
  'sweepscout:draining',
  'sweepscout:ready',
] as const;

export type WorkerMessage = { type: (typeof WORKER_MESSAGE_TYPES)[number] };

export type PrimaryMessage =
  /** The port the primary listens on (its own choice when PORT=0). */
  | { type: 'sweepscout:listening'; port: number }
  /** Sent with a connection's socket: the worker serves it as its own. */
  | { type: 'sweepscout:connection' }
  /** The database's change counters moved: the worker's read model looks at them (changeRelay.ts). */
  | { type: 'sweepscout:changed' };

const typeOf = (message: unknown): unknown =>
  typeof message === 'object' && message !== null
    ? (message as { type?: unknown }).type
    : undefined;

export const isWorkerMessage = (message: unknown): message is WorkerMessage =>
  (WORKER_MESSAGE_TYPES as readonly unknown[]).includes(typeOf(message));

const isPrimaryMessage =
  <T extends PrimaryMessage['type']>(type: T) =>
  (message: unknown): message is Extract<PrimaryMessage, { type: T }> =>
    typeOf(message) === type;

export const isListening = isPrimaryMessage('sweepscout:listening');
export const isHandedConnection = isPrimaryMessage('sweepscout:connection');
export const isChangeSignal = isPrimaryMessage('sweepscout:changed');

/**
 * To the primary, when this process is a worker still connected to it. The channel can close
 * between the check and the write (the primary killed, or exiting as the worker starts): the
 * callback takes that error, which Node would otherwise emit on `process`, where nothing handles
 * it and the worker crashed with `write EPIPE` instead of leaving on the channel's `disconnect`.
 */
export function tellPrimary(message: WorkerMessage): void {
  if (process.connected) process.send?.(message, undefined, {}, () => undefined);
}
