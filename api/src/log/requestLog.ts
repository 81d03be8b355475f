import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { isInProcessRequest } from '../http/inProcessRequests';
import { isOwnRequest } from '../http/ownRequests';
import { logger, safeUrl } from './logger';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** A proxy's X-Request-Id when it is well formed, else a new one; echoed in the answer. */
function requestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

/**
 * One JSON line per request (pino-http): id, method, censored URL, status, duration. The reads a
 * server-rendered page makes of this server in process are part of the visitor's request (they
 * carry its id), and the server's own warm-up burst is no visitor's: both are logged at debug
 * level unless they fail, so the log shows one line per visitor request (a page's read answered
 * 404 is the page's own not-found answer, logged with the page).
 */
export function requestLog(log: Logger = logger) {
  const logEachRequest = pinoHttp({
    logger: log,
    genReqId: requestId,
    customLogLevel: (req, res, error) => {
      if (error || res.statusCode >= 500) return 'error';
      if (isInProcessRequest(req) || isOwnRequest(req)) return 'debug';
      return res.statusCode >= 400 ? 'warn' : 'info';
    },
    // The serializers read the request and response themselves: pino-std-serializers' request
    // object (which pino-http builds first by default) reads every header and, under Express,
    // parses the query string, for each request and each of a page's reads, to keep four fields
    // (request logging: 4.4 % of a worker's profile rendering pages for new queries, 3.3 % now).
    wrapSerializers: false,
    serializers: {
      req: (req: IncomingMessage & { id?: unknown; originalUrl?: string }) => ({
        id: req.id,
        method: req.method,
        url: safeUrl(req.originalUrl ?? req.url ?? ''),
        remoteAddress: req.socket?.remoteAddress,
      }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
  });
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    // A page's reads are logged at debug level only, unless they fail: while debug is off, a
    // read that succeeds costs no request logger (a child logger per read, with its redaction,
    // was about 1 % of a worker rendering pages for new queries).
    if (isInProcessRequest(req) && !log.isLevelEnabled('debug')) {
      (req as IncomingMessage & { id?: unknown }).id = requestId(req, res);
      const start = Date.now();
      res.once('finish', () => {
        if (res.statusCode < 500) return;
        const responseTime = Date.now() - start;
        logEachRequest.logger.error({ req, res, responseTime }, 'request errored');
      });
      next();
      return;
    }
    logEachRequest(req, res, next);
  };
}
