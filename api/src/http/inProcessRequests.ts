import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * The connections this server opens to itself: a server-rendered page's data reads, answered in
 * process (site/inProcessFetch.ts). Known by their stream object, which no client outside the
 * process can present, so a request cannot claim to be one.
 */
const inProcessConnections = new WeakSet<Duplex>();

export function markInProcessConnection(stream: Duplex): void {
  inProcessConnections.add(stream);
}

/** A request this server made to itself while answering a visitor's request. */
export function isInProcessRequest(req: IncomingMessage): boolean {
  return inProcessConnections.has(req.socket);
}
