import { LEGAL_PAGES, type LegalPageKey } from '../constants/content';
import { escapeRegExp } from '../format/text';
import type { ModuleWithoutProps, RemoteModuleId } from '../remotes/contract';

/** Pages the shell renders itself rather than a remote. */
export type ShellPage = 'shell/HomePage' | 'shell/SearchPage';

/**
 * One route of the site. Everything that knows about routes derives from the table below: the
 * client router (shell), the server's route matching and status codes (api/src/site), the heads
 * (STATIC_ROUTE_HEADS is keyed by its static paths, DETAIL_ROUTE_PATTERN by its detail ones), the
 * sitemap, the navigation links (ROUTE_PATHS) and the admin routes.
 */
export interface RouteDefinition {
  path: string;
  /** public: inside the public header and footer; admin: the admin remote's own frame. */
  area: 'public' | 'admin';
  module: RemoteModuleId | ShellPage;
  /** Props for the module (the legal page it shows). */
  props?: { page: LegalPageKey };
  /** static: fixed words (STATIC_ROUTE_HEADS); detail: from the record named by :slug; none: admin. */
  head: 'static' | 'detail' | 'none';
  /** Listed in /sitemap.xml as it is (detail routes are listed once per record instead). */
  sitemap: boolean;
  /**
   * Rendered on the server: the remote modules its first view shows, which the site
   * server loads from their server builds and runs the loaders of (none for a shell page such as
   * /search). Absent: rendered in the browser. An unknown path (the not-found page) is rendered
   * on the server too.
   */
  serverModules?: readonly RemoteModuleId[];
  /**
   * The query parameters the route's page reads (its loaders and components). The page server's
   * cache keys a document on the path and these only, so any other parameter (a campaign tag)
   * is served the same cached page; forms that change the route's view use these names. Absent:
   * the whole query counts (the admin area, rendered in the browser).
   */
  query?: readonly string[];
}

/** What /compare reads: the filters, the sort and the page (the compare GET form's fields). */
export const COMPARE_QUERY_PARAMS = [
  'gameTypes',
  'bonusTypes',
  'paymentMethods',
  'minRating',
  'redemptionMethod',
  'maxRedemptionMin',
  'changed',
  'sort',
  'page',
  'availableIn',
] as const;
export type CompareQueryParam = (typeof COMPARE_QUERY_PARAMS)[number];

/** The route with the query parameters its page reads (none by default). */
function reads<const Route extends object, const Params extends readonly string[] = readonly []>(
  route: Route,
  query: Params = [] as unknown as Params,
) {
  return { ...route, query };
}

/** A public route with fixed head words; listed in the sitemap unless told otherwise. */
function page<const Path extends string>(
  path: Path,
  module: RouteDefinition['module'],
  sitemap = true,
) {
  return { path, area: 'public' as const, module, head: 'static' as const, sitemap };
}

/** A public route whose head comes from the record its :slug names. */
function detailPage<const Path extends string>(path: Path, module: RouteDefinition['module']) {
  return { path, area: 'public' as const, module, head: 'detail' as const, sitemap: false };
}

/** The route rendered on the server with the remote modules of its first view (its own by default). */
function serverRendered<const Route extends { module: RouteDefinition['module'] }>(
  route: Route,
  serverModules: readonly RemoteModuleId[] = [route.module as RemoteModuleId],
) {
  return { ...route, serverModules };
}

function admin<const Path extends string>(path: Path) {
  return {
    path,
    area: 'admin' as const,
    module: 'admin/AdminApp' as const,
    head: 'none' as const,
    sitemap: false,
  };
}

export interface HomeSection {
  module: ModuleWithoutProps;
  /** The height the section's area keeps before its module renders (no layout shift). */
  minHeight: string;
  /** Below the first view: its script loads and it hydrates when it nears the viewport. */
  hydrateWhenVisible?: boolean;
}

/**
 * The home page's sections, top to bottom, exposed by catalog, content and games: the shell
 * composes the page from this list (shell/src/pages/HomePage.tsx) and the server renders them.
 */
