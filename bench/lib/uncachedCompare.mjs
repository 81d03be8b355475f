// The load of the benchmarks that ask for /compare pages not rendered before
// (bench/uncached-render.mjs, bench/uncached-stalls.mjs): its connections, its budget, the site's
// workers, the headers of a browser's page request and the page of filter set number n.
import { availableParallelism } from 'node:os';

export const CONNECTIONS = 16;
export const BUDGET = { pagesPerSecond: 400, p99Ms: 60 };
/** The site's workers: WEB_CONCURRENCY, or one per core as in production. */
export const WORKERS = process.env.WEB_CONCURRENCY ?? String(availableParallelism());
/** A browser asking for a page: HTML, compressed (the page's brotli form is part of its cost). */
export const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip, br' };

const GAME_TYPES = ['Slots', 'Table Games', 'Live Dealer', 'Progressives'];
const PAYMENTS = ['Credit Card', 'PayPal', 'Bank Transfer', 'Crypto'];
const BONUSES = ['Free Coins', 'First Purchase', 'Daily Login', 'VIP Program'];
const SORTS = ['rating-high', 'rating-low', 'bonus-value', 'games-count'];

/** The /compare page of filter set number n (n = 0: the cached page the benchmarks compare with). */
export function comparePage(n) {
  return `/compare?${compareFilters(n)}`;
}

/** Filter set number n: every n below 4 x 6 x 16 x 16 x 16 (98,304) is a different query. */
function compareFilters(n) {
  const pick = (list, bits) => list.filter((_, i) => bits & (1 << i));
  let rest = n;
  const take = (size) => {
    const value = rest % size;
    rest = Math.floor(rest / size);
    return value;
  };
  const query = new URLSearchParams({ sort: SORTS[take(4)], minRating: String(take(6)) });
  const games = pick(GAME_TYPES, take(16));
  const payments = pick(PAYMENTS, take(16));
  const bonuses = pick(BONUSES, take(16));
  if (games.length) query.set('gameTypes', games.join(','));
  if (payments.length) query.set('paymentMethods', payments.join(','));
  if (bonuses.length) query.set('bonusTypes', bonuses.join(','));
  return query.toString();
}
