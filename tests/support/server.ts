import { cpSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { E2E_ADMIN_PASSWORD, E2E_ADMIN_TOTP_SECRET } from './env';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export interface SiteServer {
  url: string;
  /** The site's DATA_DIR (removed by stop()). */
  dataDir: string;
  stop(): Promise<void>;
}

interface SiteServerModule {
  startSiteServer(options: {
    port?: number;
    siteRoot?: string;
    env?: Record<string, string>;
    adminPassword?: string;
  }): Promise<SiteServer>;
}

/**
 * A second, independent site for tests that change what is deployed (scripts/lib/site-server.mjs).
 * It skips the start-up warm-up (WARM_UP_MS=0), which only makes a fresh process fast for its
 * first visitors and costs seconds of CPU a start; `warm` keeps it, as in production.
 */
export async function startSiteServer({
  warm = false,
  ...options
}: {
  port: number;
  siteRoot?: string;
  env?: Record<string, string>;
  warm?: boolean;
}): Promise<SiteServer> {
  const modulePath = path.join(REPO_ROOT, 'scripts/lib/site-server.mjs');
  const { startSiteServer: start } = (await import(modulePath)) as SiteServerModule;
  // The admin's password and second factor are the e2e site's, so the same helpers sign in.
  return start({
    ...options,
    adminPassword: E2E_ADMIN_PASSWORD,
    env: {
      ADMIN_TOTP_SECRET: E2E_ADMIN_TOTP_SECRET,
      ...(warm ? {} : { WARM_UP_MS: '0' }),
      ...options.env,
    },
  });
}

/** A team's working copy of one frontend package (its source and build config), to edit and build. */
export function copyPackageSource(pkg: string, destination: string): void {
  mkdirSync(destination, { recursive: true });
  for (const entry of ['src', 'webpack.config.js', 'package.json']) {
    cpSync(path.join(REPO_ROOT, pkg, entry), path.join(destination, entry), { recursive: true });
  }
}
