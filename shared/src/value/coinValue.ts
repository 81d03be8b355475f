/**
 * The figures a sweepstakes player decides on, computed from a casino's coin packages and free
 * offers. Pure functions shared by the API's read model and the browser, so that a figure is the
 * same on the compare table, the casino page, the calculator and the tracker.
 *
 * Money is handled in whole cents and Sweeps Coins (SC) in hundredths, so that sums are exact;
 * only the final ratios are fractions, rounded once by the formatters below.
 */

import { formatDecimal, formatDollars } from '../format/numbers';

/** One coin package as the casino sells it. */
export interface CoinPackage {
  /** Price in US dollars, e.g. 9.99. */
  priceUsd: number;
  /** Gold Coins (play-only currency) the package gives. */
  goldCoins: number;
  /** Sweeps Coins given free with the package (redeemable for prizes). */
  bonusSc: number;
  /** A one-time offer for a first purchase (bought at most once). */
  firstPurchase: boolean;
  /** How many times a day the package may be bought (unset: no limit). */
  dailyLimit?: number | null;
  /** How many times a week the package may be bought (unset: no limit). */
  weeklyLimit?: number | null;
}

/** What a player gets for free: at sign-up and by claiming every day. */
export interface FreeOffer {
  signupSc: number;
  dailySc: number;
  dailyGc: number;
}

/** Dollars to whole cents, rounded to the nearest cent. */
export const toCents = (usd: number): number => Math.round(usd * 100);

/** SC to hundredths of a coin (the finest amount casinos show). */
const toCentiSc = (sc: number): number => Math.round(sc * 100);

/** US dollars paid for one Sweeps Coin in this package; null when it gives no SC. */
export function costPerSc(pkg: Pick<CoinPackage, 'priceUsd' | 'bonusSc'>): number | null {
  if (!(pkg.bonusSc > 0)) return null;
  return toCents(pkg.priceUsd) / toCentiSc(pkg.bonusSc);
}

/**
 * The package with the lowest cost per SC, ties going to the cheaper package. First-purchase
 * offers are left out unless asked for: they are the best deal once, not the casino's rate.
 */
export function bestPackage<P extends CoinPackage>(
  packages: readonly P[],
  { includeFirstPurchase = false }: { includeFirstPurchase?: boolean } = {},
): P | null {
  let best: P | null = null;
  let bestCost = Infinity;
  for (const pkg of packages) {
    if (pkg.firstPurchase && !includeFirstPurchase) continue;
    const cost = costPerSc(pkg);
    if (cost === null) continue;
    if (cost < bestCost || (cost === bestCost && best && pkg.priceUsd < best.priceUsd)) {
      best = pkg;
      bestCost = cost;
    }
  }
  return best;
}

/** The casino's standard rate: the best cost per SC among packages anyone can buy at any time. */
export function standardCostPerSc(packages: readonly CoinPackage[]): number | null {
  const best = bestPackage(packages);
  return best ? costPerSc(best) : null;
}

export interface FirstPurchaseValue {
  /** Cost per SC of the first-purchase offer. */
  offerCostPerSc: number;
  /** Cost per SC of the best standard package. */
  standardCostPerSc: number;
  /** What the offer's SC would cost at the standard rate, in dollars. */
  worthUsd: number;
  /** worthUsd minus the offer's price: what the offer saves, in dollars (negative: it costs more). */
  savingUsd: number;
  /** How many times more SC a dollar buys in the offer than at the standard rate. */
  multiplier: number;
}

/**
 * The first-purchase offer against the standard rate; null when the casino has no such offer,
 * the offer gives no SC, or there is no standard package to compare with.
 */
export function firstPurchaseValue(packages: readonly CoinPackage[]): FirstPurchaseValue | null {
  const offer = bestPackage(
    packages.filter((pkg) => pkg.firstPurchase),
    { includeFirstPurchase: true },
  );
  const standard = standardCostPerSc(packages);
  const offerCost = offer ? costPerSc(offer) : null;
  if (!offer || offerCost === null || standard === null) return null;
  const worthCents = Math.round(toCentiSc(offer.bonusSc) * standard);
  return {
    offerCostPerSc: offerCost,
    standardCostPerSc: standard,
    worthUsd: worthCents / 100,
    savingUsd: (worthCents - toCents(offer.priceUsd)) / 100,
    multiplier: standard / offerCost,
  };
}

/** The days a "month" of daily claims counts: the tracker's total is for the calendar month. */
export const DAYS_PER_MONTH = 30;

/** Free SC a visitor collects in `days` days by claiming the daily offer every day. */
export function freeScPerMonth(offer: Pick<FreeOffer, 'dailySc'>, days = DAYS_PER_MONTH): number {
  return (toCentiSc(offer.dailySc) * days) / 100;
}

