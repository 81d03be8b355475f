import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_DATA_DIR, REPO_ROOT } from './paths';
import { remoteUrlRefusal, SHA256_HEX } from './site/remoteSources';
import { REMOTE_NAMES } from './workspace';

/**
 * Every setting of the server, declared once: its environment variable, its default and what it
 * does. This module is the only reader of `process.env` in the API; docs/configuration.md is
 * generated from SETTINGS (`npm run docs:config`) and a unit test fails when the two differ.
 *
 * To add a setting, add one line to SETTINGS (name, parser, default, one-line doc), read it with
 * `setting('NAME')` and run `npm run docs:config`.
 */

/** Express's `trust proxy`: false, a hop count, or the addresses/subnets of trusted proxies. */
export type TrustProxy = false | number | string[];

/** A set of environment variables (the process's own by default). */
export type Environment = Readonly<Record<string, string | undefined>>;

/** The process's whole environment, for the few who pass on part of it (the database child). */
export const processEnvironment = (): Environment => process.env;

interface Setting<T> {
  /** Turns the variable's text (or the default's, when the variable is unset or blank) into a value. */
  parse: (text: string | undefined) => T;
  /** The default as a variable would spell it; undefined: unset. */
  fallback: string | undefined;
  /** How the documentation shows the default, when the value itself says too little. */
  shown?: string;
  doc: string;
}

function declare<T>(
  schema: z.ZodType<T, unknown>,
  fallback: string | undefined,
  doc: string,
  shown?: string,
): Setting<T> {
  return { parse: (text) => schema.parse(text), fallback, doc, shown };
}

const NAMED_SUBNETS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrSubnet(value: string): boolean {
  if (NAMED_SUBNETS.has(value)) return true;
  const [address, bits, extra] = value.split('/');
  if (extra !== undefined || !net.isIP(address)) return false;
  if (bits === undefined) return true;
  const max = net.isIPv4(address) ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
}

/**
 * TRUST_PROXY: unset (no proxy: the socket address is the client), a hop count ("1": one proxy
 * in front), or a comma-separated list of proxy addresses/subnets ("10.0.0.0/8,loopback").
 * "true" is refused: trusting every hop lets any client choose its own address.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim();
  if (!text || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const list = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (list.length === 0 || !list.every(isAddressOrSubnet)) {
    throw new Error(
      `TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses or subnets, got "${text}"`,
    );
  }
  return list;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

// The parsers a setting is made of.
const optionalText = z
  .string()
  .optional()
  .transform((text) => text?.trim() || undefined);
const text = z.string().transform((value) => value.trim());
const absolutePath = text.transform((value) => path.resolve(value));
const port = z.coerce.number().int().min(0).max(65535);
const positiveNumber = z.coerce.number().positive();
/** A URL where one is expected, else nothing: a malformed value is ignored, as if unset. */
const optionalHttpOrigin = optionalText.transform((value) =>
  value && /^https?:\/\/[^\s/]+/i.test(value) ? new URL(value).origin : undefined,
);
const remoteManifestUrl = (name: string) =>
  declare(
    optionalText.superRefine((value, ctx) => {
      const refusal = value === undefined ? null : remoteUrlRefusal(value);
      if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
    }),
    undefined,
    `Full URL of the ${name} remote's \`mf-manifest.json\`, when it is served from elsewhere: https, or http on loopback only.`,
    `\`/remotes/${name}/mf-manifest.json\``,
  );
const remoteManifestPin = (name: string) =>
  declare(
    optionalText
      .transform((value) => value?.toLowerCase())
      .refine(
        (value) => value === undefined || SHA256_HEX.test(value),
        "must be the SHA-256 of the remote's mf-manifest.json in hex (64 characters)",
      ),
    undefined,
    `SHA-256 (hex) of the ${name} remote's \`mf-manifest.json\` bytes: the server and the browser refuse a ${name} build whose manifest differs.`,
  );

/** The setting named REMOTE_<NAME>_<suffix> of each remote of workspace.json. */
function perRemote<Suffix extends string, T>(
  suffix: Suffix,
  declareFor: (name: string) => T,
): Record<RemoteSettingName<Suffix>, T> {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [remoteSettingName(name, suffix), declareFor(name)]),
  ) as Record<RemoteSettingName<Suffix>, T>;
}

