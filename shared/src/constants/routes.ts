/** Public and admin routes of both spec documents, section 2. */
export const PUBLIC_ROUTES = [
  '/',
  '/compare',
  '/reviews',
  '/reviews/:slug',
  '/guides',
  '/guides/:slug',
  '/games',
  '/bonuses',
  '/casino/:slug',
  '/contact',
  '/terms-of-service',
  '/privacy-policy',
  '/disclaimer',
] as const;

export const ADMIN_ROUTES = [
  '/admin/login',
  '/admin',
  '/admin/casinos',
  '/admin/reviews',
  '/admin/guides',
  '/admin/faqs',
  '/admin/games',
  '/admin/content',
  '/admin/users',
  // Beyond the spec: staff read contact messages and newsletter subscribers (issue 7).
  '/admin/messages',
  '/admin/subscribers',
  // Issue 14: the audit log of staff actions (administrators only).
  '/admin/audit',
] as const;

export const casinoPath = (slug: string): string => `/casino/${slug}`;
export const reviewPath = (slug: string): string => `/reviews/${slug}`;
export const guidePath = (slug: string): string => `/guides/${slug}`;
/** Path of the first-party redirect that records an outbound click and sends the visitor on. */
export const outboundPath = (slug: string, placement: string): string =>
  `/go/${encodeURIComponent(slug)}?from=${encodeURIComponent(placement)}`;
