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