export type RemoteSettingName<Suffix extends string> = `REMOTE_${string}_${Suffix}`;

export const remoteSettingName = <Suffix extends string>(
  remote: string,
  suffix: Suffix,
): RemoteSettingName<Suffix> =>
  `REMOTE_${remote.toUpperCase()}_${suffix}` as RemoteSettingName<Suffix>;

const SETTINGS_BEFORE_REMOTES = {
  PORT: declare(port, '3000', 'Port of the whole site (API, shell and remotes at one URL).'),
  HOST: declare(text, '0.0.0.0', 'Interface to listen on.'),
  MONGODB_URI: declare(
    optionalText,
    undefined,
    'Use this MongoDB (a replica set or managed cluster in production) instead of the embedded database.',
  ),
  DATA_DIR: declare(
    absolutePath,
    DEFAULT_DATA_DIR,
    'Folder of the embedded database files (git-ignored); uploaded media live in the database.',
    '`.data/`',
  ),
  EMBEDDED_DB_PORT: declare(
    z.coerce.number().int().positive().optional().catch(undefined),
    undefined,
    'Fixed loopback port of the embedded database (so a second instance can reach it through `MONGODB_URI`).',
    'a free port',
  ),
  SITE_ROOT: declare(
    absolutePath,
    REPO_ROOT,
    'Folder holding `shell/dist` and `mf-*/dist` to serve.',
    'the repository',
  ),
  SITE_URL: declare(
    optionalHttpOrigin,
    undefined,
    "The site's public origin for canonical URLs, the sitemap and robots.txt (e.g. `https://www.example.com`).",
    "the request's own host",
  ),
  GTM_ID: declare(
    optionalText,
    undefined,
    'Google Tag Manager container id; when set, pages load the tag manager and the CSP allows it.',
  ),
  GEO_REGION_HEADER: declare(
    optionalText.transform((value) =>
      value && /^[a-z0-9-]+$/i.test(value) ? value.toLowerCase() : undefined,
    ),
    undefined,
    "A request header set by a trusted CDN or load balancer with the visitor's US state (`NJ` or `US-NJ`), e.g. `cloudfront-viewer-country-region`; when present it overrides the visitor's `state` cookie. Only set it when that proxy always sets or strips the header.",
    'none: the `state` cookie alone',
  ),
  ADMIN_PASSWORD: declare(
    z
      .string()
      .optional()
      .transform((value) => value || undefined),
    undefined,
    "Password of the `admin` user (12+ characters). Unset: one is generated on the first start and printed once; setting it later resets it and ends the admin's sessions.",
    'generated',
  ),
  ADMIN_TOTP_SECRET: declare(
    optionalText,
    undefined,
    "Base32 secret that pre-enrols the `admin` user's second factor (TOTP), for deploy scripts and end-to-end tests; unset: the admin enrols in the admin area.",
  ),
  NEWSLETTER_SECRET: declare(
    optionalText,
    undefined,
    'Key that signs newsletter unsubscribe links; unset: one is generated once and kept in the database.',
    'generated',
  ),
  TRUST_PROXY: declare(
    z.string().optional().transform(parseTrustProxy),
    undefined,
    'Proxies whose `X-Forwarded-For`/`-Proto` are believed: a hop count (`1`) or a comma-separated list of addresses or subnets (`10.0.0.0/8,loopback`); `true` is refused.',
  ),
} as const;

