import type { IncomingMessage, ServerResponse } from 'node:http';
import { setting } from '../config';
import { pageQuery } from '@sweepscout/shared';
import { answerCache, makeAnswer, type EncodedAnswer } from '../readModel/encodedAnswers';
import { shareable, surrogateKeysOf } from '../cdn/sharedCaching';
import { writeAnswer } from './answerWriter';
import { isUnkeptRequest } from './ownRequests';
import { fastPathHeaders, type FastPathHeaders } from './requestHeaders';
import { visitorStateIn, withheldForVisitor } from './visitorState';

/**
 * The last request lines reduced by answeredUrl: a page's request line is reduced four times
 * while it is answered (the fast path, the route, the renderer, the cache), each time parsing
 * and sorting its query (about 1.5 % of a worker rendering pages for new queries).
 */
const recentlyAnswered = new Map<string, string>();
const RECENTLY_ANSWERED_LIMIT = 256;

/**
 * The request line as the answer depends on it: as sent, except that a page route's query keeps
 * only the parameters its page reads (the route table's `query`), so `/compare?utm_x=1` is the
 * cached `/compare`. An API path matches no page route and keeps its whole query.
 */
export function answeredUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  let answered = recentlyAnswered.get(url);
  if (answered === undefined) {
    const pathname = url.slice(0, mark);
    answered = pathname + pageQuery(pathname, url.slice(mark));
    if (recentlyAnswered.size >= RECENTLY_ANSWERED_LIMIT) recentlyAnswered.clear();
    recentlyAnswered.set(url, answered);
  }
  return answered;
}

/** The end of a staff preview's answer key (see answerKey). */
const PREVIEW_KEY_MARK = '~preview';

/**
 * The key of a public answer: everything it depends on besides the read model version. The
 * request line (path and query as the answer reads them, see answeredUrl), the host and
 * forwarded protocol (canonical URLs in heads and the sitemap are built from them), the two
 * settings that change documents and the visitor's state (lists and links differ per state; an
 * answer made for one state is never served to another, nor to "all states").
 */
export function answerKey(
  req: IncomingMessage,
  headers: AnswerKeyHeaders = fastPathHeaders(req),
): string {
  return answerKeyOf(requestLine(req), headers);
}

/** The request's path and query as sent (inside an Express router req.url lost its mount path). */
function requestLine(req: IncomingMessage): string {
  return (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '';
}

type AnswerKeyHeaders = Pick<FastPathHeaders, 'host' | 'forwardedProto' | 'cookie' | 'region'>;

/** answerKey, from the request line and the request headers it reads. */
export function answerKeyOf(url: string, headers: AnswerKeyHeaders): string {
  return keyOfAnsweredUrl(answeredUrl(url), headers);
}

/** answerKeyOf, for a request line already reduced to what its answer reads (answeredUrl). */
function keyOfAnsweredUrl(answered: string, headers: AnswerKeyHeaders): string {
  const { host, forwardedProto } = headers;
  const visitor = visitorStateIn(headers);
  // A staff preview's page says so (and is never shared): its own entry.
  const state = `${visitor.code ?? ''}${visitor.source === 'preview' ? PREVIEW_KEY_MARK : ''}`;
  return `${host}|${forwardedProto}|${setting('SITE_URL') ?? ''}|${setting('GTM_ID') ?? ''}|${answered}|${state}`;
}

const ENCODED = Symbol('sweepscout.encodedAnswer');
type Marked = ServerResponse & { [ENCODED]?: true };

/** True for a response written from encoded bytes (the compression middleware leaves it alone). */
export function isEncodedAnswer(res: ServerResponse): boolean {
  return (res as Marked)[ENCODED] === true;
}

export interface PublicAnswer {
  /** Read model version the answer was computed from. */
  version: number;
  /** False once the kept answer must be computed again (it depends on the day, say). */
  stillValid?: EncodedAnswer['stillValid'];
  status?: number;
  cacheControl?: string | null;
  onServe?: () => void;
}

function store(req: IncomingMessage, res: ServerResponse, made: EncodedAnswer): void {
  // An answer with a side effect on each serve (a guide view) must reach the site every time.
  // A staff preview is for that browser only: no shared or browser cache keeps it.
  const headers = fastPathHeaders(req);
  const answered = answeredUrl(requestLine(req));
  const key = keyOfAnsweredUrl(answered, headers);
  const answer = key.endsWith(PREVIEW_KEY_MARK)
    ? { ...made, cacheControl: 'private, no-store' }
    : shareable(made, made.onServe ? null : surrogateKeysOf(req));
  // A page for a query (its filters, sort or page) is kept once asked again; the rest at once.
  // A warm-up render is answered, never kept (ownRequests.ts, isUnkeptRequest).
  if (!isUnkeptRequest(req)) {
    if (answer.html && answered.includes('?')) answerCache.setOnSecondRequest(key, answer);
    else answerCache.set(key, answer);
  }
  (res as Marked)[ENCODED] = true;
  // The route already ran its side effect (a guide view) for this request. The kept answer is
  // written itself, so that the compressed form made now serves the next request too.
  writeAnswer(req, res, answer, headers, true);
}

/** Answers text (a page document, the sitemap) and keeps its bytes for the next same request. */
export function sendPublicText(
  req: IncomingMessage,
  res: ServerResponse,
  body: string | Buffer,
  options: PublicAnswer & {
    contentType: string;
    template?: EncodedAnswer['template'];
  },
): void {
  store(
    req,
    res,
    makeAnswer({
      status: options.status ?? 200,
      contentType: options.contentType,
      cacheControl: options.cacheControl ?? null,
      body: withheldForVisitor(req, body),
      version: options.version,
      html: options.contentType.startsWith('text/html'),
      template: options.template,
      stillValid: options.stillValid,
      onServe: options.onServe,
    }),
  );
}

/** Answers JSON computed from the read model, and keeps its bytes for the next same request. */
export function sendPublicJson(
  req: IncomingMessage,
  res: ServerResponse,
  value: unknown,
  options: PublicAnswer,
): void {
  sendPublicJsonText(req, res, JSON.stringify(value), options);
}

/** No public answer is larger than this (a list an old remote asks for unpaged included). */
export const PUBLIC_ANSWER_MAX_BYTES = 1024 * 1024;

/**
 * A JSON array of the first `items` (each already JSON text) whose UTF-8 bytes, brackets and
 * commas included, stay within `maxBytes`.
 */
export function jsonArrayWithin(items: readonly string[], maxBytes: number): string {
  let bytes = 2;
  let count = 0;
  for (const item of items) {
    const next = bytes + Buffer.byteLength(item) + (count > 0 ? 1 : 0);
    if (next > maxBytes) break;
    bytes = next;
    count += 1;
  }
  return `[${items.slice(0, count).join(',')}]`;
}

/** The same for JSON the read model already holds as text (joined from per-record texts). */
export function sendPublicJsonText(
  req: IncomingMessage,
  res: ServerResponse,
  json: string,
  options: PublicAnswer,
): void {
  sendPublicText(req, res, json, { ...options, contentType: 'application/json; charset=utf-8' });
}
