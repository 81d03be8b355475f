import { Router } from 'express';
import { FEEDS, NEWS_FEED } from '@sweepscout/shared';
import { feedXml } from './feeds';
import { feedFilesRouter } from './formats';
import { newsFeed } from './news';

const FEED_CACHE = 'public, max-age=300';

/**
 * GET /feeds/reviews.xml, /feeds/guides.xml (RSS 2.0) and their .atom twins (Atom 1.0); the
 * site-news feed /feeds/news.xml, .atom and .json (JSON Feed).
 */
export function feedsRouter(): Router {
  // One router with every feed's routes, not a router of routers: a router mounted at '/' whose
  // last layer is a router hands the requests it does not answer on a turn of the event loop
  // later (router 2's exit), and every page request passes this one.
  const router = Router();
  for (const feed of FEEDS) {
    // These two have no JSON file: only RSS and Atom are asked of them.
    feedFilesRouter(
      feed,
      (view, format, origin) => feedXml(view, feed.kind, format === 'rss' ? 'rss' : 'atom', origin),
      FEED_CACHE,
      router,
    );
  }
  feedFilesRouter(NEWS_FEED, newsFeed, FEED_CACHE, router);
  return router;
}
