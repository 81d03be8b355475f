import { matchPath } from 'react-router-dom';
import type { PageLoader } from '@sweepscout/kit';
import { matchRoute, type RemoteModuleId, type ShellPage } from '@sweepscout/shared';
import { loader as searchLoader } from '../pages/SearchPage';

export interface SsrRouteMatch {
  /** The remote modules its first view shows, loaded from their server builds. */
  modules: readonly RemoteModuleId[];
  /** The loaders of the shell's own page (the search results), run beside the remotes' ones. */
  loaders: readonly PageLoader[];
  params: Record<string, string | undefined>;
  /** The props the route gives its page (the legal page it shows). */
  props: Readonly<Record<string, unknown>>;
  /** The shell's own page on this route, whose lazily loaded scripts the server preloads. */
  shellPage?: ShellPage;
}

/** The loaders of the shell's own pages that read data for their first view. */
const SHELL_PAGE_LOADERS: Partial<Record<ShellPage, PageLoader>> = {
  'shell/SearchPage': searchLoader,
};

/** An unknown path: the shell's not-found page, which needs nothing but the frame. */
const NOT_FOUND: SsrRouteMatch = { modules: [], loaders: [], params: {}, props: {} };

/**
 * The server-rendered route a pathname belongs to (the route table's `serverModules` says which
 * routes are; an unknown path is the shell's not-found page, rendered too), or null for a route
 * rendered in the browser (the admin area).
 */
export function matchSsrRoute(pathname: string): SsrRouteMatch | null {
  const route = matchRoute(pathname);
  if (!route) return NOT_FOUND;
  if (!route.serverModules) return null;
  const match = matchPath(route.path, pathname);
  const shellLoader = SHELL_PAGE_LOADERS[route.module as ShellPage];
  return {
    modules: route.serverModules,
    loaders: shellLoader ? [shellLoader] : [],
    params: match?.params ?? {},
    props: route.props ?? {},
    ...(route.module.startsWith('shell/') ? { shellPage: route.module as ShellPage } : {}),
  };
}
