import http, { type Server } from 'node:http';
import type { Express } from 'express';

/** How a server process takes its connections, and how it stops taking them. */
export interface Entrance {
  server: Server;
  /** The port visitors reach this process on. */
  port: number;
  /**
   * An origin that reaches this process alone, on loopback: its own warm-up goes there. Through
   * the visitors' port a worker's warm-up would be shared out between the workers, warming the
   * others as much as itself, and its connections would count in the primary's turns.
   */
  ownOrigin: string;
  /**
   * Takes no new connection from now on; resolves once every connection it took has closed
   * (the caller ends idle ones and lets answers under way finish).
   */
  drain(): Promise<void>;
}

/** `app` on a port of its own (one process alone, or a private port). */
export function listenOnPort(
  app: Express,
  options: { port: number; host: string },
): Promise<Entrance> {
  return new Promise((resolve, reject) => {
    const server = http.createServer(app);
    server.once('error', reject);
    server.listen(options, () => {
      server.off('error', reject);
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      resolve({
        server,
        port,
        ownOrigin: `http://${loopbackHost(options.host)}:${port}`,
        drain: () => new Promise((closed) => server.close(() => closed())),
      });
    });
  });
}

/** The loopback address of a server listening on `host` (an address in URL form). */
function loopbackHost(host: string): string {
  const loopback = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return loopback.includes(':') ? `[${loopback}]` : loopback;
}
