import cluster, { type Worker } from 'node:cluster';
import type { ServerConfig } from '../config';
import { logger } from '../log/logger';
import { isWorkerReady } from './messages';

/** A worker that dies sooner than this after its start is replaced after a pause (no fork loop). */
const EARLY_DEATH_MS = 5000;
const REFORK_PAUSE_MS = 1000;
/** After the workers' own drain deadline, this long before the primary stops waiting for them. */
const EXIT_GRACE_MS = 5000;

export interface WorkerPool {
  /** Resolves with the shared port once every first worker is serving. */
  ready: Promise<number>;
  /** SIGTERM to every worker (each drains its requests), resolved once all have exited. */
  stop(): Promise<void>;
}

/**
 * One worker per `config.workers` (node:cluster: they share the port, the primary hands each
 * connection to one of them). Each worker has its own read model, kept coherent with the others
 * by the database's change signal, as separate instances are. A worker that dies is replaced;
 * the others keep serving meanwhile. `env` goes to every worker (the database's URI).
 */
export function startWorkers(config: ServerConfig, env: Record<string, string>): WorkerPool {
  let stopping = false;
  let firstReady = 0;
  let resolveReady: (port: number) => void = () => undefined;
  const ready = new Promise<number>((resolve) => (resolveReady = resolve));

  const fork = (): Worker => {
    const worker = cluster.fork(env);
    const started = Date.now();
    let serving = false;
    worker.on('message', (message: unknown) => {
      if (!isWorkerReady(message) || serving) return;
      serving = true;
      firstReady += 1;
      if (firstReady === config.workers) resolveReady(message.port);
    });
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      logger.warn({ pid: worker.process.pid, code, signal }, 'worker died: starting another');
      console.log(
        `Worker ${worker.process.pid} died (${signal ?? `exit code ${code}`}): starting another`,
      );
      const pause = Date.now() - started < EARLY_DEATH_MS ? REFORK_PAUSE_MS : 0;
      setTimeout(() => {
        if (!stopping) fork();
      }, pause).unref();
    });
    return worker;
  };
  for (let i = 0; i < config.workers; i += 1) fork();

  const stop = async () => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            const kill = setTimeout(
              () => worker.process.kill('SIGKILL'),
              config.shutdownTimeoutMs + EXIT_GRACE_MS,
            );
            worker.once('exit', () => {
              clearTimeout(kill);
              resolve();
            });
            worker.process.kill('SIGTERM');
          }),
      ),
    );
  };
  return { ready, stop };
}
