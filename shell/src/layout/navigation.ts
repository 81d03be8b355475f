import { LEGAL_PAGES, ROUTE_PATHS } from '@sweepscout/shared';

/** The six main links of the header. */
export const MAIN_LINKS = [
  { to: ROUTE_PATHS.home, label: 'Home' },
  { to: ROUTE_PATHS.compare, label: 'Compare' },
  { to: ROUTE_PATHS.reviews, label: 'Reviews' },
  { to: ROUTE_PATHS.guides, label: 'Guides' },
  { to: ROUTE_PATHS.games, label: 'Games' },
  { to: ROUTE_PATHS.bonuses, label: 'Bonuses' },
] as const;

/** Footer, Quick Links column (fixed labels and targets). */
export const QUICK_LINKS = [
  { to: ROUTE_PATHS.compare, label: 'Compare Casinos' },
  { to: ROUTE_PATHS.reviews, label: 'Casino Reviews' },
  { to: ROUTE_PATHS.guides, label: 'Guides & Articles' },
  { to: ROUTE_PATHS.games, label: 'Play Demo Games' },
] as const;

const legalPath = (page: (typeof LEGAL_PAGES)[number]['page']) =>
  LEGAL_PAGES.find((p) => p.page === page)?.path ?? `/${page}`;

/** Footer, Legal & Support column. */
export const LEGAL_LINKS = [
  { to: legalPath('terms-of-service'), label: 'Terms of Service' },
  { to: legalPath('privacy-policy'), label: 'Privacy Policy' },
  { to: legalPath('disclaimer'), label: 'Legal Disclaimer' },
  { to: ROUTE_PATHS.contact, label: 'Contact Us' },
] as const;

/** The four social networks of the About column; clicks are tracked as social_click. */
export const SOCIAL_LINKS = [
  { network: 'Facebook', href: 'https://www.facebook.com/sweepscout' },
  { network: 'Twitter', href: 'https://twitter.com/sweepscout' },
  { network: 'Instagram', href: 'https://www.instagram.com/sweepscout' },
  { network: 'YouTube', href: 'https://www.youtube.com/@sweepscout' },
] as const;

/** Number of casinos in the footer's Popular Casinos column. */
export const FOOTER_CASINO_COUNT = 4;

export const SEARCH_PLACEHOLDER = 'Search casinos...';
export const searchPagePath = (q: string): string =>
  `${ROUTE_PATHS.search}?q=${encodeURIComponent(q)}`;
