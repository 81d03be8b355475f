import { hash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/**
 * Public answers as bytes, ready to write: the body once serialised, its gzip and brotli forms
 * (each made on first demand, then kept) and its ETag, for one version of the read model.
 * Keyed by everything the answer depends on (see answerKey), bounded in number so that a crawl
 * of endless query strings cannot grow it without limit.
 */
export type ContentEncoding = 'br' | 'gzip' | 'identity';

export interface EncodedAnswer {
  status: number;
  contentType: string;
  cacheControl: string | null;
  etag: string;
  body: Buffer;
  /** Read model version the answer was computed from. */
  version: number;
  /** A page document: only served to a request that accepts HTML. */
  html: boolean;
  /** For a page document: the shell template file and the mtime the answer was made with. */
  template?: { file: string; mtimeMs: number };
  /** False once the answer is stale for a reason besides the data (a remote was redeployed). */
  stillValid?: () => boolean;
  /** Run each time the answer is served (a guide page counts a view). */
  onServe?: () => void;
  gzip?: Buffer;
  br?: Buffer;
  /** The brotli quality `br` was made at (see encodedBody and refineCompression). */
  brQuality?: number;
  /** Response headers per encoding ('none': a 304), made on first use. */
  headers?: Partial<Record<ContentEncoding | 'none', OutgoingHttpHeaders>>;
}

/** Below this size compression costs more than it saves (the compression middleware's threshold). */
export const COMPRESS_THRESHOLD = 1024;
const MAX_ENTRIES = 5000;
/**
 * Bodies kept, uncompressed (each compressed form adds about a fifth). Per worker: with one worker
 * per core each holds its own cache, and 16 MB holds every page and list of the site (about 80 KB
 * a page) twice over, while a crawl of new queries at 10,000 casinos keeps a worker within its
 * 400 MB: 32 MB held 16 MB more bodies, and as many again of evicted ones awaiting collection.
 */
const MAX_BYTES = 16 * 1024 * 1024;

/**
 * Express's ETag (weak, length and SHA-1 of the body): the same tag whichever path answers.
 * Node's one-shot `hash` makes no Hash object (about a fifth of the time for a 7 KB answer).
 */
export function weakEtag(body: Buffer): string {
  if (body.length === 0) return 'W/"0-2jmj7l5rSw0yVb/vlWAYkK/YBwk"';
  const digest = hash('sha1', body, 'base64').substring(0, 27);
  return `W/"${body.length.toString(16)}-${digest}"`;
}

/**
 * `bytes` in memory of their own. Node 24 cuts every buffer under 32 KB (a string's bytes,
 * Buffer.concat, zlib's output) from a shared 64 KB slab (Buffer.poolSize; 8 KB in Node 20), and a
 * slice keeps its whole slab alive: kept in the cache, 345 JSON answers of 4 MB held 22.6 MB.
 */
export function ownedBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const owned = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(owned);
  return owned;
}

export function makeAnswer(
  fields: Omit<EncodedAnswer, 'etag' | 'body' | 'gzip' | 'br' | 'headers'> & {
    body: string | Buffer;
  },
): EncodedAnswer {
  const body = ownedBytes(typeof fields.body === 'string' ? Buffer.from(fields.body) : fields.body);
  return { ...fields, body, etag: weakEtag(body) };
}

/**
 * Brotli qualities. An answer's first compressed form is made while its first visitor waits, and
 * most answers of a crawl or of a new filter set are never asked again. Quality 0 is brotli's
 * fastest mode: on an 87 KB /compare page of ten casinos, on an idle core, 0.16 ms for 19.6 KB,
 * against 0.45 ms for 17.4 KB at quality 3 and 1.08 ms for 15.4 KB at quality 5 (quality 1 is
 * slower than 2, and gzip at level 1 takes 0.24 ms for 19.3 KB). An answer asked again is worth the
 * smaller form, made once, after that request is answered (refineCompression).
 */
const FIRST_BROTLI_QUALITY = 0;
const KEPT_BROTLI_QUALITY = 5;

