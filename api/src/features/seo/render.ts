import {
  FEEDS,
  NEWS_FEED,
  SITE_NAME,
  TAG_MANAGER_ID_PATTERN,
  TAG_MANAGER_META,
  type HeadData,
} from '@sweepscout/shared';

/** Escape text for an HTML attribute or element body. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON for a <script> element: '<' escaped so that no text can close the element. */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface RenderOptions {
  /** 'https://example.com', no trailing slash; without it no canonical URL is written. */
  origin?: string;
  /** A tag-manager container id (env GTM_ID); written only when well formed. */
  tagManagerId?: string | null;
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
// The built template is minified: attribute quotes may be missing.
const DESCRIPTION = /<meta\s+name=["']?description["']?(?:\s[^>]*)?>\s*/i;

/**
 * The shell's index.html with this page's head: title, description, canonical URL, Open Graph
 * tags, JSON-LD and, when configured, the tag-manager id for the consent-gated client.
 */
export function injectHead(template: string, head: HeadData, options: RenderOptions): string {
  const { origin } = options;
  const url = (pathOrUrl: string) =>
    origin ? new URL(pathOrUrl, `${origin}/`).toString() : pathOrUrl;
  const canonical = origin ? url(head.canonicalPath) : null;
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" data-head />`;
  const tags = [
    // The page's image is its largest paint (casino banner, review or guide picture): asked for
    // first, before the scripts, so that it is not queued behind them on a slow connection.
    ...(head.image
      ? [
          `<link rel="preload" as="image" href="${escapeHtml(head.image)}" fetchpriority="high" data-head />`,
        ]
      : []),
    meta('name', 'description', head.description),
    ...(head.robots ? [meta('name', 'robots', head.robots)] : []),
    ...(canonical ? [`<link rel="canonical" href="${escapeHtml(canonical)}" data-head />`] : []),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(canonical ? [meta('property', 'og:url', canonical)] : []),
    meta('property', 'og:type', head.ogType),
    ...(head.image ? [meta('property', 'og:image', url(head.image))] : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    ...(options.tagManagerId && TAG_MANAGER_ID_PATTERN.test(options.tagManagerId)
      ? [meta('name', TAG_MANAGER_META, options.tagManagerId)]
      : []),
    ...FEEDS.flatMap((feed) => [
      `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feed.title)}" href="${feed.rssPath}" data-head />`,
      `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(feed.title)} (Atom)" href="${feed.atomPath}" data-head />`,
    ]),
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(NEWS_FEED.title)}" href="${NEWS_FEED.rssPath}" data-head />`,
    `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(NEWS_FEED.title)} (Atom)" href="${NEWS_FEED.atomPath}" data-head />`,
    `<link rel="alternate" type="application/feed+json" title="${escapeHtml(NEWS_FEED.title)} (JSON Feed)" href="${NEWS_FEED.jsonPath}" data-head />`,
    ...head.jsonLd.map(
      (data) => `<script type="application/ld+json" data-head>${scriptJson(data)}</script>`,
    ),
  ];
  const titled = TITLE.test(template)
    ? template.replace(TITLE, () => `<title>${escapeHtml(head.title)}</title>`)
    : template.replace(/<head>/i, () => `<head><title>${escapeHtml(head.title)}</title>`);
  return titled
    .replace(DESCRIPTION, '')
    .replace(/<\/head>/i, () => `    ${tags.join('\n    ')}\n  </head>`);
}
