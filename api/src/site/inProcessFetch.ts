import type { IncomingMessage, OutgoingHttpHeaders, RequestListener } from 'node:http';
import { STATE_COOKIE, STATE_PREVIEW_COOKIE } from '@sweepscout/shared';
import { usableCachedAnswer } from '../http/fastPath';
import { answerInProcess } from '../http/inProcessRequests';
import { isUnkeptRequest, unkeptRequestHeaders } from '../http/ownRequests';
import { fastPathHeadersOf } from '../http/requestHeaders';
import { statePreviewTokenOf } from '../http/statePreview';
import { visitorStateOf } from '../http/visitorState';

/** Headers as the fetch API has them (a repeated one appended). */
function fetchHeadersOf(headers: OutgoingHttpHeaders): Headers {
  const made = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) made.append(name, String(one));
  }
  return made;
}

const NO_BODY = new Set([204, 304]);

/**
 * A Response whose body is already in memory. Node's Response reads even a Buffer body through a
 * web ReadableStream (about 40 µs for each of a page's reads, as much as parsing its JSON); this
 * one's readers give the bytes as they are. The page's store reads `text()`; the rest is for other
 * readers. (Own properties over Node's Response: TypeScript's Response cannot be subclassed with
 * methods.) A response and its clones decode the bytes once: RTK Query's fetchBaseQuery reads the
 * text of both the response and a clone of it, and decoding a /compare page's read twice made a
 * second copy of its JSON (about 25 KB) for every page for a new query.
 */
export function bufferedResponse(
  bytes: Buffer | null,
  {
    status,
    statusText,
    headers,
  }: { status: number; statusText?: string; headers?: OutgoingHttpHeaders | Headers },
  decoded: { text?: string } = {},
): Response {
  const response = new Response(null, { status, statusText });
  // Made when read: the page's store reads the status and the text only.
  let fetchHeaders: Headers | undefined;
  const headersOfAnswer = () =>
    (fetchHeaders ??= headers instanceof Headers ? headers : fetchHeadersOf(headers ?? {}));
  const text = () => Promise.resolve((decoded.text ??= bytes ? bytes.toString('utf8') : ''));
  const copy = () => (bytes ? new Uint8Array(bytes) : new Uint8Array(0));
  return Object.defineProperties(response, {
    headers: { get: headersOfAnswer },
    body: { get: () => bytes && new Blob([bytes]).stream() },
    text: { value: text },
    json: { value: () => text().then((body) => JSON.parse(body) as unknown) },
    bytes: { value: () => Promise.resolve(copy()) },
    arrayBuffer: { value: () => Promise.resolve(copy().buffer) },
    // Rare here: Node's own, for its type as Response gives it (the MIME type normalised).
    blob: { value: () => new Response(bytes, { headers: headersOfAnswer() }).blob() },
    clone: {
      value: () =>
        bufferedResponse(
          bytes,
          {
            status: response.status,
            statusText: response.statusText,
            headers: headersOfAnswer(),
          },
          decoded,
        ),
    },
  });
}

/**
 * The fetch of a server-rendered page's store: the RTK Query endpoints fetch
 * relative URLs ('/api/casinos/featured'), which this hands to `app`, the very app that serves
 * the page, in process (answerInProcess: a request and a response object, no connection), so the
 * read takes the same path as a visitor's (the read model's fast path, validation, the answer
 * cache) without a socket, the network or HTTP's text. An absolute URL goes to the network.
 *
 * `page` is the page request: its host and forwarded protocol make the reads' cache keys those of
 * the browser's same reads, and its request id tags them in the log.
 */
export function inProcessFetch(
  app: RequestListener,
  page: { headers: IncomingMessage['headers']; id?: unknown },
): typeof fetch {
  const forwarded: Record<string, string> = {};
  const { host, 'x-forwarded-proto': proto } = page.headers;
  if (host) forwarded.host = host;
  if (typeof proto === 'string') forwarded['x-forwarded-proto'] = proto;
  if (page.id !== undefined) forwarded['x-request-id'] = String(page.id);
  // A warm-up render's reads leave no answer behind either.
  if (isUnkeptRequest(page)) Object.assign(forwarded, unkeptRequestHeaders());
  // The page's reads answer for the visitor's state (read from its cookie or trusted header).
  const visitor = 'rawHeaders' in page ? visitorStateOf(page as IncomingMessage) : null;
  if (visitor?.source === 'preview') {
    forwarded.cookie = `${STATE_PREVIEW_COOKIE}=${statePreviewTokenOf(page.headers.cookie) ?? ''}`;
  } else if (visitor?.code) forwarded.cookie = `${STATE_COOKIE}=${visitor.code}`;

  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith('/')) return fetch(input, init);
    const method = init?.method ?? 'GET';
    const headers: Record<string, string> = {
      ...Object.fromEntries(new Headers(init?.headers).entries()),
      ...forwarded,
      accept: 'application/json',
    };
    const cached = method === 'GET' && !init?.body ? cachedRead(url, headers) : null;
    if (cached) return Promise.resolve(cached);
    const signal = init?.signal ?? undefined;
    if (signal?.aborted) return Promise.reject(signal.reason as Error);
    const body = typeof init?.body === 'string' ? init.body : undefined;
    const answered = answerInProcess(app, { method, url, headers, body }).then((answer) =>
      bufferedResponse(NO_BODY.has(answer.status) ? null : answer.body, answer),
    );
    if (!signal) return answered;
    // As fetch does: an aborted read rejects at once (the app may still finish it).
    return Promise.race([
      answered,
      new Promise<never>((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }),
      ),
    ]);
  };
}

/**
 * A read the answer cache holds is taken from it directly: the answer the fast path would write
 * for this very request (same key, same checks, its side effect run), without the connection,
 * the two parsers and the messages. A page for a new query reads its frame's lists this way.
 * null: the read goes through the app.
 */
function cachedRead(url: string, headers: Record<string, string>): Response | null {
  const fields = fastPathHeadersOf(headers);
  if (fields.ifNoneMatch !== undefined) return null;
  const answer = usableCachedAnswer(url, fields);
  if (!answer) return null;
  answer.onServe?.();
  return bufferedResponse(NO_BODY.has(answer.status) ? null : answer.body, {
    status: answer.status,
    headers: {
      'content-type': answer.contentType,
      'content-length': String(answer.body.length),
      etag: answer.etag,
      ...(answer.cacheControl ? { 'cache-control': answer.cacheControl } : {}),
    },
  });
}