const SETTINGS_AFTER_REMOTES = {
  SSR: declare(
    z.string().transform((value) => value.trim() !== 'off'),
    'on',
    '`off` sends every page with an empty root, rendered in the browser only.',
  ),
  SHUTDOWN_TIMEOUT_MS: declare(
    positiveNumber,
    '10000',
    'On SIGTERM/SIGINT, how long requests in flight may take before the server closes anyway.',
  ),
  WARM_UP_MS: declare(
    z.coerce.number().int().min(0).max(120000),
    '20000',
    'How long the start-up warm-up (before `/readyz` says ready, so that no visitor meets a cold process: a burst of public reads over loopback for up to 3 s, then `WARM_UP_RENDERS` pages for new queries) may take; 0 skips it, as the end-to-end test sites do.',
  ),
  WARM_UP_RENDERS: declare(
    z.coerce.number().int().min(0).max(100000),
    '1500',
    'How many pages for queries no visitor asked (new /compare filter sets, /search words) each process renders during the warm-up, kept by no cache: V8 optimizes the code a page runs once only after thousands of renders. 0: none.',
  ),
  ANALYTICS_RETENTION_DAYS: declare(
    positiveNumber,
    '395',
    'Analytics events and outbound clicks older than this many days are deleted by the hourly purge.',
  ),
  LOG_LEVEL: declare(
    z
      .string()
      .transform((value) => value.trim().toLowerCase())
      .pipe(z.enum(LOG_LEVELS))
      .optional()
      .catch(undefined),
    undefined,
    '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`.',
    '`info` (`silent` under jest)',
  ),
  NODE_ENV: declare(
    optionalText,
    undefined,
    '`production` (as `npm start` runs) starts one worker per core; `test` (jest) silences the log.',
  ),
  PURGE_URL: declare(
    optionalText.refine(
      (value) => value === undefined || /^https?:\/\/[^\s/]/i.test(value),
      'an http or https URL',
    ),
    undefined,
    'Purge hook of the cache in front of the site: publishing a record sends its surrogate keys here (Varnish xkey, Fastly). Unset: no purge.',
  ),
  PURGE_METHOD: declare(
    text
      .transform((value) => value.toUpperCase())
      .pipe(z.string().regex(/^[A-Z]+$/, 'an HTTP method')),
    'PURGE',
    'HTTP method of the purge request (`PURGE` for Varnish and Fastly).',
  ),
  PURGE_TOKEN: declare(
    optionalText,
    undefined,
    'Sent as `Authorization: Bearer <token>` with each purge request, when set.',
  ),
  WEB_CONCURRENCY: declare(
    z.coerce
      .number({ error: 'a whole number of workers (1 or more)' })
      .int('a whole number of workers (1 or more)')
      .min(1, 'a whole number of workers (1 or more)')
      .optional(),
    undefined,
    'How many server processes (workers) answer on the port, each with its own read model.',
    'one per core when `NODE_ENV=production`, else 1',
  ),
  HEAP_SOFT_LIMIT_MB: declare(
    positiveNumber,
    '180',
    'The V8 heap each server process aims to stay under: far below it the old generation may grow up to four times what survived between full collections (fewer of them, more pages a second, a shorter tail), and the growth narrows to 25 % as what survives nears it. The default lets the seeded site (about 80 MB) grow to the limit and keeps a worker at 10,000 casinos (160 to 170 MB) at 25 %, within 400 MB of RSS.',
  ),
  SERVER_BUILDS_SECRET: declare(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{32,}$/, 'at least 32 letters, digits, - or _')
      .optional(),
    undefined,
    "The secret path under which every worker serves the remotes' server builds to the page renderer (which may reach any worker over the port). The primary process makes one at each start and gives it to its workers; there is no need to set it.",
    'a random value made at each start',
  ),
  PRIMARY_PID: declare(
    z.coerce.number().int().positive().optional(),
    undefined,
    'Set by the primary process in the environment of each worker it starts (its own pid): the same entry, run with it, serves as one of its workers. There is no need to set it.',
    'unset: this process is the primary, or serves alone',
  ),
} as const;

type RemoteSettings = Record<RemoteSettingName<'URL'>, ReturnType<typeof remoteManifestUrl>> &
  Record<RemoteSettingName<'SHA256'>, ReturnType<typeof remoteManifestPin>>;

/** Every setting, in the order docs/configuration.md lists them. */
export const SETTINGS: typeof SETTINGS_BEFORE_REMOTES &
  RemoteSettings &
  typeof SETTINGS_AFTER_REMOTES = {
  ...SETTINGS_BEFORE_REMOTES,
  ...perRemote('URL', remoteManifestUrl),
  ...perRemote('SHA256', remoteManifestPin),
  ...SETTINGS_AFTER_REMOTES,
};

export type SettingName = keyof typeof SETTINGS;
export type SettingValue<K extends SettingName> = ReturnType<(typeof SETTINGS)[K]['parse']>;

/** Parsed values by setting and text: the same text is parsed once. */
const parsed = new Map<SettingName, { text: string | undefined; value: unknown }>();