/**
 * Days of daily claims, after the sign-up gift, until a visitor who buys nothing holds the
 * redemption minimum: 0 when the sign-up gift already reaches it, null when it is never reached
 * (no daily SC).
 */
export function daysToRedeemWithoutPurchase(
  offer: Pick<FreeOffer, 'signupSc' | 'dailySc'>,
  redemptionMinimumSc: number,
): number | null {
  const missing = toCentiSc(redemptionMinimumSc) - toCentiSc(offer.signupSc);
  if (missing <= 0) return 0;
  const daily = toCentiSc(offer.dailySc);
  if (daily <= 0) return null;
  return Math.ceil(missing / daily);
}

export interface SpendPlan {
  /** Dollars spent (at most the budget). */
  spentUsd: number;
  sweepsCoins: number;
  goldCoins: number;
  /** Dollars per SC over the whole plan; null when it buys no SC. */
  costPerSc: number | null;
  /** How many of each package (by index in the list given) the plan buys. */
  purchases: { index: number; count: number }[];
}

/** The largest budget the calculator plans for, in dollars (keeps the search small). */
export const MAX_SPEND_USD = 500;

/**
 * The purchases that give the most SC for at most `budgetUsd` in one day (first-purchase offers
 * at most once, daily limits respected), ties going to the cheaper plan; at equal SC and price,
 * the plan with more Gold Coins.
 * A bounded knapsack over whole cents: packages are few and budgets small, so this is exact.
 */
export function bestSpend(packages: readonly CoinPackage[], budgetUsd: number): SpendPlan {
  const budget = Math.max(0, Math.min(toCents(budgetUsd), toCents(MAX_SPEND_USD)));
  // Each package split into bundles of 1, 2, 4, ... copies (binary splitting of a bounded item).
  const bundles: { index: number; copies: number }[] = [];
  packages.forEach((pkg, index) => {
    const price = toCents(pkg.priceUsd);
    if (price <= 0) return;
    const limits = [pkg.firstPurchase ? 1 : Infinity, pkg.dailyLimit ?? Infinity];
    let left = Math.min(Math.min(...limits), Math.floor(budget / price));
    for (let copies = 1; left > 0; copies *= 2) {
      const take = Math.min(copies, left);
      bundles.push({ index, copies: take });
      left -= take;
    }
  });
  // best[c]: the most SC (then GC) for exactly c cents; chosen[i][c]: bundle i used for it.
  const sc = new Float64Array(budget + 1).fill(-1);
  const gc = new Float64Array(budget + 1);
  sc[0] = 0;
  const chosen = bundles.map(() => new Uint8Array(budget + 1));
  bundles.forEach((bundle, i) => {
    const pkg = packages[bundle.index];
    const cost = toCents(pkg.priceUsd) * bundle.copies;
    const addSc = toCentiSc(pkg.bonusSc) * bundle.copies;
    const addGc = pkg.goldCoins * bundle.copies;
    for (let c = budget; c >= cost; c--) {
      if (sc[c - cost] < 0) continue;
      const nextSc = sc[c - cost] + addSc;
      const nextGc = gc[c - cost] + addGc;
      if (nextSc > sc[c] || (nextSc === sc[c] && nextGc > gc[c])) {
        sc[c] = nextSc;
        gc[c] = nextGc;
        chosen[i][c] = 1;
      }
    }
  });
  let spent = 0;
  for (let c = 1; c <= budget; c++) {
    if (sc[c] > sc[spent]) spent = c;
  }
  const counts = new Map<number, number>();
  for (let i = bundles.length - 1, c = spent; i >= 0 && c > 0; i--) {
    if (!chosen[i][c]) continue;
    const bundle = bundles[i];
    counts.set(bundle.index, (counts.get(bundle.index) ?? 0) + bundle.copies);
    c -= toCents(packages[bundle.index].priceUsd) * bundle.copies;
  }
  const centiSc = sc[spent];
  return {
    spentUsd: spent / 100,
    sweepsCoins: centiSc / 100,
    goldCoins: gc[spent],
    costPerSc: centiSc > 0 ? spent / centiSc : null,
    purchases: [...counts]
      .map(([index, count]) => ({ index, count }))
      .sort((a, b) => a.index - b.index),
  };
}

/** "$9.99": every dollar amount on the site. */
export const formatUsd = (amount: number): string => formatDollars(amount);
/** "$0.952 per SC": costs per coin keep a tenth of a cent, where packages differ. */
export const formatCostPerSc = (cost: number | null): string =>
  cost === null ? 'No SC' : `${formatDollars(cost, 3)} per SC`;
/** "1,250.5 SC" and "50,000 GC". */
export const formatSc = (amount: number): string => `${formatDecimal(amount, 0, 2)} SC`;
export const formatGc = (amount: number): string => `${formatDecimal(amount, 0, 2)} GC`;
