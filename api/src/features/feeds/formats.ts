import type { Feed } from 'feed';
import { Router } from 'express';
import { sendPublicText } from '../../http/answerCache';
import type { PublicView } from '../../readModel/publicView';
import { readModel } from '../../readModel/readModel';
import { siteOrigin } from '../seo/origin';

export type FeedFormat = 'rss' | 'atom' | 'json';

/** Where a feed is served in each of its formats (the contract's feed constants). */
export interface FeedFiles {
  rssPath: string;
  atomPath: string;
  jsonPath?: string;
}

export const FEED_CONTENT_TYPES: Record<FeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
  json: 'application/feed+json; charset=utf-8',
};

/** The paths of a feed's files, each with its format. */
export const feedFormatsOf = (files: FeedFiles): [string, FeedFormat][] => [
  [files.rssPath, 'rss'],
  [files.atomPath, 'atom'],
  ...(files.jsonPath ? [[files.jsonPath, 'json'] as [string, FeedFormat]] : []),
];

/** A feed's links to itself in each format it is served in, absolute from `origin`. */
export const feedLinksOf = (origin: string, files: FeedFiles) =>
  Object.fromEntries(feedFormatsOf(files).map(([path, format]) => [format, `${origin}${path}`]));

/** The feed written in `format`. */
export const feedText = (feed: Feed, format: FeedFormat): string =>
  format === 'rss' ? feed.rss2() : format === 'atom' ? feed.atom1() : feed.json1();

/**
 * GET each of a feed's files, on `router` (a new one by default): `write` makes it in that format
 * from the read model's view, and the answer cache keeps it until the view moves.
 */
export function feedFilesRouter(
  files: FeedFiles,
  write: (view: PublicView, format: FeedFormat, origin: string) => string,
  cacheControl: string,
  router: Router = Router(),
): Router {
  for (const [path, format] of feedFormatsOf(files)) {
    router.get(path, async (req, res) => {
      const { view, version } = await readModel.current();
      sendPublicText(req, res, write(view, format, siteOrigin(req)), {
        version,
        contentType: FEED_CONTENT_TYPES[format],
        cacheControl,
      });
    });
  }
  return router;
}
