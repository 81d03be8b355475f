import {
  FEEDS,
  LEGAL_CHANGES_FEED,
  LEGAL_PAGES,
  matchRoute,
  NEWS_FEED,
  OFFER_CHANGES_FEED,
} from '@sweepscout/shared';
import type { PublicView } from '../readModel/publicView';

/**
 * Surrogate keys: the names a shared cache (a CDN, Varnish with xkey) files each public answer
 * under, so that publishing one record purges exactly the answers that show it. The one place
 * that knows which answer shows which records, both ways:
 * - an answer carries the keys of the records it shows (`casino:<id>`, `review:<id>`,
 *   `page:<name>`...) and of the lists it shows (`casinos`, `reviews`, `guides`, `faqs`,
 *   `games`), and `all`;
 * - a write of a record purges that record's key and the key of the list it belongs to (plus,
 *   for a review, its casino, whose page shows the review).
 * Keys name records by id (slugs change); `page:<name>` names a static page or a content page.
 */

/** Every shared answer carries it: purging it empties the cache (after a deploy of a remote). */
export const ALL_KEY = 'all';
/** The featured casinos, which every page's footer shows ("Popular Casinos"). */
export const FEATURED_CASINOS_KEY = 'casinos:featured';

/** The collections whose records public answers show, and their list keys. */
export type KeyedCollection =
  | 'casinos'
  | 'reviews'
  | 'guides'
  | 'faqs'
  | 'games'
  | 'pagecontents'
  | 'usstates'
  | 'authors'
  | 'matchups';

const RECORD_PREFIX: Record<KeyedCollection, string> = {
  casinos: 'casino',
  reviews: 'review',
  guides: 'guide',
  faqs: 'faq',
  games: 'game',
  pagecontents: 'page',
  usstates: 'state',
  authors: 'author',
  matchups: 'matchup',
};

export const isKeyedCollection = (name: string): name is KeyedCollection =>
  Object.hasOwn(RECORD_PREFIX, name);

/** What a write knows of a record: its id, and the fields other keys come from. */
export interface WrittenRecord {
  id: string;
  /** A review's or a game's casino. */
  casinoId?: string;
  /** A content page's name (`terms-of-service`). */
  page?: string;
  /** A casino featured before or after the write: every page's footer shows it. */
  featured?: boolean;
}

/** The keys a write of `record` must purge: the record's own and the lists that show it. */
export function keysOfWrite(collection: KeyedCollection, record: WrittenRecord): string[] {
  if (collection === 'pagecontents') return record.page ? [`page:${record.page}`] : [];
  // A state's status decides which casinos and links every page shows its visitors.
  if (collection === 'usstates') return [ALL_KEY];
  const keys = [`${RECORD_PREFIX[collection]}:${record.id}`, collection];
  // A casino page shows its reviews (count, average) and its games: it changes with them.
  if ((collection === 'reviews' || collection === 'games') && record.casinoId) {
    keys.push(`casino:${record.casinoId}`);
  }
  if (collection === 'casinos' && record.featured) keys.push(FEATURED_CASINOS_KEY);
  return keys;
}

/** The lists each page shows, by the module that renders it. */
const LISTS_OF_MODULE: Record<string, readonly string[]> = {
  // Featured casinos, latest reviews, the featured and popular guides, the FAQ.
  'shell/HomePage': ['casinos', 'reviews', 'guides', 'faqs'],
  'shell/SearchPage': ['casinos', 'reviews', 'guides'],
  // Each compare row links its casino's newest review and guide.
  'catalog/ComparePage': ['casinos', 'reviews', 'guides'],
  'catalog/BonusesPage': ['casinos'],
  'catalog/MethodologyPage': [],
  // Both casinos, the verdict; casino pages link the approved pairs.
  'catalog/HeadToHeadPage': ['casinos', 'matchups'],
  'catalog/CasinoPage': ['matchups'],
  'catalog/CoinValuePage': ['casinos'],
  'catalog/DailyBonusesPage': ['casinos'],
  'content/ReviewsPage': ['reviews'],
  'content/GuidesPage': ['guides'],
  'content/FaqPage': ['faqs'],
  // The demo games and the contact page show no records.
  'games/GamesPage': [],
  'content/ContactPage': [],
  'content/LegalPage': [],
};

const LEGAL_PAGE_OF_PATH = new Map<string, string>(
  LEGAL_PAGES.map(({ path, page }) => [path, page]),
);

const casinoKeys = (view: PublicView, slug: string) => {
  const entry = view.casinos.bySlug.get(slug);
  return entry ? [`casino:${entry.json.id}`] : ['casinos'];
};

const reviewKeys = (view: PublicView, slug: string) => {
  const entry = view.reviews.bySlug.get(slug);
  if (!entry) return ['reviews'];
  return [`review:${String(entry.record._id)}`, `casino:${String(entry.record.casinoId)}`];
};

