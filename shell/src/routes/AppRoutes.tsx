import { lazy, memo, Suspense, type ComponentType, type ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import {
  ADMIN_ROUTE_TABLE,
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

/**
 * The first segment of a path as the router compares it: decoded, and in lower case (routes are
 * not case-sensitive). Every route of the table starts with a literal segment.
 */
export function routerSegment(pathname: string): string {
  const end = pathname.indexOf('/', 1);
  const segment = pathname.slice(1, end < 0 ? undefined : end);
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

const notFound = <Route key="*" path="*" element={<NotFoundPage />} />;

/**
 * The client router, derived from the route table of the contract, as one set of route elements
 * per first segment: the router reads, ranks and tests every route it is given on each render
 * (about 5 ms at 1x on a phone-class CPU for the whole table, inside the first hydration), and a
 * path can only match the routes of its own first segment. Admin routes sit under one layout
 * route; any other path, /admin/... included, is the public not-found page. The elements are made
 * once.
 */
const ROUTES_BY_SEGMENT = new Map<string, ReactElement[]>();
function addRoute(path: string, route: ReactElement) {
  const segment = routerSegment(path);
  ROUTES_BY_SEGMENT.set(segment, [...(ROUTES_BY_SEGMENT.get(segment) ?? []), route]);
}
for (const route of PUBLIC_ROUTE_TABLE) {
  addRoute(
    route.path,
    <Route key={route.path} path={route.path} element={<PublicPage route={route} />} />,
  );
}
addRoute(
  '/admin',
  <Route key="admin" element={<AdminArea />}>
    {ADMIN_ROUTE_TABLE.map((route) => (
      <Route key={route.path} path={route.path} element={null} />
    ))}
  </Route>,
);
for (const [segment, routes] of ROUTES_BY_SEGMENT)
  ROUTES_BY_SEGMENT.set(segment, [...routes, notFound]);
const NOT_FOUND_ONLY = [notFound];

/** The routes a pathname may match (always ending with the not-found page). */
export const routesFor = (pathname: string): ReactElement[] =>
  ROUTES_BY_SEGMENT.get(routerSegment(pathname)) ?? NOT_FOUND_ONLY;

/** Rendered again when the location changes, not with every render of the layout around it. */
export const AppRoutes = memo(function AppRoutes() {
  const { pathname } = useLocation();
  return <Routes>{routesFor(pathname)}</Routes>;
});
