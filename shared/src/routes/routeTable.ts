import { LEGAL_PAGES, type LegalPageKey } from '../constants/content';
import type { RemoteModuleId } from '../remotes/contract';

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

/** Every public route of the site and every admin route. */
export const ROUTE_TABLE = [
  serverRendered(page('/', 'shell/HomePage'), [
    'catalog/HomeHero',
    'catalog/TopRated',
    'content/LatestReviews',
    'content/GuidesSection',
    'games/GamesPromo',
    'content/Newsletter',
    'content/Faq',
  ]),
  serverRendered(page('/compare', 'catalog/ComparePage')),
  serverRendered(detailPage('/casino/:slug', 'catalog/CasinoPage')),
  serverRendered(page('/bonuses', 'catalog/BonusesPage')),
  serverRendered(page('/reviews', 'content/ReviewsPage')),
  serverRendered(detailPage('/reviews/:slug', 'content/ReviewPage')),
  serverRendered(page('/guides', 'content/GuidesPage')),
  serverRendered(detailPage('/guides/:slug', 'content/GuidePage')),
  serverRendered(page('/games', 'games/GamesPage')),
  serverRendered(page('/contact', 'content/ContactPage')),
  // Search results are not indexed. A shell page: no remote module (its loader is the shell's).
  serverRendered(page('/search', 'shell/SearchPage', false), []),
  ...LEGAL_PAGES.map(({ page: key, path }) => ({
    ...serverRendered(page(path, 'content/LegalPage')),
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
  admin('/admin/users'),
  // Beyond the content screens: staff read contact messages and newsletter subscribers.
  admin('/admin/messages'),
  admin('/admin/subscribers'),
  // The audit log of staff actions (administrators only).
  admin('/admin/audit'),
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
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** '/casino/:slug' -> /^\/casino\/([A-Za-z0-9_-]+)$/ */
export function routePattern(path: string): RegExp {
  const body = path
    .split('/')
    .map((part) => (part.startsWith(':') ? `(${SEGMENT})` : escapeRegExp(part)))
    .join('/');
  return new RegExp(`^${body || '/'}$`);
}

const MATCHERS = ROUTE_TABLE.map((route) => ({
  route: route as RouteDefinition,
  pattern: routePattern(route.path),
}));

/** The route of a pathname ('/compare/' matches '/compare'), or null for an unknown path. */
export function matchRoute(pathname: string): RouteDefinition | null {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname || '/';
  return MATCHERS.find(({ pattern }) => pattern.test(normalised))?.route ?? null;
}

/** True when the pathname is a route of the site's router (public or admin). */
export const isKnownRoute = (pathname: string): boolean => matchRoute(pathname) !== null;

/** Static paths listed in the sitemap. */
export const SITEMAP_STATIC_PATHS: readonly string[] = ROUTE_TABLE.filter(
  (route) => route.sitemap,
).map((route) => route.path);
