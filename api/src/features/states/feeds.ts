import { LEGAL_CHANGES_FEED, SITE_NAME, statePagePath, type UsStateInfo } from '@sweepscout/shared';
import { Feed, type Item } from 'feed';
import { feedFilesRouter, feedLinksOf, feedText } from '../feeds/formats';

const FEED_CACHE = 'public, max-age=600';
const MAX_ITEMS = 50;

export interface LegalChange {
  state: Pick<UsStateInfo, 'code' | 'name' | 'slug'>;
  date: string;
  summary: string;
}

/** Every state's recorded legal changes, newest first (ties by state name). */
export function legalChanges(states: readonly UsStateInfo[]): LegalChange[] {
  return states
    .flatMap((state) =>
      state.changeLog.map((change) => ({
        state: { code: state.code, name: state.name, slug: state.slug },
        ...change,
      })),
    )
    .sort((a, b) =>
      a.date === b.date ? a.state.name.localeCompare(b.state.name) : a.date < b.date ? 1 : -1,
    )
    .slice(0, MAX_ITEMS);
}

/** The feed items of the newest legal changes (at most 50), newest first. */
export function legalChangeFeedItems(states: readonly UsStateInfo[], origin: string): Item[] {
  return legalChanges(states).map((change) => {
    const link = `${origin}${statePagePath(change.state.name)}`;
    return {
      title: `${change.state.name}: ${change.summary.split('.')[0]}`,
      id: `${link}#${change.date}`,
      link,
      date: new Date(`${change.date}T00:00:00Z`),
      description: change.summary,
    };
  });
}

function legalChangesFeed(states: readonly UsStateInfo[], origin: string): Feed {
  const items = legalChangeFeedItems(states, origin);
  const feed = new Feed({
    id: `${origin}/states`,
    title: `Sweepstakes casino law changes by state | ${SITE_NAME}`,
    description:
      'Changes to the laws on online sweepstakes casinos in the US states, as recorded by our editors. Not legal advice.',
    link: `${origin}/states`,
    language: 'en',
    updated: items[0]?.date ?? new Date(0),
    feedLinks: feedLinksOf(origin, LEGAL_CHANGES_FEED),
    copyright: `© ${SITE_NAME}`,
  });
  for (const item of items) feed.addItem(item);
  return feed;
}

/** GET /states/changes.rss, .atom and .json: the site-wide change log of legal changes. */
export const legalChangeFeedsRouter = () =>
  feedFilesRouter(
    LEGAL_CHANGES_FEED,
    (view, format, origin) => feedText(legalChangesFeed(view.states.list, origin), format),
    FEED_CACHE,
  );
