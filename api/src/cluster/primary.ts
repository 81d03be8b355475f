import { fork as forkProcess, type ChildProcess } from 'node:child_process';
import net, { type Socket } from 'node:net';
import { processEnvironment, type ServerConfig } from '../config';
import { logger } from '../log/logger';
import { BoundedRoundRobin } from './boundedRoundRobin';
import { workerInspectPorts } from './inspectPorts';
import { isWorkerMessage, type PrimaryMessage } from './messages';

/** A worker that dies sooner than this after its start is replaced after a pause (no fork loop). */
const EARLY_DEATH_MS = 5000;
const REFORK_PAUSE_MS = 1000;
/** After the workers' own drain deadline, this long before the primary stops waiting for them. */
const EXIT_GRACE_MS = 5000;

export interface WorkerPool {
  /** Resolves with the port the primary listens on once every first worker is serving. */
  ready: Promise<number>;
  /** SIGTERM to every worker (each drains its requests), resolved once all have exited. */
  stop(): Promise<void>;
  /** To every worker alive (one that just died misses it; its replacement starts afresh). */
  tellWorkers(message: PrimaryMessage): void;
}

type Worker = ChildProcess;

const isDead = (worker: Worker) => worker.exitCode !== null || worker.signalCode !== null;

/**
 * One worker per `config.workers`: this same entry run again as a child process. Not a
 * node:cluster worker: Node ends one at once when its primary disappears, with the requests it
 * holds unanswered, where this one drains them first. The primary listens on the port and hands
 * each connection to the workers in turn (boundedRoundRobin.ts), once a worker takes
 * connections: until then the port is closed, as a single process's is until it serves. Each
 * worker has its own read model, kept coherent with the others by the database's change signal,
 * as separate instances are. A worker that dies is replaced; the others keep serving meanwhile.
 * `env` goes to every worker (the database's URI).
 */
export function startWorkers(config: ServerConfig, env: Record<string, string>): WorkerPool {
  let stopping = false;
  let firstReady = 0;
  let resolveReady: (port: number) => void = () => undefined;
  let rejectReady: (error: unknown) => void = () => undefined;
  const ready = new Promise<number>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  const balancer = new BoundedRoundRobin<Worker>();
  const workers = new Set<Worker>();

  const handOver = (socket: Socket) => {
    const worker = balancer.take();
    // Every worker gone at once: refused, as a closed port would be (a balancer tries another).
    if (!worker) return socket.destroy();
    const message: PrimaryMessage = { type: 'sweepscout:connection' };
    worker.send(message, socket, (error) => {
      if (!error) return;
      balancer.closed(worker);
      socket.destroy();
    });
  };
  const listener = net.createServer({ pauseOnConnect: true }, handOver);
  let listening: Promise<number> | undefined;
  const listen = () =>
    (listening ??= new Promise<number>((resolve, reject) => {
      listener.once('error', reject);
      listener.listen(config.port, config.host, () => {
        listener.off('error', reject);
        const address = listener.address();
        resolve(typeof address === 'object' && address ? address.port : config.port);
      });
    }));

  const takesConnections = async (worker: Worker) => {
    try {
      const port = await listen();
      if (stopping || isDead(worker)) return;
      balancer.add(worker);
      worker.send({ type: 'sweepscout:listening', port } satisfies PrimaryMessage);
    } catch (error) {
      rejectReady(error);
    }
  };

  const nextInspectPort = workerInspectPorts();

  const fork = (): Worker => {
    const worker = forkProcess(process.argv[1], process.argv.slice(2), {
      env: { ...processEnvironment(), ...env, PRIMARY_PID: String(process.pid) },
      execArgv: [...process.execArgv, ...nextInspectPort()],
    });
    workers.add(worker);
    const started = Date.now();
    let serving = false;
    worker.on('message', (message: unknown) => {
      if (!isWorkerMessage(message)) return;
      switch (message.type) {
        case 'sweepscout:accepting':
          return void takesConnections(worker);
        case 'sweepscout:closed':
          return balancer.closed(worker);
        case 'sweepscout:draining':
          return balancer.remove(worker);
        case 'sweepscout:ready':
          if (serving) return;
          serving = true;
          firstReady += 1;
          if (firstReady === config.workers) void listen().then(resolveReady, rejectReady);
      }
    });
    worker.once('exit', (code, signal) => {
      workers.delete(worker);
      balancer.remove(worker);
      if (stopping) return;
      logger.warn({ pid: worker.pid, code, signal }, 'worker died: starting another');
      console.log(`Worker ${worker.pid} died (${signal ?? `exit code ${code}`}): starting another`);
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
    // No new connection from now on (a balancer in front sends it to another instance).
    listener.close();
    await Promise.all(
      [...workers].map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (isDead(worker)) return resolve();
            const kill = setTimeout(
              () => worker.kill('SIGKILL'),
              config.shutdownTimeoutMs + EXIT_GRACE_MS,
            );
            worker.once('exit', () => {
              clearTimeout(kill);
              resolve();
            });
            worker.kill('SIGTERM');
          }),
      ),
    );
  };
  const tellWorkers = (message: PrimaryMessage) => {
    for (const worker of workers) {
      // The channel may close between the check and the write (a worker dying): ignored.
      if (worker.connected) worker.send(message, undefined, {}, () => undefined);
    }
  };
  return { ready, stop, tellWorkers };
}
