import http, { type IncomingMessage, type RequestListener } from 'node:http';
import { duplexPair } from 'node:stream';
import { STATE_COOKIE, STATE_PREVIEW_COOKIE } from '@sweepscout/shared';
import { usableCachedAnswer } from '../http/fastPath';
import { markInProcessConnection } from '../http/inProcessRequests';
import { isUnkeptRequest, unkeptRequestHeaders } from '../http/ownRequests';
import { fastPathHeadersOf } from '../http/requestHeaders';
import { statePreviewTokenOf } from '../http/statePreview';
import { visitorStateOf } from '../http/visitorState';

/** An HTTP server that is never listened on: requests reach it only through inProcessFetch. */
const inMemoryServers = new WeakMap<RequestListener, http.Server>();

function inMemoryServer(app: RequestListener): http.Server {
  let server = inMemoryServers.get(app);
  if (!server) {
    server = http.createServer(app);
    inMemoryServers.set(app, server);
  }
  return server;
}

/** The answer's headers as the fetch API has them (repeated ones appended). */
function headersOf(answer: IncomingMessage): Headers {
  const headers = new Headers();
  for (let i = 0; i < answer.rawHeaders.length; i += 2) {
    headers.append(answer.rawHeaders[i], answer.rawHeaders[i + 1]);
  }
  return headers;
}

const NO_BODY = new Set([204, 304]);

/**
 * A Response whose body is already in memory. Node's Response reads even a Buffer body through a
 * web ReadableStream (about 40 µs for each of a page's reads, as much as parsing its JSON); this
 * one's readers give the bytes as they are. The page's store reads `text()`; the rest is for other
 * readers. (Own properties over Node's Response: TypeScript's Response cannot be subclassed with
 * methods.)
 */
export function bufferedResponse(bytes: Buffer | null, init: ResponseInit): Response {
  const response = new Response(null, init);
  const text = () => Promise.resolve(bytes ? bytes.toString('utf8') : '');
  const copy = () => (bytes ? new Uint8Array(bytes) : new Uint8Array(0));
  return Object.defineProperties(response, {
    body: { get: () => bytes && new Blob([bytes]).stream() },
    text: { value: text },
    json: { value: () => text().then((body) => JSON.parse(body) as unknown) },
    bytes: { value: () => Promise.resolve(copy()) },
    arrayBuffer: { value: () => Promise.resolve(copy().buffer) },
    // Rare here: Node's own, for its type as Response gives it (the MIME type normalised).
    blob: { value: () => new Response(bytes, { headers: response.headers }).blob() },
    clone: {
      value: () =>
        bufferedResponse(bytes, {
          status: response.status,
          statusText: response.statusText,
          headers: response.headers,
        }),
    },
  });
}

/**
 * The fetch of a server-rendered page's store: the RTK Query endpoints fetch
 * relative URLs ('/api/casinos/featured'), which this hands to `app`, the very app that serves
 * the page, in process: an in-memory stream pair stands for the connection, so the read takes the
 * same path as a visitor's (the read model's fast path, validation, the answer cache) without a
 * socket or the network. An absolute URL goes to the network as before.
 *
 * `page` is the page request: its host and forwarded protocol make the reads' cache keys those of
 * the browser's same reads, and its request id tags them in the log.
 */
export function inProcessFetch(
  app: RequestListener,
  page: { headers: IncomingMessage['headers']; id?: unknown },
): typeof fetch {
  const server = inMemoryServer(app);
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
      // Neither end half-closes the pair (see the answer's end below). With `close`, the server
      // ended its side after answering, then the client's end reached it, and Node's server
      // ended that finished side again, building an ERR_STREAM_ALREADY_FINISHED each read.
      connection: 'keep-alive',
    };
    const cached = method === 'GET' && !init?.body ? cachedRead(url, headers) : null;
    if (cached) return Promise.resolve(cached);
    return new Promise<Response>((resolve, reject) => {
      const [client, serverSide] = duplexPair();
      markInProcessConnection(serverSide);
      server.emit('connection', serverSide);
      const request = http.request(
        {
          path: url,
          method,
          headers,
          signal: init?.signal ?? undefined,
          createConnection: () => client,
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('error', reject);
          answer.on('end', () => {
            // The exchange is over: both ends closed at once, the connection never reused.
            client.destroy();
            serverSide.destroy();
            const status = answer.statusCode ?? 500;
            resolve(
              bufferedResponse(NO_BODY.has(status) ? null : Buffer.concat(chunks), {
                status,
                statusText: answer.statusMessage,
                headers: headersOf(answer),
              }),
            );
          });
        },
      );
      request.on('error', reject);
      request.end(typeof init?.body === 'string' ? init.body : undefined);
    });
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
      'Content-Type': answer.contentType,
      'Content-Length': String(answer.body.length),
      ETag: answer.etag,
      ...(answer.cacheControl ? { 'Cache-Control': answer.cacheControl } : {}),
    },
  });
}
