import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import { FEED_FILE_PATHS } from '@sweepscout/shared';
import { setting, type Environment } from '../config';
import { PLAIN_PAGE_STYLE } from '../site/plainPage';
import { REMOTE_SETTINGS, remoteManifest } from '../site/remotes';
import { PAGE_ONLY_HEADERS } from './pageOnlyHeaders';

/**
 * The security headers of every answer, computed by helmet once per kind of path and kept as a
 * plain header map, so that answers written before Express's router (the read model's fast path)
 * send exactly the same headers: call `securityHeadersFor(path, secure)`.
 *
 * - Documents: a strict Content-Security-Policy allowing this origin, the configured remote
 *   origins (REMOTE_*_URL), the shell's inline theme script by its hash (JSON-LD is not executed,
 *   so it needs nothing) and, when GTM_ID is set, the tag manager. /admin may not be framed.
 * - /api: nothing may be loaded or framed. /robots.txt, /sitemap.xml and the feeds neither, except what the
 *   browser's own text and XML viewer needs to show them (inline styles, data: images). These
 *   data answers leave out the headers only a page heeds (`PAGE_ONLY_HEADERS`).
 * - /media: nosniff and a sandbox (an uploaded file can never run script in the site's origin).
 *   /remotes and /media may be used by other origins.
 * - Strict-Transport-Security only on answers served over TLS (directly or per TRUST_PROXY).
 */
export type HeaderMap = Readonly<Record<string, string>>;

type PathKind = 'document' | 'admin' | 'api' | 'rootFile' | 'media' | 'remote';

// Served at the site's root, but data, not pages: they run nothing.
const FEED_FILES = new Set<string>(FEED_FILE_PATHS);
const ROOT_FILE = /^\/(robots\.txt|sitemap(-\d+)?\.xml)$/i;

const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

// Case-insensitive, as Express routes are: /MEDIA/x is served by the media router, so it must get
// the media sandbox too.
function kindOf(path: string): PathKind {
  if (/^\/api(\/|$)/i.test(path)) return 'api';
  if (ROOT_FILE.test(path) || FEED_FILES.has(path.toLowerCase())) return 'rootFile';
  if (/^\/media(\/|$)/i.test(path)) return 'media';
  if (/^\/remotes(\/|\.json$|$)/i.test(path)) return 'remote';
  if (/^\/admin(\/|$)/i.test(path)) return 'admin';
  return 'document';
}

let inlineHashes: string[] = [];
let hashedTemplate = '';
const cache = new Map<string, HeaderMap>();

// Inline scripts that run (not JSON, not external), as CSP hash sources.
const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;
const NOT_EXECUTED = /\bsrc\s*=|\btype\s*=\s*["']?application\/(ld\+)?json/i;

/** A CSP source allowing exactly this inline script or style. */
function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The inline scripts of `html` that a browser would run, as CSP hash sources. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body] of html.matchAll(INLINE_SCRIPT)) {
    if (NOT_EXECUTED.test(attributes) || !body.trim()) continue;
    hashes.push(sha256Source(body));
  }
  return hashes;
}

/** Allow the inline scripts of the shell's template (called whenever the template is (re)read). */
export function allowInlineScriptsOf(template: string): void {
  if (template === hashedTemplate) return;
  hashedTemplate = template;
  inlineHashes = inlineScriptHashes(template);
  cache.clear();
}

function originOf(url: string): string | null {
  try {
    return /^https?:\/\//i.test(url) ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/**
 * A remote served by `npm run dev -w <remote>` on this machine pushes its hot updates over a
 * WebSocket on its own origin: allow that socket for loopback remote origins only.
 */
function devServerSocketOf(origin: string): string | null {
  const url = new URL(origin);
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  return loopback && url.protocol === 'http:' ? `ws://${url.host}` : null;
}

// The consent-gated tag manager client (shared/src/client/analytics/consent.ts) loads from here.
const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
const TAG_MANAGER_CONNECT = [
  TAG_MANAGER_ORIGIN,
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];

type Directives = Record<string, string[]>;

/**
 * In every policy, pages and data alike: default-src does not cover them, so an injected
 * `<base href>` could redirect relative URLs and an injected `<form>` could post off-site (an
 * answer under /api is HTML at times: the unsubscribe page).
 */
const NO_BASE_NO_OFFSITE_FORMS: Directives = {
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
};

function documentDirectives(kind: PathKind, env: Environment | undefined): Directives {
  const remotes = [
    ...new Set(
      Object.values(remoteManifest(env))
        .map(originOf)
        .filter((o) => o !== null),
    ),
  ];
  const tagManager = setting('GTM_ID', env) ? [TAG_MANAGER_ORIGIN] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, ...inlineHashes, ...tagManager],
    // styled-components writes <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': [
      "'self'",
      ...remotes,
      ...remotes.map(devServerSocketOf).filter((o) => o !== null),
      ...(tagManager.length ? TAG_MANAGER_CONNECT : []),
    ],
    'object-src': ["'none'"],
    ...NO_BASE_NO_OFFSITE_FORMS,
    'frame-ancestors': [kind === 'admin' ? "'none'" : "'self'"],
  };
}