/**
 * The smallest window that holds the whole body (brotli's window is 2^lgwin - 16 bytes): the
 * same bytes out, but brotli sets up no larger window than the body needs. At quality 0, its
 * default window (lgwin 22, 4 MB) took a third of the time of compressing an 88 KB /compare
 * page: 0.16 ms against 0.11 ms with lgwin 17, for the same 20,140 bytes.
 */
function windowFor(length: number): number {
  return Math.min(
    zlib.BROTLI_MAX_WINDOW_BITS,
    Math.max(zlib.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(length + 16))),
  );
}

function brotli(body: Buffer, quality: number): Buffer {
  return ownedBytes(
    brotliCompressSync(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: quality,
        [zlib.BROTLI_PARAM_LGWIN]: windowFor(body.length),
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  );
}

/** The bytes of the answer in `encoding`, compressing once per answer and encoding. */
export function encodedBody(answer: EncodedAnswer, encoding: ContentEncoding): Buffer {
  if (encoding === 'gzip') return (answer.gzip ??= ownedBytes(gzipSync(answer.body)));
  if (encoding === 'br') {
    if (!answer.br) {
      answer.br = brotli(answer.body, FIRST_BROTLI_QUALITY);
      answer.brQuality = FIRST_BROTLI_QUALITY;
    }
    return answer.br;
  }
  return answer.body;
}

const refining = new WeakSet<EncodedAnswer>();

/**
 * An answer served again from the cache: make its smaller brotli form once, after the current
 * request is written (the next request gets it, with its own Content-Length).
 */
export function refineCompression(answer: EncodedAnswer): void {
  if (!answer.br || (answer.brQuality ?? 0) >= KEPT_BROTLI_QUALITY || refining.has(answer)) return;
  refining.add(answer);
  setImmediate(() => {
    answer.br = brotli(answer.body, KEPT_BROTLI_QUALITY);
    answer.brQuality = KEPT_BROTLI_QUALITY;
    // The headers made for the first form carry its length.
    if (answer.headers) delete answer.headers.br;
  });
}

/** How many keys AnswerCache.setOnSecondRequest remembers (the most recently asked). */
const MAX_ASKED = 10_000;

export class AnswerCache {
  private readonly entries = new Map<string, EncodedAnswer>();
  private bytes = 0;
  private newestVersion = 0;
  /** The keys setOnSecondRequest saw, the least recently asked first. */
  private readonly asked = new Set<string>();

  get(key: string): EncodedAnswer | undefined {
    return this.entries.get(key);
  }

  /**
   * Keeps the answer only if its key was asked before (as nginx's `proxy_cache_min_uses 2`, a
   * CDN's "cache on second hit"): for pages of a query string, most of which are asked once (a
   * crawler's or a bot's new filter sets, a shared link opened once). Kept from the first request,
   * each such page pushed a page that is asked again out of the 16 MB, and under a load of new
   * filter sets the workers ran more full collections, which their renders wait for: a slower
   * tail and fewer pages a second (docs/performance.md). A key stays known across versions of
   * the read model, so a page asked again is kept at its first request after a change.
   */
  setOnSecondRequest(key: string, answer: EncodedAnswer): void {
    const askedBefore = this.asked.delete(key);
    this.asked.add(key);
    if (this.asked.size > MAX_ASKED) this.asked.delete(this.asked.values().next().value as string);
    if (askedBefore) this.set(key, answer);
  }

  set(key: string, answer: EncodedAnswer): void {
    if (answer.version > this.newestVersion) {
      // The read model moved on: answers of older versions will never be served again.
      this.newestVersion = answer.version;
      for (const [old, entry] of this.entries) if (entry.version < answer.version) this.remove(old);
    }
    this.remove(key);
    // Drop the oldest entries (insertion order is age order) to stay within both bounds.
    for (const old of this.entries.keys()) {
      if (this.entries.size < MAX_ENTRIES && this.bytes + answer.body.length <= MAX_BYTES) break;
      this.remove(old);
    }
    this.entries.set(key, answer);
    this.bytes += answer.body.length;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.length;
    this.entries.delete(key);
  }
}

/** The answers of this process, shared by the routes (that fill it) and the fast path. */
export const answerCache = new AnswerCache();
