import { EventEmitter } from 'node:events';
import {
  IncomingMessage,
  ServerResponse,
  type OutgoingHttpHeader,
  type OutgoingHttpHeaders,
  type RequestListener,
} from 'node:http';

/**
 * The requests this server makes to itself: a server-rendered page's data reads, answered in
 * process (site/inProcessFetch.ts). Known by their connection object, which no client outside
 * the process can present, so a request cannot claim to be one.
 */
const inProcessConnections = new WeakSet<object>();

/** A request this server made to itself while answering a visitor's request. */
export function isInProcessRequest(req: IncomingMessage): boolean {
  return inProcessConnections.has(req.socket);
}

export interface InProcessRequest {
  method: string;
  /** The path and query, as a request line has them. */
  url: string;
  /** Lower-case names. */
  headers: Record<string, string>;
  body?: string;
}

export interface InProcessAnswer {
  status: number;
  statusText: string;
  /** As the app set them (lower-case names; a repeated header is an array). */
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/**
 * What Express and its middleware read of a request's connection (its address, whether it is
 * TLS, its events): nothing is ever read from it or written to it. Open (readable), else the
 * body parsers would take the request for one whose body was read already.
 */
class ConnectionStandIn extends EventEmitter {
  readonly readable = true;
  readonly writable = true;
  readonly destroyed = false;
  readonly encrypted = false;
  readonly remoteAddress = undefined;
}

/**
 * The socket's controls Node and Express call on a connection: with nothing to pause, time out or
 * destroy, each does nothing and returns the connection, as a socket's do (one function, on the
 * prototype).
 */
const SOCKET_CONTROLS = ['resume', 'pause', 'setTimeout', 'setNoDelay', 'setKeepAlive', 'destroy'];
function doesNothing<T>(this: T): T {
  return this;
}
for (const control of SOCKET_CONTROLS) {
  Object.defineProperty(ConnectionStandIn.prototype, control, { value: doesNothing });
}

function connectionStandIn(): object {
  const connection = new ConnectionStandIn();
  inProcessConnections.add(connection);
  return connection;
}

function requestOf(connection: object, { method, url, headers, body }: InProcessRequest) {
  const req = new IncomingMessage(connection as IncomingMessage['socket']);
  req.method = method;
  req.url = url;
  req.httpVersion = '1.1';
  req.httpVersionMajor = 1;
  req.httpVersionMinor = 1;
  const bytes = body === undefined ? undefined : Buffer.from(body);
  req.headers = bytes ? { ...headers, 'content-length': String(bytes.length) } : { ...headers };
  req.rawHeaders = Object.entries(req.headers).flatMap(([name, value]) => [name, String(value)]);
  if (bytes) req.push(bytes);
  req.push(null);
  req.complete = true;
  return req;
}

type Chunk = string | Uint8Array;
type Done = (error?: Error | null) => void;

/**
 * A response that keeps what the app writes (its status, headers and bytes) instead of
 * serialising it for a socket: the app's handlers and middleware see an ordinary ServerResponse
 * (setHeader, writeHead, write, end, 'finish' and 'close'). Its methods are its own properties,
 * so they stay when Express sets the response's prototype to its own.
 */
function responseFor(req: IncomingMessage, answered: (answer: InProcessAnswer) => void) {
  const res = new ServerResponse(req);
  const chunks: Buffer[] = [];
  const keep = (chunk: Chunk | undefined, encoding?: BufferEncoding) => {
    if (chunk === undefined || chunk === null) return;
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk));
  };
  const sent = res as unknown as { _header: string | null; finished: boolean };

  res.writeHead = function writeHead(
    statusCode: number,
    reasonOrHeaders?: string | OutgoingHttpHeaders | OutgoingHttpHeader[],
    maybeHeaders?: OutgoingHttpHeaders | OutgoingHttpHeader[],
  ) {
    if (res.headersSent) throw new Error('in-process answer: headers already sent');
    const headers = typeof reasonOrHeaders === 'string' ? maybeHeaders : reasonOrHeaders;
    if (typeof reasonOrHeaders === 'string') res.statusMessage = reasonOrHeaders;
    res.statusCode = statusCode;
    if (Array.isArray(headers)) {
      // Node's flat form: name, value, name, value.
      for (let i = 0; i < headers.length; i += 2) {
        res.appendHeader(String(headers[i]), String(headers[i + 1]));
      }
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) {
        if (value !== undefined) res.setHeader(name, value);
      }
    }
    sent._header = 'in process'; // headersSent from now on, as after a real writeHead
    return res;
  } as ServerResponse['writeHead'];

  res.write = function write(chunk: Chunk, encodingOrDone?: BufferEncoding | Done, done?: Done) {
    if (!res.headersSent) res.writeHead(res.statusCode);
    keep(chunk, typeof encodingOrDone === 'string' ? encodingOrDone : undefined);
    (typeof encodingOrDone === 'function' ? encodingOrDone : done)?.();
    return true;
  } as ServerResponse['write'];

  res.end = function end(
    chunkOrDone?: Chunk | (() => void),
    encodingOrDone?: BufferEncoding | (() => void),
    done?: () => void,
  ) {
    if (sent.finished) return res;
    const callback = [chunkOrDone, encodingOrDone, done].find((arg) => typeof arg === 'function');
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (typeof chunkOrDone !== 'function') {
      keep(chunkOrDone, typeof encodingOrDone === 'string' ? encodingOrDone : undefined);
    }
    sent.finished = true;
    const body = req.method === 'HEAD' ? Buffer.alloc(0) : Buffer.concat(chunks);
    // As over a socket: the answer is in, then 'finish' (the request log), then 'close' (the
    // deadline's timer and other clean-ups), each after the writer's turn.
    process.nextTick(() => {
      answered({
        status: res.statusCode,
        statusText: res.statusMessage,
        headers: res.getHeaders(),
        body,
      });
      res.emit('prefinish');
      res.emit('finish');
      (callback as (() => void) | undefined)?.();
      res.emit('close');
      req.emit('close');
    });
    return res;
  } as ServerResponse['end'];

  return res;
}

/**
 * Answers `request` with `app` inside this process, without a connection: no HTTP is written
 * or parsed on either side. The request is marked as this server's own (isInProcessRequest).
 */
export function answerInProcess(
  app: RequestListener,
  request: InProcessRequest,
): Promise<InProcessAnswer> {
  return new Promise((resolve, reject) => {
    const req = requestOf(connectionStandIn(), request);
    const res = responseFor(req, resolve);
    try {
      app(req, res);
    } catch (error) {
      reject(error as Error);
    }
  });
}
