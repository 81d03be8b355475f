import { ADMIN_ROUTE_TABLE, PUBLIC_ROUTE_TABLE } from '../routes/routeTable';

/** Public and admin route paths, from the one route table (routes/routeTable.ts). */
export const PUBLIC_ROUTES: readonly string[] = PUBLIC_ROUTE_TABLE.map((route) => route.path);
export const ADMIN_ROUTES: readonly string[] = ADMIN_ROUTE_TABLE.map((route) => route.path);

export const casinoPath = (slug: string): string => `/casino/${slug}`;
export const reviewPath = (slug: string): string => `/reviews/${slug}`;
export const guidePath = (slug: string): string => `/guides/${slug}`;
export const authorPath = (slug: string): string => `/authors/${slug}`;
/** Path of the first-party redirect that records an outbound click and sends the visitor on. */
export const outboundPath = (slug: string, placement: string): string =>
  `/go/${encodeURIComponent(slug)}?from=${encodeURIComponent(placement)}`;
