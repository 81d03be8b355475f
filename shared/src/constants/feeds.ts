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

/** The log of casino offer changes (coin packages, free daily offers, redemption minimums). */
export const OFFER_CHANGES_FEED = {
  rssPath: '/feeds/offer-changes.xml',
  atomPath: '/feeds/offer-changes.atom',
  jsonPath: '/feeds/offer-changes.json',
} as const;

/** The site-wide log of legal changes by state, beside the states page. */
export const LEGAL_CHANGES_FEED = {
  rssPath: '/states/changes.rss',
  atomPath: '/states/changes.atom',
  jsonPath: '/states/changes.json',
} as const;

/** Every feed file the site serves: data, not pages (their answers carry a data answer's headers). */
export const FEED_FILE_PATHS: readonly string[] = [
  ...FEEDS.flatMap((feed) => [feed.rssPath, feed.atomPath]),
  ...[NEWS_FEED, OFFER_CHANGES_FEED, LEGAL_CHANGES_FEED].flatMap((feed) => [
    feed.rssPath,
    feed.atomPath,
    feed.jsonPath,
  ]),
];
