/** Browser storage keys. Brand-prefixed so that they never clash with a casino's or a library's. */
export const STORAGE_KEYS = {
  firstTimeUser: 'sweepscout-first-time-user',
  termsSeen: 'sweepscout-terms-seen',
  tooltipSeenCount: 'sweepscout-tooltip-seen-count',
  theme: 'sweepscout-theme',
  analyticsConsent: 'sweepscout-analytics-consent',
  dailyClaims: 'sweepscout-daily-claims',
  /** The daily SC of each casino the visitor ticked, as it was when ticked (the month's total). */
  dailyClaimRates: 'sweepscout-daily-claim-rates',
} as const;
