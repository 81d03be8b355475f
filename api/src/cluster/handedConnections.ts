import { Socket } from 'node:net';
import type { Express } from 'express';
import { listenOnPort, type Entrance } from '../http/entrance';
import { isHandedConnection, isListening, tellPrimary } from './messages';

/**
 * A worker's entrance: the connections its primary hands it (cluster/primary.ts, the workers in
 * turn), served by `app` as its own.
 *
 * The server also listens on a loopback port of its own that nobody is told of: Node sets up
 * its tracking of connections (the request and header timeouts, closing idle connections) when a
 * server starts listening, and the handed connections join it.
 */
export async function takeConnectionsFromPrimary(app: Express): Promise<Entrance> {
  const own = await listenOnPort(app, { port: 0, host: '127.0.0.1' });
  const open = new Set<Socket>();
  let draining = false;
  let allClosed: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => (allClosed = resolve));
  const settle = () => {
    if (draining && open.size === 0) allClosed();
  };

  process.on('message', (message: unknown, handle: unknown) => {
    if (!isHandedConnection(message) || !(handle instanceof Socket)) return;
    open.add(handle);
    handle.once('close', () => {
      open.delete(handle);
      tellPrimary({ type: 'sweepscout:closed' });
      settle();
    });
    own.server.emit('connection', handle);
    // The primary accepted it paused, so that no byte is read before this process has it.
    handle.resume();
  });
  const port = new Promise<number>((resolve) => {
    const onListening = (message: unknown) => {
      if (!isListening(message)) return;
      process.off('message', onListening);
      resolve(message.port);
    };
    process.on('message', onListening);
  });
  tellPrimary({ type: 'sweepscout:accepting' });

  return {
    server: own.server,
    port: await port,
    ownOrigin: own.ownOrigin,
    drain: async () => {
      draining = true;
      tellPrimary({ type: 'sweepscout:draining' });
      settle();
      await Promise.all([own.drain(), closed]);
    },
  };
}
