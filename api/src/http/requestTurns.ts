import type { IncomingMessage, ServerResponse } from 'node:http';
import { logger, safeUrl } from '../log/logger';

/** A request handler as node:http calls it (and Express's app.handle, with its `next`). */
export type Handle = (req: IncomingMessage, res: ServerResponse, next?: unknown) => void;
type Waiting = readonly [IncomingMessage, ServerResponse, unknown];

/**
 * `handle`, started for one request per turn of the event loop (in its check phase), in the
 * order the requests were read: the oldest request waiting first.
 *
 * Why one a turn: a Node server reads every socket that is ready in a turn's poll, in the order
 * Linux's epoll lists them, and a request it starts at once runs to its first wait in that order.
 * Under a load of pages rendered for new queries (16 connections, two workers, each page a few
 * milliseconds of CPU) a connection whose next request arrived just after a turn's poll was read
 * after the others in every turn that followed and waited a whole turn more each time: 3 or 4 of
 * the 16 connections were that slow, and they were the p99. Started one a turn, each request
 * waits for the requests read before it and no more, whichever socket it came on: every
 * connection is answered alike, and the poll between two starts reads the requests that came
 * meanwhile. Each request still runs to its first wait at once (a page rendered from the read
 * model: its whole render), so a page's objects are gone before the next one starts.
 *
 * A request waits here holding only what Node's parser made of it (no route has run).
 */
export function handledInTurns(handle: Handle): Handle {
  const waiting: Waiting[] = [];
  const startOldest = () => {
    const request = waiting.shift() as Waiting;
    if (waiting.length > 0) setImmediate(startOldest);
    start(handle, request);
  };
  return (req, res, next) => {
    // The line was empty: nothing is set to start it.
    if (waiting.push([req, res, next]) === 1) setImmediate(startOldest);
  };
}

function start(handle: Handle, [req, res, next]: Waiting): void {
  try {
    handle(req, res, next);
  } catch (error) {
    // Express answers its handlers' errors itself: this is a failure around them, and the
    // requests waiting after this one must still be answered.
    logger.error(
      { err: error, url: safeUrl(req.url ?? '') },
      'request failed before reaching its route',
    );
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
    res.end('Internal error');
  }
}
