import express, { type NextFunction, type Request, type Response } from 'express';
import {
  databaseConnected,
  isDatabaseUnavailableError,
  sendDatabaseUnavailable,
} from '../db/availability';
import { DomainError } from '../domain/errors';
import { answeredByDeadline } from './deadline';
import { logger } from '../log/logger';

/** JSON bodies: 100 KB by default; upload routes (after their session and permission checks) more. */
export const BODY_LIMIT = '100kb';
export const UPLOAD_BODY_LIMIT = '10mb';

const LIMIT_TEXT: Record<string, string> = { [BODY_LIMIT]: '100 KB', [UPLOAD_BODY_LIMIT]: '10 MB' };

/** The default JSON parser of /api. */
export const jsonBody = express.json({ limit: BODY_LIMIT });
/** Routes (under /api) whose bodies may carry images: parsed by uploadJsonBody instead. */
export function isUploadRoute(req: Request): boolean {
  return /^\/admin\/(uploads|reviews)(\/|$)/i.test(req.path);
}

/** The parser of upload routes: mount it only after requireSession and requirePermission. */
export const uploadJsonBody = express.json({ limit: UPLOAD_BODY_LIMIT });

interface BodyParserError extends Error {
  type?: string;
  status?: number;
  expose?: boolean;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  return error instanceof Error && typeof (error as BodyParserError).type === 'string';
}

/** Body parser failures answer JSON: malformed JSON 400, too large 413, others their 4xx. */
export function bodyErrorHandler(
  error: unknown,
  _req: Request,
  res: Response,
  next: NextFunction,
): void {
  if (!isBodyParserError(error)) return next(error);
  if (error.type === 'entity.parse.failed') {
    res.status(400).json({ message: 'Malformed JSON body' });
  } else if (error.type === 'entity.too.large') {
    const limit = (error as BodyParserError & { limit?: number }).limit ?? 0;
    const text = limit > 1024 * 1024 ? LIMIT_TEXT[UPLOAD_BODY_LIMIT] : LIMIT_TEXT[BODY_LIMIT];
    res.status(413).json({ message: `Request body is too large (limit ${text})` });
  } else if (error.status && error.status >= 400 && error.status < 500) {
    res.status(error.status).json({ message: error.expose ? error.message : 'Bad request' });
  } else {
    next(error);
  }
}

/** Unknown /api/* paths. */
export function apiNotFound(_req: Request, res: Response): void {
  res.status(404).json({ message: 'Not found' });
}

/**
 * The last handler: a business rule's refusal (DomainError) answers its status and message; no
 * database answering is a 503 (the service comes back by itself); anything else is a bug,
 * logged, answered as JSON 500 without internals.
 */
export function finalErrorHandler(
  error: unknown,
  req: Request,
  res: Response,
  next: NextFunction,
): void {
  if (res.headersSent) {
    // The deadline answered 503 already: the handler's late answer (or failure) has nowhere to
    // go, and the connection, which may carry the client's next request, stays open.
    if (answeredByDeadline(res)) {
      logger.warn({ err: error, reqId: req.id }, 'finished after the deadline answered');
      return;
    }
    return next(error);
  }
  if (isBodyParserError(error)) return bodyErrorHandler(error, req, res, next);
  if (error instanceof DomainError) {
    res.status(error.status).json({ message: error.message, ...error.details });
    return;
  }
  // An error while no database is connected is the outage's doing (a write cut off as the
  // database died can surface as another driver error): the client may retry, as for any 503.
  if (isDatabaseUnavailableError(error) || !databaseConnected()) {
    logger.warn({ err: error, reqId: req.id }, 'database unavailable');
    return sendDatabaseUnavailable(res);
  }
  logger.error({ err: error, reqId: req.id, method: req.method }, 'unhandled error');
  res.status(500).json({ message: 'Internal server error' });
}
