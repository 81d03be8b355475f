import { casinoPath, OFFER_CHANGES_FEED } from '@sweepscout/shared';
import { Feed, type Item } from 'feed';
import { offerChanges, type CasinoOfferChange } from './projection';
import { feedFilesRouter, feedLinksOf, feedText } from '../feeds/formats';

const FEED_CACHE = 'public, max-age=300';

/** The feed items of the newest offer changes, newest first. */
export function offerChangeFeedItems(changes: CasinoOfferChange[], origin: string): Item[] {
  return changes.map((change) => {
    const link = `${origin}${casinoPath(change.slug)}`;
    return {
      title: `${change.name}: ${change.changes[0]}${change.changes.length > 1 ? ' and more' : ''}`,
      id: `${link}#offer-${change.at}`,
      link,
      date: new Date(change.at),
      description: change.changes.join('. '),
      content: `<ul>${change.changes.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    };
  });
}

/** The feed of the newest offer changes, from the read model's view. */
function offerFeed(changes: CasinoOfferChange[], origin: string): Feed {
  const items = offerChangeFeedItems(changes, origin);
  const feed = new Feed({
    title: 'SweepScout: casino offer changes',
    description:
      'Changes to sweepstakes casinos’ coin packages, free daily offers and redemption minimums, as recorded by our editors.',
    id: `${origin}${OFFER_CHANGES_FEED.atomPath}`,
    link: `${origin}/daily-bonuses`,
    language: 'en',
    copyright: `© SweepScout`,
    updated: items[0]?.date ?? new Date(0),
    feedLinks: feedLinksOf(origin, OFFER_CHANGES_FEED),
  });
  for (const item of items) feed.addItem(item);
  return feed;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** GET the three offer-change feeds. */
export const offerFeedsRouter = () =>
  feedFilesRouter(
    OFFER_CHANGES_FEED,
    (view, format, origin) =>
      feedText(offerFeed(offerChanges(view.casinos.ranked), origin), format),
    FEED_CACHE,
  );
