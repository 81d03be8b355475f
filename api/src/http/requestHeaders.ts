import type { IncomingMessage } from 'node:http';
import { setting } from '../config';

/**
 * The few request headers the fast path reads, taken from `rawHeaders` in one pass. Node builds
 * `req.headers` lazily, on first access, by lower-casing and merging every header line: for a
 * cached answer that object costs more than the lookup it serves. Values are what `req.headers`
 * would hold: `host` keeps its first line, the others join repeated lines with ', '.
 */
export interface FastPathHeaders {
  host: string;
  forwardedProto: string;
  accept: string | undefined;
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
  /** The Cookie header (the visitor's `state` cookie) and the trusted region header, if configured. */
  cookie: string | undefined;
  region: string | undefined;
}

/** Each wanted header, by its lower-case name. */
const FIELD_OF = new Map<string, keyof FastPathHeaders>([
  ['host', 'host'],
  ['x-forwarded-proto', 'forwardedProto'],
  ['accept', 'accept'],
  ['accept-encoding', 'acceptEncoding'],
  ['if-none-match', 'ifNoneMatch'],
  ['cookie', 'cookie'],
]);
let regionHeader: string | undefined | null = null;
let LENGTHS = new Set([...FIELD_OF.keys()].map((name) => name.length));

/** Adds the configured region header (GEO_REGION_HEADER) to the wanted ones, once it is known. */
function wantRegionHeader(): void {
  const name = setting('GEO_REGION_HEADER');
  if (name === regionHeader) return;
  if (regionHeader) FIELD_OF.delete(regionHeader);
  regionHeader = name;
  if (name) FIELD_OF.set(name, 'region');
  LENGTHS = new Set([...FIELD_OF.keys()].map((field) => field.length));
}

export function fastPathHeaders(req: IncomingMessage): FastPathHeaders {
  wantRegionHeader();
  const found: Partial<Record<keyof FastPathHeaders, string>> = {};
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i];
    // Most lines are other headers: their length alone rules them out, without lower-casing.
    if (!LENGTHS.has(name.length)) continue;
    const field = FIELD_OF.get(name.toLowerCase());
    if (!field) continue;
    const known = found[field];
    if (known === undefined) found[field] = raw[i + 1];
    else if (field !== 'host') found[field] = `${known}, ${raw[i + 1]}`;
  }
  return withDefaults(found);
}

/** The same fields from a request's headers as one object with lower-case names (one value each). */
export function fastPathHeadersOf(headers: Readonly<Record<string, string>>): FastPathHeaders {
  wantRegionHeader();
  const found: Partial<Record<keyof FastPathHeaders, string>> = {};
  for (const [name, field] of FIELD_OF) found[field] = headers[name];
  return withDefaults(found);
}

function withDefaults(found: Partial<Record<keyof FastPathHeaders, string>>): FastPathHeaders {
  return {
    host: found.host ?? '',
    forwardedProto: found.forwardedProto ?? '',
    accept: found.accept,
    acceptEncoding: found.acceptEncoding,
    ifNoneMatch: found.ifNoneMatch,
    cookie: found.cookie,
    region: found.region,
  };
}
