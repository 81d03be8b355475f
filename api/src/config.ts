import path from 'node:path';
import { DEFAULT_DATA_DIR, REPO_ROOT } from './paths';

export interface ServerConfig {
  port: number;
  host: string;
  mongodbUri: string | undefined;
  dataDir: string;
  siteRoot: string;
  adminPassword: string | undefined;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value && value.trim() ? value.trim() : undefined;
}

/** Server settings from the environment (README: PORT, HOST, MONGODB_URI, DATA_DIR, ADMIN_PASSWORD). */
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
  };
}
