import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';
import { answerCache, refineCompression, type EncodedAnswer } from '../readModel/encodedAnswers';
import { readModel } from '../readModel/readModel';
import { fileStamp } from '../site/fileStamps';
import { answerKeyOf } from './answerCache';
import { acceptsHtml, writeAnswer } from './answerWriter';
import { countCachedAnswer } from './cachedAnswerTally';
import { fastPathHeaders, type FastPathHeaders } from './requestHeaders';
import { isInProcessRequest } from './inProcessRequests';
import { handledInTurns, type Handle } from './requestTurns';
import { followTrustProxyOf } from './responseHeaders';

/** Requests answered by the fast path since start (observability, and the tests' proof). */
export const fastPathStats = { served: 0 };

function templateUnchanged(template: EncodedAnswer['template']): boolean {
  return !template || fileStamp(template.file) === template.mtimeMs;
}

/**
 * The cached public answer for this request line and these request headers, when there is one
 * and the read model still stands at its version; null: the app must answer.
 */
export function usableCachedAnswer(url: string, headers: FastPathHeaders): EncodedAnswer | null {
  const answer = answerCache.get(answerKeyOf(url, headers));
  if (!answer || answer.version !== readModel.version || !readModel.isFresh()) return null;
  if (answer.stillValid && !answer.stillValid()) return null;
  if (answer.html && (!acceptsHtml(headers.accept) || !templateUnchanged(answer.template))) {
    return null;
  }
  return answer;
}

const isRead = (req: IncomingMessage) => req.method === 'GET' || req.method === 'HEAD';

/** Serves a cached public answer when there is one for this exact request; false hands the request to Express. */
export function serveCachedAnswer(req: IncomingMessage, res: ServerResponse): boolean {
  if (!isRead(req)) return false;
  const headers = fastPathHeaders(req);
  const answer = usableCachedAnswer(req.url ?? '', headers);
  if (!answer) return false;
  // Not in the request log (it bypasses Express): counted for the log's minute tally instead.
  countCachedAnswer(writeAnswer(req, res, answer, headers));
  // Asked again: worth its smaller compressed form from now on.
  refineCompression(answer);
  fastPathStats.served += 1;
  return true;
}

/**
 * Puts the fast path in front of the app: every request (app.listen, http.createServer(app) and
 * supertest all go through app.handle) first tries a cached answer, before Express's request
 * setup and router run. Anything else (a first request, a write, an admin read) is Express's;
 * reads are started one a turn of the event loop in the order they were read (requestTurns.ts).
 */
export function installFastPath(app: Express): void {
  const target = app as unknown as { handle: Handle };
  const expressHandle = target.handle.bind(app);
  const expressInTurns = handledInTurns(expressHandle);
  followTrustProxyOf(app.get('trust proxy fn') as Parameters<typeof followTrustProxyOf>[0]);
  target.handle = (req, res, next) => {
    if (serveCachedAnswer(req, res)) return;
    // Reads wait their turn; a write (a sign-in, a save) and a page's own data reads start at
    // once, as each was read: a flood of sign-ins read together is checked against its limits
    // together, as it always was.
    if (isInProcessRequest(req) || !isRead(req)) expressHandle(req, res, next);
    else expressInTurns(req, res, next);
  };
}
