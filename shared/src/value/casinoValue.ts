/**
 * A casino's value data (coin packages, free offers, redemption facts) as stored and sent, and
 * the figures the compare table, the casino page, the calculator and the tracker show, computed
 * here once from it with the pure functions of coinValue.ts.
 */
import type { UsStateCode } from '../constants/states';
import { optionValues } from '../constants/options';
import { bestPackage, costPerSc, type CoinPackage, type SpendPlan } from './coinValue';
import type { ZoneOffsets } from './zoneOffsets';

/** Ways a casino pays out redeemed Sweeps Coins, as the filters and the editor name them. */
export const REDEMPTION_METHODS = [
  { value: 'gift-card', label: 'Gift card' },
  { value: 'bank', label: 'Bank transfer' },
  { value: 'crypto', label: 'Crypto' },
  { value: 'paypal', label: 'PayPal' },
  { value: 'debit-card', label: 'Debit card' },
] as const;
export type RedemptionMethod = (typeof REDEMPTION_METHODS)[number]['value'];
export const REDEMPTION_METHOD_VALUES: [RedemptionMethod, ...RedemptionMethod[]] = optionValues(
  REDEMPTION_METHODS,
  'value',
);
export const redemptionMethodLabel = (method: RedemptionMethod): string =>
  REDEMPTION_METHODS.find((m) => m.value === method)?.label ?? method;

/** Who last checked a group of facts against the casino's own pages, and when. */
export interface ValueVerification {
  /** 'yyyy-MM-dd', or null when nobody has checked it yet. */
  verifiedAt: string | null;
  verifiedBy: string | null;
  /** Seeded or edited facts wait for a check: the pages say so until an editor clears it. */
  needsVerification: boolean;
}

export interface FreeOffers {
  signupSc: number;
  dailySc: number;
  dailyGc: number;
  /** Streak rules in words, e.g. "Day 7 of a streak doubles the SC". */
  streak: string | null;
  /** When the daily offer resets, 'HH:mm' in `timeZone`. */
  resetTime: string;
  /** IANA time zone of the reset, e.g. 'America/New_York'. */
  timeZone: string;
  /** Mail-in (alternative method of entry) rules in words. */
  amoe: string | null;
  verification: ValueVerification;
}

export interface RedemptionMinimum {
  method: RedemptionMethod;
  minSc: number;
}

export interface PrizeCap {
  state: UsStateCode;
  /** The most one prize may be worth there, in dollars. */
  maxUsd: number;
}

export interface RedemptionFacts {
  /** How many times SC must be played before it can be redeemed (1 = once). */
  playthrough: number;
  minimums: RedemptionMinimum[];
  /** As the casino states it, e.g. "1 to 3 business days". */
  processingTime: string | null;
  /** Identity checks asked before the first redemption, in words. */
  identityChecks: string | null;
  prizeCaps: PrizeCap[];
  verification: ValueVerification;
}

/** The value data of one casino (the optional `value` group of the casino record). */
export interface CasinoValue {
  packages: CoinPackage[];
  packagesVerification: ValueVerification;
  offers: FreeOffers;
  redemption: RedemptionFacts;
}

/** What the compare table sorts and filters on, computed once per stored casino. */
export interface ValueFigures {
  /** Cost per SC of the best package anyone can buy (first-purchase offers left out). */
  bestCostPerSc: number | null;
  /** Index in `packages` of that package. */
  bestPackageIndex: number | null;
  freeScPerDay: number;
  /** The lowest redemption minimum over every method, in SC. */
  lowestRedemptionSc: number | null;
  /** The methods with a stated minimum, in the order of REDEMPTION_METHODS. */
  methods: RedemptionMethod[];
}

/** The figures of a casino's value data; null when it has none. */
export function valueFigures(value: CasinoValue | null | undefined): ValueFigures | null {
  if (!value) return null;
  const best = bestPackage(value.packages);
  const minimums = value.redemption.minimums.map((m) => m.minSc);
  const methods = new Set(value.redemption.minimums.map((m) => m.method));
  return {
    bestCostPerSc: best ? costPerSc(best) : null,
    bestPackageIndex: best ? value.packages.indexOf(best) : null,
    freeScPerDay: value.offers.dailySc,
    lowestRedemptionSc: minimums.length ? Math.min(...minimums) : null,
    methods: REDEMPTION_METHOD_VALUES.filter((method) => methods.has(method)),
  };
}

/** The redemption minimum of one method, or null when the casino does not pay out that way. */
export function redemptionMinimum(
  value: Pick<CasinoValue, 'redemption'> | null | undefined,
  method: RedemptionMethod,
): number | null {
  return value?.redemption.minimums.find((m) => m.method === method)?.minSc ?? null;
}

/** A casino's free daily offer as the tracker and the calculator's choices list it. */
export interface CasinoValueSummary
  extends
    Pick<FreeOffers, 'signupSc' | 'dailySc' | 'dailyGc' | 'streak' | 'resetTime' | 'timeZone'>,
    Pick<ValueVerification, 'verifiedAt' | 'needsVerification'> {
  id: string;
  slug: string;
  name: string;
  logoUrl: string | null;
}

/** GET /api/value/casinos: one page of the casinos with value data, and the day's SC over all. */
export interface CasinoValuePage {
  items: CasinoValueSummary[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  /** The daily free SC of every listed casino added up (not only this page's). */
  dailyScTotal: number;
  /**
   * The UTC offsets of each time zone this page's casinos reset in, around today, so that a
   * browser turns reset times into instants without `Intl` (absent from an older API).
   */
  zoneOffsets?: Record<string, ZoneOffsets>;
}

/** GET /api/value/calculator: what the amount buys at each casino asked for. */
export interface CoinValueResult {
  spendUsd: number;
  rows: {
    slug: string;
    name: string;
    plan: Omit<SpendPlan, 'purchases'> & { purchases: { count: number; package: CoinPackage }[] };
    /** The casino's standard rate, to compare the plan's cost per SC with. */
    standardCostPerSc: number | null;
  }[];
  /** Casinos of the link that are unknown or have no value data. */
  missing: string[];
}
