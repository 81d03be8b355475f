import type { NextFunction, Request, Response } from 'express';
import { sendDatabaseUnavailable } from '../db/availability';
import { logger } from '../log/logger';

/**
 * The longest an API request waits before it is answered. Each database operation is bounded by
 * the socket timeout (10 s), but a request may chain several (a sign-up: its rate-limit count,
 * then the insert), a new connection to a restarted database waits for its handshake, and the
 * driver retries a failed write once: while a restarted database was slow to answer, a sign-up
 * waited over 13 s (seen in the database-kill test on a loaded machine). After this long the
 * client gets the 503 of a database outage and may retry; the work still running may finish.
 */
export const API_ANSWER_DEADLINE_MS = 8_000;

const ANSWERED_BY_DEADLINE = Symbol('answered by the deadline');

type DeadlineResponse = Response & { [ANSWERED_BY_DEADLINE]?: true };

/** Whether the deadline already answered this request (its handler's own answer comes too late). */
export function answeredByDeadline(res: Response): boolean {
  return (res as DeadlineResponse)[ANSWERED_BY_DEADLINE] === true;
}

/**
 * Answers 503 (by default the API's JSON; `answer` for a page) when nothing was written `ms`
 * after the request came in, unless `skip` says so: the API leaves out its staff's requests (a
 * save answered 503 that then goes through would be saved twice by a retry, and an upload's time
 * is the client's). An answer that has started streaming is never cut.
 */
export function answerWithinDeadline(
  skip: (req: Request) => boolean,
  ms: number = API_ANSWER_DEADLINE_MS,
  answer: (req: Request, res: Response) => void = (_req, res) => sendDatabaseUnavailable(res),
) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (skip(req)) return next();
    const timer = setTimeout(() => {
      if (res.headersSent) return;
      (res as DeadlineResponse)[ANSWERED_BY_DEADLINE] = true;
      logger.warn({ reqId: req.id, method: req.method, deadlineMs: ms }, 'no answer in time: 503');
      answer(req, res);
    }, ms);
    res.once('close', () => clearTimeout(timer));
    next();
  };
}
