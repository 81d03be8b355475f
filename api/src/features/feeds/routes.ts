import { Router } from 'express';
import { FEEDS, NEWS_FEED } from '@sweepscout/shared';
import { sendPublicText } from '../../http/answerCache';
import { readModel } from '../../readModel/readModel';
import { siteOrigin } from '../seo/origin';
import { feedXml, type FeedFormat } from './feeds';
import { newsFeed } from './news';

const FEED_CACHE = 'public, max-age=300';

const CONTENT_TYPES: Record<FeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
  json: 'application/feed+json; charset=utf-8',
};

/**
 * GET /feeds/reviews.xml, /feeds/guides.xml (RSS 2.0) and their .atom twins (Atom 1.0); the
 * site-news feed /feeds/news.xml, .atom and .json (JSON Feed).
 */
export function feedsRouter(): Router {
  const router = Router();
  for (const { kind, rssPath, atomPath } of FEEDS) {
    for (const [path, format] of [
      [rssPath, 'rss'],
      [atomPath, 'atom'],
    ] as const) {
      router.get(path, async (req, res) => {
        const { view, version } = await readModel.current();
        sendPublicText(req, res, feedXml(view, kind, format, siteOrigin(req)), {
          version,
          contentType: CONTENT_TYPES[format],
          cacheControl: FEED_CACHE,
        });
      });
    }
  }
  for (const [path, format] of [
    [NEWS_FEED.rssPath, 'rss'],
    [NEWS_FEED.atomPath, 'atom'],
    [NEWS_FEED.jsonPath, 'json'],
  ] as const) {
    router.get(path, async (req, res) => {
      const { view, version } = await readModel.current();
      sendPublicText(req, res, newsFeed(view, format, siteOrigin(req)), {
        version,
        contentType: CONTENT_TYPES[format],
        cacheControl: FEED_CACHE,
      });
    });
  }
  return router;
}
