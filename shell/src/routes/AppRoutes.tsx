import { lazy, memo, Suspense, type ComponentType, type ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import {
  ADMIN_ROUTE_TABLE,
  firstSegment,
  PUBLIC_ROUTE_TABLE,
  type RouteDefinition,
  type ShellPage,
} from '@sweepscout/shared';
import { RemoteSlot } from '@sweepscout/kit';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';

// Only /search needs it: its own chunk keeps it off the first view of every other page. The chunk
// is named after the page so that the site server preloads it on /search (page-scripts.json).
const SearchPage = lazy(() =>
  import(/* webpackChunkName: "SearchPage" */ '../pages/SearchPage').then(
    ({ SearchPage: Page }) => ({ default: Page }),
  ),
);

const SHELL_PAGES: Record<ShellPage, ComponentType> = {
  'shell/HomePage': HomePage,
  'shell/SearchPage': SearchPage,
};

const isShellPage = (module: RouteDefinition['module']): module is ShellPage =>
  module in SHELL_PAGES;

function PublicPage({ route }: { route: RouteDefinition }) {
  if (isShellPage(route.module)) {
    const Page = SHELL_PAGES[route.module];
    return (
      <Suspense fallback={<main aria-busy="true" aria-label="Loading page" />}>
        <Page />
      </Suspense>
    );
  }
  return (
    <main>
      <RemoteSlot id={route.module} props={route.props} minHeight="60vh" />
    </main>
  );
}

/** The admin remote, mounted once for every admin route; it picks its screen from the URL. */
function AdminArea() {
  return <RemoteSlot id="admin/AdminApp" minHeight="100vh" />;
}

/** The first segment of a path as the router compares it: decoded, in lower case (as routes are). */
export function routerSegment(pathname: string): string {
  const segment = firstSegment(pathname);
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * Route elements grouped by the first segment of their path, each group followed by the routes
 * that start with a parameter (they could match any path) and `last` (the not-found page): the
 * router reads, ranks and tests every route it is given on each render, and a path can only
 * match the routes of its own first segment.
 */
export function byFirstSegment(
  routes: ReadonlyArray<readonly [path: string, route: ReactElement]>,
  last: ReactElement,
): (pathname: string) => ReactElement[] {
  const groups = new Map<string, ReactElement[]>();
  const forAnyPath: ReactElement[] = [];
  for (const [path, route] of routes) {
    const segment = routerSegment(path);
    if (segment.startsWith(':') || segment.startsWith('*')) forAnyPath.push(route);
    else groups.set(segment, [...(groups.get(segment) ?? []), route]);
  }
  for (const [segment, group] of groups) groups.set(segment, [...group, ...forAnyPath, last]);
  const otherPaths = [...forAnyPath, last];
  return (pathname) => groups.get(routerSegment(pathname)) ?? otherPaths;
}

/**
 * The client router, derived from the route table of the contract, one set of routes per first
 * segment (ranking the whole table took about 5 ms at 1x on a phone-class CPU, inside the first
 * hydration). Admin routes sit under one layout route; any other path, /admin/... included, is
 * the public not-found page. The elements are made once.
 */
export const routesFor = byFirstSegment(
  [
    ...PUBLIC_ROUTE_TABLE.map(
      (route) =>
        [
          route.path,
          <Route key={route.path} path={route.path} element={<PublicPage route={route} />} />,
        ] as const,
    ),
    [
      '/admin',
      <Route key="admin" element={<AdminArea />}>
        {ADMIN_ROUTE_TABLE.map((route) => (
          <Route key={route.path} path={route.path} element={null} />
        ))}
      </Route>,
    ],
  ],
  <Route key="*" path="*" element={<NotFoundPage />} />,
);

/** Rendered again when the location changes, not with every render of the layout around it. */
export const AppRoutes = memo(function AppRoutes() {
  const { pathname } = useLocation();
  return <Routes>{routesFor(pathname)}</Routes>;
});
