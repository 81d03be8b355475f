import { ADMIN_ROUTES, PUBLIC_ROUTES } from '@sweepscout/shared';

const SEGMENT = '[A-Za-z0-9_-]+';

function toPattern(route: string): RegExp {
  const body = route
    .split('/')
    .map((part) => (part.startsWith(':') ? SEGMENT : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body || '/'}$`);
}

const PATTERNS = [...PUBLIC_ROUTES, ...ADMIN_ROUTES].map(toPattern);

/** True when the pathname is a route of the site's router (public or admin). */
export function isKnownRoute(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PATTERNS.some((pattern) => pattern.test(normalised || '/'));
}
