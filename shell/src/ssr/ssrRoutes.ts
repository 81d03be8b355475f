import { matchPath } from 'react-router-dom';
import { matchRoute, type RemoteModuleId } from '@sweepscout/shared';

export interface SsrRouteMatch {
  modules: readonly RemoteModuleId[];
  params: Record<string, string | undefined>;
  /** The props the route gives its page (the legal page it shows). */
  props: Readonly<Record<string, unknown>>;
}

/**
 * The server-rendered route a pathname belongs to (the route table's `serverModules` says which
 * routes are), or null for a route rendered in the browser and for an unknown path.
 */
export function matchSsrRoute(pathname: string): SsrRouteMatch | null {
  const route = matchRoute(pathname);
  if (!route?.serverModules) return null;
  const match = matchPath(route.path, pathname);
  return { modules: route.serverModules, params: match?.params ?? {}, props: route.props ?? {} };
}
