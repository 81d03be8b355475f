import { Feed, type Item } from 'feed';
import {
  FEED_ITEM_COUNT,
  FEEDS,
  guidePath,
  reviewPath,
  SITE_NAME,
  stripHtml,
  type FeedKind,
} from '@sweepscout/shared';
import type { PublicView } from '../../readModel/publicView';
import { feedLinksOf, feedText, type FeedFormat } from './formats';

interface FeedItemSource {
  title: string;
  path: string;
  excerpt: string;
  authorName: string;
  publishDate: Date;
  updatedAt?: Date;
}

function itemsOf(view: PublicView, kind: FeedKind): FeedItemSource[] {
  if (kind === 'reviews') {
    return view.reviews.sorted.latest.slice(0, FEED_ITEM_COUNT).map((review) => ({
      title: review.title,
      path: reviewPath(review.slug),
      excerpt: review.excerpt,
      authorName: review.authorName,
      publishDate: review.publishDate,
      updatedAt: review.updatedAt,
    }));
  }
  return view.guides.newest.slice(0, FEED_ITEM_COUNT).map((guide) => ({
    title: guide.title,
    path: guidePath(guide.slug),
    excerpt: guide.excerpt,
    authorName: guide.authorName,
    publishDate: guide.publishDate,
    updatedAt: guide.updatedAt,
  }));
}

/**
 * The feed items of the latest published reviews or guides, latest first, with absolute URLs
 * from `origin`. RSS dates an item by its publication, Atom and JSON Feed by its last update.
 */
export function articleFeedItems(
  view: PublicView,
  kind: FeedKind,
  format: FeedFormat,
  origin: string,
): Item[] {
  return itemsOf(view, kind).map((item) => {
    const url = `${origin}${item.path}`;
    return {
      title: item.title,
      id: url,
      link: url,
      description: stripHtml(item.excerpt),
      date: new Date(format === 'rss' ? item.publishDate : (item.updatedAt ?? item.publishDate)),
      published: new Date(item.publishDate),
      author: [{ name: item.authorName }],
    };
  });
}

/** The newest date among the items (the feed's `updated`), or the epoch when there are none. */
export const latestDate = (items: readonly Item[]): Date =>
  items.reduce((max, item) => (item.date > max ? item.date : max), new Date(0));

/**
 * One feed of the public view (published records only, latest first) as RSS 2.0 or Atom 1.0,
 * with absolute URLs from `origin`.
 */
export function feedXml(
  view: PublicView,
  kind: FeedKind,
  format: Exclude<FeedFormat, 'json'>,
  origin: string,
) {
  const meta = FEEDS.find((feed) => feed.kind === kind) ?? FEEDS[0];
  const items = articleFeedItems(view, kind, format, origin);
  const listPath = kind === 'reviews' ? '/reviews' : '/guides';
  const feed = new Feed({
    id: `${origin}${listPath}`,
    title: meta.title,
    description: `The latest ${kind} published on ${SITE_NAME}.`,
    link: `${origin}${listPath}`,
    language: 'en-US',
    // The last change of any item, also in RSS (whose items are dated by their publication).
    updated: latestDate(format === 'rss' ? articleFeedItems(view, kind, 'atom', origin) : items),
    generator: SITE_NAME,
    copyright: `© ${SITE_NAME}`,
    feedLinks: feedLinksOf(origin, meta),
  });
  for (const item of items) feed.addItem(item);
  return feedText(feed, format);
}
