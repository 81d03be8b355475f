import http, { type Server } from 'node:http';
import type { Express } from 'express';

/** How a server process takes its connections, and how it stops taking them. */
export interface Entrance {
  server: Server;
  /** The port visitors reach this process on. */
  port: number;
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
      resolve({
        server,
        port: typeof address === 'object' && address ? address.port : options.port,
        drain: () => new Promise((closed) => server.close(() => closed())),
      });
    });
  });
}
