import {
  authorPath,
  casinoPath,
  guidePath,
  reviewPath,
  SITEMAP_STATIC_PATHS,
} from '@sweepscout/shared';
import type { PublicView } from '../../readModel/publicView';
import { escapeHtml } from './render';

interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

interface Dated {
  slug: string;
  updatedAt?: Date;
}

const bySlug = (a: Dated, b: Dated) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);
const sortedRecords = <T extends Dated>(entries: Iterable<{ record: T }>): Dated[] =>
  [...entries].map(({ record }) => record).sort(bySlug);

/**
 * Every public URL: the static routes (not the search results page) and each casino, review and
 * guide the public may see (drafts and scheduled records are left out).
 */
export function sitemapEntries(view: PublicView): SitemapEntry[] {
  const casinos = sortedRecords(view.casinos.bySlug.values());
  const reviews = sortedRecords(view.reviews.bySlug.values());
  const guides = sortedRecords(view.guides.bySlug.values());
  const staticPaths = SITEMAP_STATIC_PATHS.map((path) => ({ path }));
  const dated = (items: Dated[], toPath: (slug: string) => string) =>
    items.map((item) => ({ path: toPath(item.slug), lastmod: item.updatedAt }));
  return [
    ...staticPaths,
    ...dated(casinos, casinoPath),
    ...dated(reviews, reviewPath),
    ...dated(guides, guidePath),
    ...view.authors.list.map((author) => ({ path: authorPath(author.slug) })),
    ...view.matchups.approved.map(({ path }) => ({ path })),
  ];
}

export function sitemapXml(entries: SitemapEntry[], origin: string): string {
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeHtml(new URL(path, `${origin}/`).toString())}</loc>`;
    const mod = lastmod ? `<lastmod>${new Date(lastmod).toISOString().slice(0, 10)}</lastmod>` : '';
    return `  <url>${loc}${mod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * Search results are crawlable: each names the bare /search as its canonical URL
 * (shared/src/seo/routeHead.ts), which keeps them out of the index one by one.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    'Disallow: /go/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
