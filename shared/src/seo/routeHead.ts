/**
 * Head data of the public routes (title, description, canonical path, JSON-LD). Pure, so that the
 * server-sent HTML and the client's navigation use the same words. Detail pages (casino, review,
 * guide) are filled from the database by the API (GET /api/seo/head?path=).
 */
import { ROUTE_TABLE, type StaticHeadPath } from '../routes/routeTable';

export const SITE_NAME = 'SweepScout';

export type JsonLd = Record<string, unknown>;

export interface HeadData {
  title: string;
  description: string;
  /** Path of the canonical URL ('/compare'); the origin is added where the page is served. */
  canonicalPath: string;
  ogType: 'website' | 'article';
  /** Site-relative or absolute image for Open Graph, when the page has one. */
  image?: string | null;
  jsonLd: JsonLd[];
  /** 'noindex' for pages that must not be indexed (the not-found page). */
  robots?: string;
}

export const HOME_HEAD_TITLE = 'SweepScout: Compare Sweepstakes Casinos, Reviews and Bonuses';
export const HOME_HEAD_DESCRIPTION =
  'Independent comparisons, reviews and guides for US sweepstakes casinos, with free demo games and the latest bonuses. 18+.';

interface StaticHead {
  title: string;
  description: string;
  robots?: string;
}

/** The words of every route whose head is 'static' in the route table (tsc checks the keys). */
export const STATIC_ROUTE_HEADS: Readonly<Record<StaticHeadPath, StaticHead>> = {
  '/': { title: HOME_HEAD_TITLE, description: HOME_HEAD_DESCRIPTION },
  '/compare': {
    title: `Compare Sweepstakes Casinos | ${SITE_NAME}`,
    description:
      'Filter and sort US sweepstakes casinos by game types, bonuses, payment methods and rating, side by side.',
  },
  '/reviews': {
    title: `Sweepstakes Casino Reviews | ${SITE_NAME}`,
    description:
      'In-depth, unbiased reviews of US sweepstakes casinos: bonuses, games, redemptions and support, rated out of 5.',
  },
  '/guides': {
    title: `Guides & Articles | ${SITE_NAME}`,
    description:
      'Guides to sweepstakes casinos: Gold Coins and Sweep Coins, redeeming prizes, bonuses, RTP and playing responsibly.',
  },
  '/games': {
    title: `Free Demo Casino Games | ${SITE_NAME}`,
    description:
      'Play free slot, blackjack and roulette demos with virtual credits. No sign-up, no real-world value.',
  },
  '/bonuses': {
    title: `Sweepstakes Casino Bonuses Compared | ${SITE_NAME}`,
    description:
      'Compare welcome offers, no-purchase bonuses, daily login rewards and VIP programs of US sweepstakes casinos.',
  },
  '/states': {
    title: `Sweepstakes Casinos by State | ${SITE_NAME}`,
    description:
      'Where online sweepstakes casinos stand in each US state and DC: bans, restrictions and pending bills, with dates and sources.',
  },
  '/methodology': {
    title: `How We Rate Sweepstakes Casinos | ${SITE_NAME}`,
    description:
      'Our published rating method: six scored criteria, the weights staff set, and when a casino stays unrated.',
  },
  '/tools/coin-value': {
    title: `Coin Package Calculator | ${SITE_NAME}`,
    description:
      'How many Sweeps Coins an amount buys at each sweepstakes casino, and the effective cost per SC.',
  },
  '/daily-bonuses': {
    title: `Daily Free Coins Tracker | ${SITE_NAME}`,
    description:
      'Every sweepstakes casino’s free daily Sweeps Coins, its reset time counted down, and a daily checklist.',
  },
  '/faq': {
    title: `Sweepstakes Casino FAQ | ${SITE_NAME}`,
    description:
      'Answers to common questions about sweepstakes casinos: Gold Coins and Sweep Coins, redeeming prizes, verification and bonuses.',
  },
  '/contact': {
    title: `Contact Us | ${SITE_NAME}`,
    description:
      'Questions, partnership requests or feedback: contact the SweepScout team. We reply within 24 hours.',
  },
  '/terms-of-service': {
    title: `Terms of Service | ${SITE_NAME}`,
    description:
      'The terms that apply when you use SweepScout, its comparisons, reviews and free demo games.',
  },
  '/privacy-policy': {
    title: `Privacy Policy | ${SITE_NAME}`,
    description:
      'How SweepScout collects, uses and protects your information, and the choices you have.',
  },
  '/disclaimer': {
    title: `Legal Disclaimer | ${SITE_NAME}`,
    description:
      'SweepScout is not a gambling operator. Read our disclaimer, partner compensation and problem-gambling resources.',
  },
  '/search': {
    title: `Search | ${SITE_NAME}`,
    // Indexable, like every public page (Lighthouse SEO 100); every results page names the bare
    // /search as its canonical URL, so search engines do not index one page per query.
    description: 'Search SweepScout for sweepstakes casinos, reviews and guides.',
  },
};

export const NOT_FOUND_HEAD: StaticHead = {
  title: `404 Page Not Found | ${SITE_NAME}`,
  description: 'The page you are looking for does not exist.',
  robots: 'noindex',
};

/** '/compare/' -> '/compare'; the root stays '/'. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The head of a static public route, or null for detail pages and unknown paths. */
export function staticRouteHead(pathname: string): HeadData | null {
  const path = normalizePath(pathname);
  const head = (STATIC_ROUTE_HEADS as Readonly<Record<string, StaticHead>>)[path];
  if (!head) return null;
  return { ...head, canonicalPath: path, ogType: 'website', jsonLd: [] };
}

const DETAIL_PREFIXES = ROUTE_TABLE.filter((route) => route.head === 'detail').map(
  (route) => route.path.split('/')[1],
);

/** Detail routes whose head comes from the database: ['/casino/x', 'casino', 'x']. */
export const DETAIL_ROUTE_PATTERN = new RegExp(
  `^\\/(${DETAIL_PREFIXES.join('|')})\\/([a-z0-9]+(?:-[a-z0-9]+)*)$`,
);

export function notFoundHead(pathname: string): HeadData {
  return {
    ...NOT_FOUND_HEAD,
    canonicalPath: normalizePath(pathname),
    ogType: 'website',
    jsonLd: [],
  };
}

/** The meta tag the server writes when a tag manager is configured (env GTM_ID). */
export const TAG_MANAGER_META = 'sweepscout-gtm-id';
/** A Google Tag Manager container id; anything else is ignored. */
export const TAG_MANAGER_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;
