import { useLocation } from 'react-router-dom';
import { DETAIL_ROUTE_PATTERN, normalizePath, notFoundHead, staticRouteHead } from '@sweepscout/shared';
import { useDocumentHead } from '@sweepscout/shared/client';
import { useRouteHeadQuery } from '../api/shellApi';

const isAdmin = (path: string) => path === '/admin' || path.startsWith('/admin/');

/**
 * Each public route's title, description, canonical URL, Open Graph tags and JSON-LD on client
 * navigation: the static routes from the shared table, the detail pages from the API (the same
 * data the server writes into the HTML it sends).
 */
export function RouteHead() {
  const path = normalizePath(useLocation().pathname);
  const detail = DETAIL_ROUTE_PATTERN.test(path);
  const { data, isError } = useRouteHeadQuery(path, { skip: !detail });
  const head = isAdmin(path)
    ? null
    : detail
      ? (data ?? (isError ? notFoundHead(path) : null))
      : (staticRouteHead(path) ?? notFoundHead(path));
  useDocumentHead(head);
  return null;
}
