import {
  authorPath,
  casinoPath,
  guidePath,
  reviewPath,
  SITEMAP_STATIC_PATHS,
} from '@sweepscout/shared';
import type { PublicView } from '../../readModel/publicView';
import { escapeHtml } from './render';

export interface SitemapEntry {
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
    ...[...view.states.list].map((state) => ({
      path: `/states/${state.slug}`,
      lastmod: state.updatedAt ? new Date(state.updatedAt) : undefined,
    })),
    ...view.authors.list.map((author) => ({ path: authorPath(author.slug) })),
    ...view.matchups.approved.map(({ path }) => ({ path })),
  ];
}

/**
 * URLs per sitemap file. At most this many go in one answer (about 110 bytes each, so well under
 * 1 MB); a site with more answers /sitemap.xml as an index of /sitemap-<n>.xml files.
 */
export const SITEMAP_URLS_PER_FILE = 5000;

/** Where the n-th file (1-based) of a sitemap index is. */
export const sitemapFilePath = (n: number): string => `/sitemap-${n}.xml`;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function urlsetXml(entries: readonly SitemapEntry[], origin: string): string {
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeHtml(new URL(path, `${origin}/`).toString())}</loc>`;
    const mod = lastmod ? `<lastmod>${new Date(lastmod).toISOString().slice(0, 10)}</lastmod>` : '';
    return `  <url>${loc}${mod}</url>`;
  });
  return `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

function sitemapIndexXml(files: number, origin: string): string {
  const items = Array.from(
    { length: files },
    (_, i) => `  <sitemap><loc>${escapeHtml(`${origin}${sitemapFilePath(i + 1)}`)}</loc></sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/**
 * The sitemap document at /sitemap.xml (`file` undefined) or /sitemap-<file>.xml: every URL in one
 * file while they fit, else an index of files of `perFile` URLs each. Null: no such file.
 */
export function sitemapDocument(
  entries: readonly SitemapEntry[],
  origin: string,
  file?: number,
  perFile = SITEMAP_URLS_PER_FILE,
): string | null {
  const files = Math.ceil(entries.length / perFile);
  if (file === undefined)
    return files <= 1 ? urlsetXml(entries, origin) : sitemapIndexXml(files, origin);
  if (files <= 1 || !Number.isInteger(file) || file < 1 || file > files) return null;
  return urlsetXml(entries.slice((file - 1) * perFile, file * perFile), origin);
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