const guideKeys = (view: PublicView, slug: string) => {
  const entry = view.guides.bySlug.get(slug);
  // A guide page also shows the popular and newest guides beside it.
  return entry ? [`guide:${String(entry.record._id)}`, 'guides'] : ['guides'];
};

const withAll = (keys: readonly string[]) => [...new Set(keys), ALL_KEY];

/**
 * The keys of a page document at `path`; null for a page no shared cache may keep (the admin
 * area). A missing record's page is filed under its list, which its publication purges. Every
 * public page's footer shows the featured casinos.
 */
export function keysOfDocument(view: PublicView, path: string): string[] | null {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const route = matchRoute(normalised);
  if (route && route.area !== 'public') return null;
  return withAll([...pageKeys(view, normalised, route), FEATURED_CASINOS_KEY]);
}

function pageKeys(view: PublicView, path: string, route: ReturnType<typeof matchRoute>): string[] {
  if (!route) return [];
  const slug = path.split('/')[2] ?? '';
  if (route.path === '/casino/:slug') return casinoKeys(view, slug);
  // Bylines name the authors; an author's page lists their work.
  if (route.path === '/reviews/:slug') return [...reviewKeys(view, slug), 'authors'];
  if (route.path === '/guides/:slug') return [...guideKeys(view, slug), 'authors'];
  if (route.path === '/authors/:slug') return ['authors', 'reviews', 'guides'];
  const legal = LEGAL_PAGE_OF_PATH.get(route.path);
  const name = legal ?? (route.path === '/' ? 'home' : route.path.slice(1));
  return [`page:${name}`, ...(LISTS_OF_MODULE[route.module] ?? [])];
}

/**
 * The keys of a public API answer (`path` below /api, e.g. `/casinos/slug/x`); null for one no
 * shared cache may keep: a guide's answer counts a view each time it is served.
 */
export function keysOfApiAnswer(
  view: PublicView,
  path: string,
  query: URLSearchParams,
): string[] | null {
  const [, resource = '', first, second] = path.split('/');
  switch (resource) {
    case 'casinos':
      if (first === 'featured') return withAll([FEATURED_CASINOS_KEY, 'casinos']);
      // Each compare row links its casino's newest review and guide.
      if (first === 'compare') return withAll(['casinos', 'reviews', 'guides']);
      if (first === 'slug' && second) return withAll(casinoKeys(view, second));
      if (first) {
        return withAll(view.casinos.byId.has(first) ? [`casino:${first}`] : ['casinos']);
      }
      return withAll(['casinos']);
    case 'reviews':
      if (first === 'slug' && second) return withAll(reviewKeys(view, second));
      return withAll(['reviews']);
    case 'guides':
      return first === 'slug' ? null : withAll(['guides']);
    case 'faqs':
      return withAll(['faqs']);
    case 'games':
      // Game cards name their casino.
      return withAll(['games', 'casinos']);
    case 'pages':
      return first ? withAll([`page:${first}`]) : null;
    case 'search':
      return withAll(['casinos', 'reviews', 'guides']);
    case 'value':
      return withAll(['casinos']);
    // A state's answer lists the casinos available there (a state's write purges `all`).
    case 'states':
      return withAll(first ? ['casinos'] : []);
    // The weights (new weights purge `all`: they rate every casino).
    case 'rating-method':
      return withAll([]);
    // An author's answer lists their reviews and guides, as their page does.
    case 'authors':
      return withAll(first ? ['authors', 'reviews', 'guides'] : ['authors']);
    // The approved pairs, and a pair's two casinos with its verdict.
    case 'head-to-head':
      return withAll(['matchups', 'casinos']);
    case 'seo': {
      const page = query.get('path');
      return first === 'head' && page ? keysOfDocument(view, page) : null;
    }
    default:
      return null;
  }
}

const filesOf = (feed: { rssPath: string; atomPath: string; jsonPath: string }) => [
  feed.rssPath,
  feed.atomPath,
  feed.jsonPath,
];
const NEWS_FEED_FILES = filesOf(NEWS_FEED);
const OFFER_CHANGE_FILES = filesOf(OFFER_CHANGES_FEED);
const LEGAL_CHANGE_FILES = filesOf(LEGAL_CHANGES_FEED);

/** The site files the page server answers from the data: the sitemap lists every record. */
export function keysOfSiteFile(path: string): string[] | null {
  if (/^\/sitemap(-\d+)?\.xml$/.test(path)) return withAll(['casinos', 'reviews', 'guides']);
  if (path === '/robots.txt') return withAll([]);
  const feed = FEEDS.find((f) => path === f.rssPath || path === f.atomPath);
  if (feed) return withAll([feed.kind]);
  if (OFFER_CHANGE_FILES.includes(path)) return withAll(['casinos']);
  // The legal changes: a state's write purges `all`.
  if (LEGAL_CHANGE_FILES.includes(path)) return withAll([]);
  // Site news: reviews, guides, offer changes and legal changes (a state's write purges `all`).
  if (NEWS_FEED_FILES.includes(path)) return withAll(['casinos', 'reviews', 'guides']);
  return null;
}