export const HOME_SECTIONS: readonly HomeSection[] = [
  { module: 'catalog/HomeHero', minHeight: '320px' },
  { module: 'catalog/TopRated', minHeight: '480px' },
  { module: 'content/LatestReviews', minHeight: '420px', hydrateWhenVisible: true },
  { module: 'content/GuidesSection', minHeight: '420px', hydrateWhenVisible: true },
  { module: 'games/GamesPromo', minHeight: '320px', hydrateWhenVisible: true },
  { module: 'content/Newsletter', minHeight: '200px', hydrateWhenVisible: true },
  { module: 'content/Faq', minHeight: '360px', hydrateWhenVisible: true },
];

/** Every public route of the site and every admin route. */
export const ROUTE_TABLE = [
  reads(
    serverRendered(
      page('/', 'shell/HomePage'),
      HOME_SECTIONS.map((section) => section.module),
    ),
    // The newsletter's result after a sign-up sent without script (Post/Redirect/Get).
    ['newsletter'],
  ),
  reads(serverRendered(page('/compare', 'catalog/ComparePage')), COMPARE_QUERY_PARAMS),
  reads(serverRendered(detailPage('/casino/:slug', 'catalog/CasinoPage'))),
  // Head-to-head of two casinos: /compare/<a>-vs-<b>.
  reads(serverRendered(detailPage('/compare/:pair', 'catalog/HeadToHeadPage'))),
  reads(serverRendered(page('/bonuses', 'catalog/BonusesPage')), ['type', 'sort']),
  reads(serverRendered(page('/methodology', 'catalog/MethodologyPage'))),
  reads(serverRendered(page('/tools/coin-value', 'catalog/CoinValuePage')), [
    'casinos',
    'more',
    'spend',
  ]),
  reads(serverRendered(page('/daily-bonuses', 'catalog/DailyBonusesPage')), ['page']),
  reads(serverRendered(page('/reviews', 'content/ReviewsPage')), ['sort', 'page']),
  reads(serverRendered(detailPage('/reviews/:slug', 'content/ReviewPage'))),
  reads(serverRendered(page('/guides', 'content/GuidesPage')), ['page']),
  reads(serverRendered(detailPage('/guides/:slug', 'content/GuidePage'))),
  reads(serverRendered(page('/states', 'content/StatesPage'))),
  reads(serverRendered(detailPage('/states/:slug', 'content/StatePage'))),
  reads(serverRendered(detailPage('/authors/:slug', 'content/AuthorPage'))),
  // seed: the demo games' deterministic outcomes (tests, reproducible demos).
  reads(serverRendered(page('/games', 'games/GamesPage')), ['seed']),
  // sent: the thank-you screen after a message sent without script (Post/Redirect/Get).
  reads(serverRendered(page('/contact', 'content/ContactPage')), ['sent']),
  // Every question and answer on a page of its own (the home page shows the same list).
  reads(serverRendered(page('/faq', 'content/FaqPage'))),
  // Search results are not indexed. A shell page: no remote module (its loader is the shell's).
  reads(serverRendered(page('/search', 'shell/SearchPage', false), []), ['q']),
  ...LEGAL_PAGES.map(({ page: key, path }) => ({
    ...reads(serverRendered(page(path, 'content/LegalPage'))),
    props: { page: key },
  })),
  admin('/admin/login'),
  admin('/admin'),
  admin('/admin/casinos'),
  admin('/admin/reviews'),
  admin('/admin/guides'),
  admin('/admin/faqs'),
  admin('/admin/games'),
  admin('/admin/content'),
  admin('/admin/states'),
  admin('/admin/users'),
  // Beyond the content screens: staff read contact messages and newsletter subscribers.
  admin('/admin/messages'),
  admin('/admin/subscribers'),
  // The audit log of staff actions (administrators only).
  admin('/admin/audit'),
  // The rating method's weights.
  admin('/admin/rating-method'),
  // Author and fact-checker profiles.
  admin('/admin/authors'),
  // Head-to-head pairs and their verdicts.
  admin('/admin/matchups'),
] as const satisfies readonly RouteDefinition[];

