/** What a worker tells the primary (node:cluster IPC). */
export interface WorkerReady {
  type: 'sweepscout:ready';
  /** The port the workers share (the primary's when PORT=0 chose one). */
  port: number;
}

export const isWorkerReady = (message: unknown): message is WorkerReady =>
  typeof message === 'object' &&
  message !== null &&
  (message as { type?: unknown }).type === 'sweepscout:ready';
