import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import {
  COMPRESS_THRESHOLD,
  encodedBody,
  type ContentEncoding,
  type EncodedAnswer,
} from '../readModel/encodedAnswers';
import { setting } from '../config';
import { surrogateKeyHeaders, type SurrogateKeyed } from '../cdn/sharedCaching';
import { fastPathHeaders, type FastPathHeaders } from './requestHeaders';
import { siteResponseHeaders } from './responseHeaders';

/**
 * Writes a cached answer: the encoding the client accepts (brotli, then gzip), 304 for a
 * matching If-None-Match, no body for HEAD, with the same headers Express would send.
 */

interface Weighted {
  name: string;
  q: number;
}

function parseList(header: string): Weighted[] {
  return header.split(',').map((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    return { name: name.trim(), q: Number.isFinite(q) ? q : 0 };
  });
}

/** Header values repeat (one per browser): each parse is remembered, up to a bound. */
const MEMO_LIMIT = 200;

function memoized<T>(parse: (header: string) => T): (header: string) => T {
  const memo = new Map<string, T>();
  return (header) => {
    const known = memo.get(header);
    if (known !== undefined) return known;
    const value = parse(header);
    if (memo.size < MEMO_LIMIT) memo.set(header, value);
    return value;
  };
}

const encodingOf = memoized((header): ContentEncoding => {
  const list = parseList(header);
  const quality = (name: string) => {
    const exact = list.find((item) => item.name === name);
    if (exact) return exact.q;
    return list.find((item) => item.name === '*')?.q ?? 0;
  };
  const br = quality('br');
  const gzip = quality('gzip');
  return br > 0 && br >= gzip ? 'br' : gzip > 0 ? 'gzip' : br > 0 ? 'br' : 'identity';
});

/** The encoding to answer in: brotli, then gzip, as the client accepts them. */
export function chooseEncoding(header: string | undefined): ContentEncoding {
  return header ? encodingOf(header) : 'identity';
}

const admitsHtml = memoized((header) =>
  parseList(header).some(
    (item) =>
      item.q > 0 && (item.name === 'text/html' || item.name === 'text/*' || item.name === '*/*'),
  ),
);

/** What Express's req.accepts('html') answers: no Accept header, or one that admits text/html. */
export function acceptsHtml(header: string | undefined): boolean {
  return header ? admitsHtml(header) : true;
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/** Vary: the encoding (a body large enough to compress) and the visitor's state inputs. */
function varyOn(compressible: boolean): string {
  const region = setting('GEO_REGION_HEADER');
  return [...(compressible ? ['Accept-Encoding'] : []), 'Cookie', ...(region ? [region] : [])].join(
    ', ',
  );
}

/** The headers of an answer, in one place for both paths (made once per answer and encoding). */
function answerHeaders(
  req: IncomingMessage,
  answer: EncodedAnswer & SurrogateKeyed,
  encoding: ContentEncoding | 'none',
): OutgoingHttpHeaders {
  const made = (answer.headers ??= {});
  const known = made[encoding];
  if (known) return known;
  const common: OutgoingHttpHeaders = {
    ...siteResponseHeaders(req),
    ...(answer.cacheControl ? { 'Cache-Control': answer.cacheControl } : {}),
    ...surrogateKeyHeaders(answer),
    // An answer too small to compress is the same whatever the client accepts: nothing varies.
    // Every public answer may differ by the visitor's state (its cookie or trusted header).
    Vary: varyOn(answer.body.length >= COMPRESS_THRESHOLD),
    ETag: answer.etag,
  };
  const headers: OutgoingHttpHeaders =
    encoding === 'none'
      ? common
      : {
          ...common,
          'Content-Type': answer.contentType,
          'Content-Length': encodedBody(answer, encoding).length,
          ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
        };
  made[encoding] = headers;
  return headers;
}

/**
 * Writes `answer` itself (not a copy): the compressed forms and headers it makes on the way are
 * kept on it for the next request. `servedByRoute`: the route already ran the answer's side
 * effect (a guide view) for this request. Returns the status written (304 for a matching ETag).
 */
export function writeAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  answer: EncodedAnswer,
  { ifNoneMatch, acceptEncoding }: FastPathHeaders = fastPathHeaders(req),
  servedByRoute = false,
): number {
  if (!servedByRoute) answer.onServe?.();
  if (answer.status === 200 && etagMatches(ifNoneMatch, answer.etag)) {
    res.writeHead(304, answerHeaders(req, answer, 'none'));
    res.end();
    return 304;
  }
  const encoding =
    answer.body.length >= COMPRESS_THRESHOLD ? chooseEncoding(acceptEncoding) : 'identity';
  res.writeHead(answer.status, answerHeaders(req, answer, encoding));
  res.end(req.method === 'HEAD' ? undefined : encodedBody(answer, encoding));
  return answer.status;
}
