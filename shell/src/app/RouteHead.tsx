import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { matchRoute, normalizePath, notFoundHead, staticRouteHead } from '@sweepscout/shared';
import { useDocumentHead, type DocumentHead } from '@sweepscout/kit';
import { useRouteHeadQuery } from '../api/shellApi';

const isAdmin = (path: string) => matchRoute(path)?.area === 'admin';

/**
 * Each public route's title, description, canonical URL, Open Graph tags and JSON-LD on client
 * navigation. The first page needs nothing: the server sent its head. After a navigation the
 * static routes get their words at once from the shared table, then the full head (JSON-LD,
 * casino, review and guide data) from GET /api/seo/head, the same data the server writes.
 */
export function RouteHead() {
  const path = normalizePath(useLocation().pathname);
  const [initialPath] = useState(path);
  const [navigated, setNavigated] = useState(false);
  // Derived state: set once, during render, on the first change of route.
  if (!navigated && path !== initialPath) setNavigated(true);
  const active = (navigated || path !== initialPath) && !isAdmin(path);

  const { currentData, isError } = useRouteHeadQuery(path, { skip: !active });
  const fixed = staticRouteHead(path);
  let head: DocumentHead | null = null;
  if (active) {
    if (currentData) head = currentData;
    else if (isError) head = notFoundHead(path);
    // While the full head loads: the static words, leaving the structured data alone.
    else if (fixed) head = { ...fixed, jsonLd: undefined };
  }
  useDocumentHead(head);
  return null;
}
