import type { FormEcho } from '@sweepscout/kit';
import type { RemoteModuleId } from '@sweepscout/shared';

/** Id of the non-executable JSON the server embeds in a server-rendered page. */
export const SSR_STATE_ID = 'ssr-state';

/** What the browser needs to hydrate a server-rendered page exactly as the server rendered it. */
export interface SsrPayload {
  /** The store's state after the route's loaders ran (RTK Query cache included). */
  state: Record<string, unknown>;
  /** The remote modules the server rendered, to load before hydrating. */
  modules: RemoteModuleId[];
  /** The refused form the page answers (a post without script), with what the visitor typed. */
  formEcho?: FormEcho;
  /** The class names the server's style element already styles, per styled-components id. */
  styleNames?: Record<string, string[]>;
}

/** What each embedded query says of its request: the same for every render of the page. */
export const SERVER_REQUEST_ID = 'server-render';
/**
 * The request and answer times of each embedded query. RTK Query only needs a fulfilled time to
 * know a query is answered (a falsy one makes the browser fetch it again); the render's own clock
 * made two renders of one page differ in bytes, and so in ETag, between workers and instances.
 */
export const SERVER_RENDERED_AT = 1;

interface QueryEntry {
  requestId?: string;
  startedTimeStamp?: number;
  fulfilledTimeStamp?: number;
}

/**
 * The queries of a server render without what differs from one render to the next (RTK Query's
 * random request ids and the render's clock): one page, one series of bytes, one ETag.
 */
export function settledQueries<Entry extends QueryEntry>(
  queries: Readonly<Record<string, Entry | undefined>>,
): Record<string, Entry> {
  const settled: Record<string, Entry> = {};
  // In key order: a loader that waits for one read before the next adds them as reads come back.
  for (const key of Object.keys(queries).sort()) {
    const entry = queries[key];
    if (!entry) continue;
    settled[key] = {
      ...entry,
      requestId: SERVER_REQUEST_ID,
      startedTimeStamp: SERVER_RENDERED_AT,
      ...(entry.fulfilledTimeStamp === undefined ? {} : { fulfilledTimeStamp: SERVER_RENDERED_AT }),
    };
  }
  return settled;
}

type ProvidedTags = Record<string, Record<string, readonly string[]>>;

/** The same entries, keys in code-unit order (JSON keeps an object's insertion order). */
const sortedByKey = <T>(record: Readonly<Record<string, T>>, map: (value: T) => T = (v) => v) =>
  Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((key) => [key, map(record[key] as T)]),
  );

/**
 * Which queries provide which tags, in an order of its own: RTK Query records them as the
 * queries are answered, in whichever order the reads came back. Sets, so sorted.
 */
export function settledProvided<Provided extends { tags?: unknown; keys?: unknown }>(
  provided: Provided,
): Provided {
  const tags = (provided.tags ?? {}) as ProvidedTags;
  const keys = (provided.keys ?? {}) as Record<string, readonly unknown[]>;
  return {
    ...provided,
    tags: sortedByKey(tags, (ids) => sortedByKey(ids, (queryKeys) => [...queryKeys].sort())),
    keys: sortedByKey(keys),
  };
}

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const ESCAPED_IN_SCRIPT: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON safe inside <script type="application/json">: no '<' (so no '</script>' or '<!--' from
 * data), no '>' or '&', and the two line separators JavaScript parsers used to reject.
 */
export function serializeSsrPayload(payload: SsrPayload): string {
  // One pass over the JSON (a page's is 10 KB or more), not one per character.
  return JSON.stringify(payload).replace(UNSAFE_IN_SCRIPT, (char) => ESCAPED_IN_SCRIPT[char]);
}

/** The payload of a server-rendered page, or null when the page was not rendered on the server. */
export function readSsrPayload(doc: Document = document): SsrPayload | null {
  const script = doc.getElementById(SSR_STATE_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as SsrPayload;
  } catch {
    return null;
  }
}

/**
 * The digest the site server gives an area it left to the browser: the error named
 * ClientOnlyArea that a slot (remote not loaded) or a browser-only component throws there.
 */
export const CLIENT_ONLY_DIGEST = 'client-only-area';

/** The digest the server gave an area it could not render (React error 419 in the browser). */
export function serverDigest(error: unknown): string | null {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return typeof digest === 'string' && digest !== '' ? digest : null;
}

export const isClientOnlyArea = (error: unknown): boolean =>
  serverDigest(error) === CLIENT_ONLY_DIGEST;
