/** The public feeds: RSS 2.0 and Atom 1.0 of the published reviews and guides, latest first. */
export const FEEDS = [
  {
    kind: 'reviews',
    title: 'SweepScout casino reviews',
    rssPath: '/feeds/reviews.xml',
    atomPath: '/feeds/reviews.atom',
  },
  {
    kind: 'guides',
    title: 'SweepScout guides',
    rssPath: '/feeds/guides.xml',
    atomPath: '/feeds/guides.atom',
  },
] as const;
export type FeedKind = (typeof FEEDS)[number]['kind'];

/** How many of the latest items a feed lists. */
export const FEED_ITEM_COUNT = 20;

/**
 * The site-news feed: the latest reviews, guides, legal changes by state and casino offer changes
 * in one list, newest first, as RSS 2.0, Atom 1.0 and JSON Feed.
 */
export const NEWS_FEED = {
  title: 'SweepScout site news',
  rssPath: '/feeds/news.xml',
  atomPath: '/feeds/news.atom',
  jsonPath: '/feeds/news.json',
} as const;

/** How many entries the site-news feed lists. */
export const NEWS_FEED_ITEM_COUNT = 50;
