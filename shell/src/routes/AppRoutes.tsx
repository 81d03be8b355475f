import { lazy, memo, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
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
 * The client router, derived from the route table of the contract. Admin routes sit under one
 * layout route; any other path, /admin/... included, is the public not-found page. The route
 * elements are made once: each render of the routes reads and ranks them all again.
 */
const APP_ROUTES = (
  <>
    {PUBLIC_ROUTE_TABLE.map((route) => (
      <Route key={route.path} path={route.path} element={<PublicPage route={route} />} />
    ))}
    <Route element={<AdminArea />}>
      {ADMIN_ROUTE_TABLE.map((route) => (
        <Route key={route.path} path={route.path} element={null} />
      ))}
    </Route>
    <Route path="*" element={<NotFoundPage />} />
  </>
);

/** Rendered again when the location changes, not with every render of the layout around it. */
export const AppRoutes = memo(function AppRoutes() {
  return <Routes>{APP_ROUTES}</Routes>;
});
