import path from 'node:path';
import { E2E_ADMIN_PASSWORD } from './env';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export interface SiteServer {
  url: string;
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

/** A second, independent site for tests that change what is deployed (scripts/lib/site-server.mjs). */
export async function startSiteServer(options: {
  port: number;
  siteRoot?: string;
  env?: Record<string, string>;
}): Promise<SiteServer> {
  const modulePath = path.join(REPO_ROOT, 'scripts/lib/site-server.mjs');
  const { startSiteServer: start } = (await import(modulePath)) as SiteServerModule;
  return start({ ...options, adminPassword: E2E_ADMIN_PASSWORD });
}