/** Paths by name, for links: ROUTE_PATHS.compare is '/compare'. */
export const ROUTE_PATHS = {
  home: '/',
  compare: '/compare',
  bonuses: '/bonuses',
  reviews: '/reviews',
  guides: '/guides',
  games: '/games',
  contact: '/contact',
  faq: '/faq',
  methodology: '/methodology',
  search: '/search',
  adminLogin: '/admin/login',
} as const satisfies Record<string, (typeof ROUTE_TABLE)[number]['path']>;

export const PUBLIC_ROUTE_TABLE: readonly RouteDefinition[] = ROUTE_TABLE.filter(
  (route) => route.area === 'public',
);
export const ADMIN_ROUTE_TABLE: readonly RouteDefinition[] = ROUTE_TABLE.filter(
  (route) => route.area === 'admin',
);

/** Paths whose head has fixed words; STATIC_ROUTE_HEADS must have exactly these keys. */
export type StaticHeadPath = Extract<(typeof ROUTE_TABLE)[number], { head: 'static' }>['path'];

const SEGMENT = '[A-Za-z0-9_-]+';

/** '/casino/:slug' -> /^\/casino\/([A-Za-z0-9_-]+)$/ */
export function routePattern(path: string): RegExp {
  const body = path
    .split('/')
    .map((part) => (part.startsWith(':') ? `(${SEGMENT})` : escapeRegExp(part)))
    .join('/');
  return new RegExp(`^${body || '/'}$`);
}

interface Matcher {
  route: RouteDefinition;
  pattern: RegExp;
}

/** '/casino/x' -> 'casino', '/' -> '' (as sent: the browser's router decodes and lower-cases it). */
export function firstSegment(path: string): string {
  const end = path.indexOf('/', 1);
  return path.slice(1, end < 0 ? undefined : end);
}

/**
 * The routes by their first segment, in table order: a path is tested only against the routes
 * it could match, so a path of no page (an API call, a file) costs one lookup, not a test of
 * every route. A route starting with a parameter would be tried for every path.
 */
const MATCHERS_BY_FIRST_SEGMENT = new Map<string, Matcher[]>();
const MATCHERS_FOR_ANY_PATH: Matcher[] = [];
for (const route of ROUTE_TABLE) {
  const matcher = { route: route as RouteDefinition, pattern: routePattern(route.path) };
  const first = firstSegment(route.path);
  if (first.startsWith(':')) {
    MATCHERS_FOR_ANY_PATH.push(matcher);
    continue;
  }
  const bucket = MATCHERS_BY_FIRST_SEGMENT.get(first);
  if (bucket) bucket.push(matcher);
  else MATCHERS_BY_FIRST_SEGMENT.set(first, [matcher]);
}

/** The route of a pathname ('/compare/' matches '/compare'), or null for an unknown path. */
export function matchRoute(pathname: string): RouteDefinition | null {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname || '/';
  const candidates = MATCHERS_BY_FIRST_SEGMENT.get(firstSegment(normalised)) ?? [];
  const matches = ({ pattern }: Matcher) => pattern.test(normalised);
  return (candidates.find(matches) ?? MATCHERS_FOR_ANY_PATH.find(matches))?.route ?? null;
}

/** True when the pathname is a route of the site's router (public or admin). */
export const isKnownRoute = (pathname: string): boolean => matchRoute(pathname) !== null;

/** Static paths listed in the sitemap. */
export const SITEMAP_STATIC_PATHS: readonly string[] = ROUTE_TABLE.filter(
  (route) => route.sitemap,
).map((route) => route.path);

/**
 * The query of a page URL as its page sees it: only the parameters its route declares (`query`),
 * sorted by name (the values of one name keep their order), as '?a=1&b=2' or ''. Two URLs with
 * the same path and page query show the same page, so the page server renders and caches it
 * once. A route that declares nothing (the admin area) and an unknown path keep their query as
 * given.
 */
export function pageQuery(pathname: string, search: string): string {
  const declared = matchRoute(pathname)?.query;
  if (!declared) return search;
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) {
    if (declared.includes(name)) kept.append(name, value);
  }
  kept.sort();
  const text = kept.toString();
  return text ? `?${text}` : '';
}
