import type { RemoteModuleId } from '@sweepscout/shared';

/**
 * Every module the shell mounts, by remote name and exposed path. This is all the shell knows
 * about the remotes: nothing imports their internals, and each id must be a module of the typed
 * contract in @sweepscout/shared (tsc fails otherwise; tests/contract checks the remotes expose it).
 */
export const REMOTE_MODULES = {
  homeHero: 'catalog/HomeHero',
  topRated: 'catalog/TopRated',
  compare: 'catalog/ComparePage',
  casino: 'catalog/CasinoPage',
  bonuses: 'catalog/BonusesPage',
  reviews: 'content/ReviewsPage',
  review: 'content/ReviewPage',
  guides: 'content/GuidesPage',
  guide: 'content/GuidePage',
  contact: 'content/ContactPage',
  legal: 'content/LegalPage',
  latestReviews: 'content/LatestReviews',
  guidesSection: 'content/GuidesSection',
  newsletter: 'content/Newsletter',
  faq: 'content/Faq',
  states: 'content/StatesPage',
  state: 'content/StatePage',
  games: 'games/GamesPage',
  gamesPromo: 'games/GamesPromo',
  admin: 'admin/AdminApp',
} as const satisfies Record<string, RemoteModuleId>;
