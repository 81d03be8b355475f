import net from 'node:net';
import path from 'node:path';
import { DEFAULT_DATA_DIR, REPO_ROOT } from './paths';

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
  /** Analytics events and outbound clicks older than this many days are purged. */
  analyticsRetentionDays: number;
}

/** Express's `trust proxy`: false, a hop count, or the addresses/subnets of trusted proxies. */
export type TrustProxy = false | number | string[];

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

function positiveNumber(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`${name} must be a positive number`);
  return number;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value && value.trim() ? value.trim() : undefined;
}

/** Server settings from the environment (README's configuration table). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  return {
    port,
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    mongodbUri: nonEmpty(env.MONGODB_URI),
    dataDir: path.resolve(nonEmpty(env.DATA_DIR) ?? DEFAULT_DATA_DIR),
    siteRoot: path.resolve(nonEmpty(env.SITE_ROOT) ?? REPO_ROOT),
    adminPassword: env.ADMIN_PASSWORD ? env.ADMIN_PASSWORD : undefined,
    adminTotpSecret: nonEmpty(env.ADMIN_TOTP_SECRET),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    shutdownTimeoutMs: positiveNumber(env.SHUTDOWN_TIMEOUT_MS, 'SHUTDOWN_TIMEOUT_MS', 10_000),
    analyticsRetentionDays: positiveNumber(
      env.ANALYTICS_RETENTION_DAYS,
      'ANALYTICS_RETENTION_DAYS',
      395,
    ),
  };
}
