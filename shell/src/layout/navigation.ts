/** The six main links of the header (public-site.md, Header and footer). */
export const MAIN_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/compare', label: 'Compare' },
  { to: '/reviews', label: 'Reviews' },
  { to: '/guides', label: 'Guides' },
  { to: '/games', label: 'Games' },
  { to: '/bonuses', label: 'Bonuses' },
] as const;
