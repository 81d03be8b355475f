/** Compare and bonus constants. */
export const GAME_TYPE_FILTERS = ['Slots', 'Table Games', 'Live Dealer', 'Progressives'] as const;
export const BONUS_TYPE_FILTERS = [
  'Free Coins',
  'First Purchase',
  'Daily Login',
  'VIP Program',
] as const;
export const PAYMENT_METHOD_FILTERS = ['Credit Card', 'PayPal', 'Bank Transfer', 'Crypto'] as const;

export type GameTypeFilter = (typeof GAME_TYPE_FILTERS)[number];
export type BonusTypeFilter = (typeof BONUS_TYPE_FILTERS)[number];
export type PaymentMethodFilter = (typeof PAYMENT_METHOD_FILTERS)[number];

export const COMPARE_SORTS = [
  { value: 'rating-high', label: 'Rating High to Low' },
  { value: 'rating-low', label: 'Rating Low to High' },
  { value: 'bonus-value', label: 'Bonus Value' },
  { value: 'games-count', label: 'Games Count' },
  { value: 'best-value', label: 'Best value (cost per SC)' },
  { value: 'free-sc', label: 'Most free SC per day' },
  { value: 'redemption-min', label: 'Lowest redemption minimum' },
] as const;
export type CompareSort = (typeof COMPARE_SORTS)[number]['value'];
export const DEFAULT_COMPARE_SORT: CompareSort = 'rating-high';
export const COMPARE_PAGE_SIZE = 10;
export const COMPARE_MAX_PAGE_SIZE = 50;

/** GET /api/casinos?page=&pageSize= (contract 1.3): the page size by default, and the most. */
export const CASINO_LIST_PAGE_SIZE = 24;
export const CASINO_LIST_MAX_PAGE_SIZE = 100;
/**
 * GET /api/casinos without page or pageSize answers the array of contract 1.2 (what remotes built
 * before read): the best rated casinos, at most this many, and fewer when their JSON would pass
 * 1 MB (the server stops before it).
 */
export const CASINO_LIST_LEGACY_MAX = 1000;

/**
 * GET /api/casinos/featured: the best rated featured casinos (available to the visitor's state),
 * at most this many. The home page's Top-Rated grid shows them all (four rows of three) and the
 * footer the first few; however many casinos staff feature, the answer and the page stay small.
 */
export const FEATURED_CASINOS_MAX = 12;

/**
 * GET /api/reviews, /api/guides and /api/games with `page` or `pageSize`: pages of summaries
 * (reviews and guides without their bodies), this many by default and at most the maximum.
 */
export const CONTENT_LIST_PAGE_SIZE = 24;
export const CONTENT_LIST_MAX_PAGE_SIZE = 100;
/**
 * The same lists without `page` or `pageSize` answer the array of contract 1.7 (full records,
 * what remotes built before read), at most this many, newest or best first (under 1 MB of JSON).
 */
export const CONTENT_LIST_LEGACY_MAX = 100;

export const REVIEW_SORTS = [
  { value: 'latest', label: 'Newest First' },
  { value: 'rating-high', label: 'Highest Rated' },
  { value: 'rating-low', label: 'Lowest Rated' },
] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number]['value'];

export const BONUS_PAGE_FILTERS = [
  { value: 'all', label: 'All Bonuses' },
  { value: 'welcome', label: 'Welcome Bonus' },
  { value: 'no-purchase', label: 'No Purchase' },
  { value: 'first-purchase', label: 'First Purchase Bonus' },
  { value: 'daily-login', label: 'Daily Login Bonus' },
  { value: 'vip', label: 'VIP Program' },
] as const;
export const BONUS_PAGE_SORTS = [
  { value: 'value', label: 'Bonus Value' },
  { value: 'rating', label: 'Casino Rating' },
  { value: 'name', label: 'Casino Name' },
] as const;

export const MINIMUM_AGES = [18, 21] as const;
export type MinimumAge = (typeof MINIMUM_AGES)[number];
