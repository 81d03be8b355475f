/**
 * Security headers that only a page heeds: the windows it may open, its agent cluster, the links it
 * may prefetch, and the legacy IE, Flash and XSS-filter switches. Data answers (securityHeaders.ts)
 * and script files (scriptHeaders.ts) leave them out, as OWASP's REST cheat sheet advises.
 */
export const PAGE_ONLY_HEADERS = [
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
] as const;
