import { casinoPath, OFFER_CHANGES_FEED } from '@sweepscout/shared';
import { Router, type Request, type Response } from 'express';
import { Feed, type Item } from 'feed';
import { sendPublicText } from '../../http/answerCache';
import { readModel } from '../../readModel/readModel';
import { offerChanges, type CasinoOfferChange } from './projection';
import { siteOrigin } from '../seo';

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
    feedLinks: {
      rss: `${origin}${OFFER_CHANGES_FEED.rssPath}`,
      atom: `${origin}${OFFER_CHANGES_FEED.atomPath}`,
      json: `${origin}${OFFER_CHANGES_FEED.jsonPath}`,
    },
  });
  for (const item of items) feed.addItem(item);
  return feed;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** GET the three offer-change feeds. */
export function offerFeedsRouter(): Router {
  const router = Router();
  const serve =
    (format: 'rss' | 'atom' | 'json', contentType: string) =>
    async (req: Request, res: Response) => {
      const { view, version } = await readModel.current();
      const feed = offerFeed(offerChanges(view.casinos.ranked), siteOrigin(req));
      const body = format === 'rss' ? feed.rss2() : format === 'atom' ? feed.atom1() : feed.json1();
      sendPublicText(req, res, body, { version, contentType, cacheControl: FEED_CACHE });
    };
  router.get(OFFER_CHANGES_FEED.rssPath, serve('rss', 'application/rss+xml; charset=utf-8'));
  router.get(OFFER_CHANGES_FEED.atomPath, serve('atom', 'application/atom+xml; charset=utf-8'));
  router.get(OFFER_CHANGES_FEED.jsonPath, serve('json', 'application/feed+json; charset=utf-8'));
  return router;
}
