import { matchPath } from 'react-router-dom';
import type { RemoteModuleId } from '@sweepscout/shared';
import { REMOTE_MODULES } from '../remotes/remoteModules';

/**
 * The routes rendered on the server so far (the server-rendering spike, issue #11): each with the
 * remote modules its first view needs. Every other route keeps today's behaviour (an empty root
 * that the browser renders). The next step converts every route of AppRoutes.tsx here.
 */
export const SSR_ROUTES: readonly { path: string; modules: readonly RemoteModuleId[] }[] = [
  { path: '/casino/:slug', modules: [REMOTE_MODULES.casino] },
];

export interface SsrRouteMatch {
  modules: readonly RemoteModuleId[];
  params: Record<string, string | undefined>;
}

/** The server-rendered route a pathname belongs to, or null for a route not converted yet. */
export function matchSsrRoute(pathname: string): SsrRouteMatch | null {
  for (const route of SSR_ROUTES) {
    const match = matchPath(route.path, pathname);
    if (match) return { modules: route.modules, params: match.params };
  }
  return null;
}