/** The policies of the kinds that run nothing, whatever the configuration. */
const FIXED_DIRECTIVES: Partial<Record<PathKind, Directives>> = {
  // Data, but for the newsletter's unsubscribe pages: their one style block, and nothing else.
  api: {
    'default-src': ["'none'"],
    'style-src': [sha256Source(PLAIN_PAGE_STYLE)],
    ...NO_BASE_NO_OFFSITE_FORMS,
    'frame-ancestors': ["'none'"],
  },
  // Chrome's XML viewer styles its tree inline and draws its arrows as data: images.
  rootFile: {
    'default-src': ["'none'"],
    'style-src': ["'unsafe-inline'"],
    'img-src': ['data:'],
    ...NO_BASE_NO_OFFSITE_FORMS,
    'frame-ancestors': ["'none'"],
  },
  media: {
    'default-src': ["'none'"],
    'img-src': ["'self'", 'data:'],
    'style-src': ["'unsafe-inline'"],
    ...NO_BASE_NO_OFFSITE_FORMS,
    sandbox: [],
  },
};

/** Answers that are data, not pages: they carry no header that only a page heeds. */
const isData = (kind: PathKind) => kind === 'api' || kind === 'rootFile';

function helmetOptions(kind: PathKind, env: Environment | undefined): HelmetOptions {
  const locked = isData(kind) || kind === 'admin';
  const directives = FIXED_DIRECTIVES[kind] ?? documentDirectives(kind, env);
  return {
    contentSecurityPolicy: { useDefaults: false, directives },
    crossOriginResourcePolicy: {
      policy: kind === 'media' || kind === 'remote' ? 'cross-origin' : 'same-origin',
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: locked ? 'deny' : 'sameorigin' },
    strictTransportSecurity: false,
  };
}

/** Run helmet once against a recording response and keep what it set, but the `leftOut` ones. */
function capture(options: HelmetOptions, leftOut: readonly string[]): HeaderMap {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => {
      if (!leftOut.includes(name)) headers[name] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, res, () => undefined);
  return Object.freeze(headers);
}

/** The security headers for an answer to `path` (`secure`: served over TLS). */
export function securityHeadersFor(path: string, secure = false, env?: Environment): HeaderMap {
  return headersOfKind(kindOf(path), secure, env);
}

function headersOfKind(kind: PathKind, secure: boolean, env?: Environment): HeaderMap {
  // The remote origins and the tag manager come from settings: part of the cache key.
  const remotes = REMOTE_SETTINGS.map((name) => setting(name, env) ?? '').join(' ');
  const key = `${kind}:${secure}:${remotes}:${setting('GTM_ID', env) ?? ''}`;
  let headers = cache.get(key);
  if (!headers) {
    const base = capture(helmetOptions(kind, env), isData(kind) ? PAGE_ONLY_HEADERS : []);
    headers = Object.freeze(secure ? { ...base, 'Strict-Transport-Security': HSTS_VALUE } : base);
    cache.set(key, headers);
  }
  return headers;
}

/**
 * Express middleware: the headers of `securityHeadersFor` on every answer. `loadTemplate` (re)reads
 * the shell's template before a page's headers are chosen, so its inline script hashes are known.
 */
export function securityHeaders(loadTemplate: () => unknown = () => undefined): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const kind = kindOf(req.path);
    if (kind === 'document' || kind === 'admin') loadTemplate();
    res.set(headersOfKind(kind, req.secure));
    next();
  };
}
