import { Feed, type Item } from 'feed';
import { NEWS_FEED, NEWS_FEED_ITEM_COUNT, SITE_NAME } from '@sweepscout/shared';
import type { PublicView } from '../../readModel/publicView';
import { offerChanges } from '../value/projection';
import { legalChangeFeedItems } from '../states/feeds';
import { offerChangeFeedItems } from '../value/feeds';
import { articleFeedItems, latestDate } from './feeds';
import { feedLinksOf, feedText, type FeedFormat } from './formats';

/** One source of the site-news feed: its items as its own feed builds them. */
interface NewsSource {
  /** The items' category: its label ("Legal change") and its term ("legal-change"). */
  category: { name: string; term: string };
  items(view: PublicView, format: FeedFormat, origin: string): Item[];
}

/** What the site-news feed merges, each source declared once. */
export const NEWS_SOURCES: readonly NewsSource[] = [
  {
    category: { name: 'Review', term: 'review' },
    items: (view, format, origin) => articleFeedItems(view, 'reviews', format, origin),
  },
  {
    category: { name: 'Guide', term: 'guide' },
    items: (view, format, origin) => articleFeedItems(view, 'guides', format, origin),
  },
  {
    category: { name: 'Legal change', term: 'legal-change' },
    items: (view, _format, origin) => legalChangeFeedItems(view.states.list, origin),
  },
  {
    category: { name: 'Offer change', term: 'offer-change' },
    items: (view, _format, origin) =>
      offerChangeFeedItems(offerChanges(view.casinos.ranked), origin),
  },
];

/** The newest entries of every source, newest first (ties keep the sources' order). */
export function newsItems(view: PublicView, format: FeedFormat, origin: string): Item[] {
  return NEWS_SOURCES.flatMap((source) =>
    source.items(view, format, origin).map((item) => ({
      ...item,
      category: [source.category],
    })),
  )
    .sort((a, b) => b.date.getTime() - a.date.getTime())
    .slice(0, NEWS_FEED_ITEM_COUNT);
}

/** The site-news feed of the public view in one format, with absolute URLs from `origin`. */
export function newsFeed(view: PublicView, format: FeedFormat, origin: string): string {
  const items = newsItems(view, format, origin);
  const feed = new Feed({
    id: `${origin}/`,
    title: NEWS_FEED.title,
    description: `What changed on ${SITE_NAME}: new reviews and guides, changes to the law by state and casino offer changes.`,
    link: `${origin}/`,
    language: 'en-US',
    updated: latestDate(items),
    generator: SITE_NAME,
    copyright: `© ${SITE_NAME}`,
    feedLinks: feedLinksOf(origin, NEWS_FEED),
  });
  for (const item of items) feed.addItem(item);
  return feedText(feed, format);
}