/**
 * The current value of one setting. Read at each call (cheap: each text is parsed once), so that
 * a variable changed at run time applies to the next request. Throws when the value is invalid.
 */
export function setting<K extends SettingName>(
  name: K,
  env: Environment = process.env,
): SettingValue<K> {
  const raw = env[name];
  // Every entry is a Setting (the remotes' sit behind template-literal keys, which TypeScript
  // cannot index with a generic name).
  const declared = (SETTINGS as Record<string, Setting<unknown>>)[name];
  const textOrDefault = raw === undefined || raw.trim() === '' ? declared.fallback : raw;
  const known = parsed.get(name);
  if (known && known.text === textOrDefault) return known.value as SettingValue<K>;
  let value: SettingValue<K>;
  try {
    value = declared.parse(textOrDefault) as SettingValue<K>;
  } catch (error) {
    const reason = error instanceof z.ZodError ? z.prettifyError(error) : (error as Error).message;
    throw new Error(`${name} is invalid (got "${raw}"): ${reason}`, { cause: error });
  }
  parsed.set(name, { text: textOrDefault, value });
  return value;
}

export interface ServerConfig {
  port: number;
  host: string;
  mongodbUri: string | undefined;
  dataDir: string;
  siteRoot: string;
  adminPassword: string | undefined;
  /** ADMIN_TOTP_SECRET: base32 secret of the admin user's second factor (automation, tests). */
  adminTotpSecret: string | undefined;
  trustProxy: TrustProxy;
  /** How long a graceful shutdown waits for requests in flight. */
  shutdownTimeoutMs: number;
  /** HEAP_SOFT_LIMIT_MB in bytes (cluster/heapGrowth.ts). */
  heapSoftLimitBytes: number;
  /** How long the start-up warm-up (its reads, then its renders) may take; 0: none. */
  warmUpMs: number;
  /** Pages for new queries each process renders while it warms up (WARM_UP_RENDERS). */
  warmUpRenders: number;
  /** Analytics events and outbound clicks older than this many days are purged. */
  analyticsRetentionDays: number;
  /** Server processes (workers) answering on the port; 1: this process alone. */
  workers: number;
  /** Where publishing a record asks the cache in front to drop its answers; null: no cache. */
  purge: PurgeSettings | null;
}

/** The purge hook of the cache in front of the site (PURGE_URL, PURGE_METHOD, PURGE_TOKEN). */
export interface PurgeSettings {
  url: string;
  method: string;
  /** Sent as `Authorization: Bearer <token>` when set. */
  token: string | undefined;
}

/** The purge hook's settings, or null when PURGE_URL is unset; throws when one is invalid. */
export function parsePurgeSettings(env: Environment = process.env): PurgeSettings | null {
  const url = setting('PURGE_URL', env);
  if (!url) return null;
  return {
    url: new URL(url).href,
    method: setting('PURGE_METHOD', env),
    token: setting('PURGE_TOKEN', env),
  };
}

/** The settings read once at start; throws on the first invalid one, whoever reads it later. */
export function loadConfig(env: Environment = process.env): ServerConfig {
  for (const name of Object.keys(SETTINGS) as SettingName[]) setting(name, env);
  return {
    port: setting('PORT', env),
    host: setting('HOST', env),
    mongodbUri: setting('MONGODB_URI', env),
    dataDir: setting('DATA_DIR', env),
    siteRoot: setting('SITE_ROOT', env),
    adminPassword: setting('ADMIN_PASSWORD', env),
    adminTotpSecret: setting('ADMIN_TOTP_SECRET', env),
    trustProxy: setting('TRUST_PROXY', env),
    shutdownTimeoutMs: setting('SHUTDOWN_TIMEOUT_MS', env),
    heapSoftLimitBytes: setting('HEAP_SOFT_LIMIT_MB', env) * 1024 * 1024,
    warmUpMs: setting('WARM_UP_MS', env),
    warmUpRenders: setting('WARM_UP_RENDERS', env),
    analyticsRetentionDays: setting('ANALYTICS_RETENTION_DAYS', env),
    workers:
      setting('WEB_CONCURRENCY', env) ??
      (setting('NODE_ENV', env) === 'production' ? os.availableParallelism() : 1),
    purge: parsePurgeSettings(env),
  };
}
