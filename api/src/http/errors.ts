import type { NextFunction, Request, Response } from 'express';

export const BODY_LIMIT = '10mb';

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
    res.status(413).json({ message: `Request body is too large (limit ${BODY_LIMIT})` });
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

/** The last handler: a bug, logged, answered as JSON 500 without internals. */
export function finalErrorHandler(
  error: unknown,
  req: Request,
  res: Response,
  next: NextFunction,
): void {
  console.error(`Unhandled error on ${req.method} ${req.originalUrl}:`, error);
  if (res.headersSent) return next(error);
  res.status(500).json({ message: 'Internal server error' });
}
