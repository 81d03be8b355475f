import { Feed } from 'feed';
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

export type FeedFormat = 'rss' | 'atom';

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

const latest = (items: FeedItemSource[]): Date | undefined =>
  items.reduce<Date | undefined>((max, item) => {
    const at = new Date(item.updatedAt ?? item.publishDate);
    return !max || at > max ? at : max;
  }, undefined);

/**
 * One feed of the public view (published records only, latest first) as RSS 2.0 or Atom 1.0,
 * with absolute URLs from `origin`.
 */
export function feedXml(view: PublicView, kind: FeedKind, format: FeedFormat, origin: string) {
  const meta = FEEDS.find((feed) => feed.kind === kind) ?? FEEDS[0];
  const items = itemsOf(view, kind);
  const listPath = kind === 'reviews' ? '/reviews' : '/guides';
  const feed = new Feed({
    id: `${origin}${listPath}`,
    title: meta.title,
    description: `The latest ${kind} published on ${SITE_NAME}.`,
    link: `${origin}${listPath}`,
    language: 'en-US',
    updated: latest(items) ?? new Date(0),
    generator: SITE_NAME,
    copyright: `© ${SITE_NAME}`,
    feedLinks: { rss: `${origin}${meta.rssPath}`, atom: `${origin}${meta.atomPath}` },
  });
  for (const item of items) {
    const url = `${origin}${item.path}`;
    feed.addItem({
      title: item.title,
      id: url,
      link: url,
      description: stripHtml(item.excerpt),
      // RSS dates an item by its publication, Atom by its last update.
      date: new Date(format === 'rss' ? item.publishDate : (item.updatedAt ?? item.publishDate)),
      published: new Date(item.publishDate),
      author: [{ name: item.authorName }],
    });
  }
  return format === 'rss' ? feed.rss2() : feed.atom1();
}
