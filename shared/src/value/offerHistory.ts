/**
 * The offer history of a casino: each save that changed its value data, with its date and what
 * changed in words ("Daily SC: 1 SC → 1.5 SC"), shown on the casino page and in the feeds.
 */
import {
  redemptionMethodLabel,
  valueFigures,
  REDEMPTION_METHOD_VALUES,
  type CasinoValue,
} from './casinoValue';
import { formatCostPerSc, formatGc, formatSc, formatUsd } from './coinValue';

export interface OfferChange {
  /** ISO date-time of the save. */
  at: string;
  changes: string[];
}

/** How many changes a casino keeps (the newest). */
export const OFFER_HISTORY_MAX = 20;

/** The compare filter `changed`: 'week' keeps the casinos whose offers changed in the last 7 days. */
export const OFFER_CHANGE_PERIODS = ['week'] as const;
export type OfferChangePeriod = (typeof OFFER_CHANGE_PERIODS)[number];
export const OFFER_CHANGE_WINDOW_DAYS = 7;

/**
 * Where "the last 7 days" starts: midnight UTC six days before `now`'s day, so the window is
 * today and the 6 days before (whole UTC days: an answer stays right until the day ends).
 */
export function offerChangesSince(now: Date): string {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(day - (OFFER_CHANGE_WINDOW_DAYS - 1) * 86_400_000).toISOString();
}

/** The UTC day of a moment ('2026-11-25'): an answer that depends on the window is kept for it. */
export const utcDay = (now: Date): string => now.toISOString().slice(0, 10);

const change = (label: string, before: string, after: string) =>
  before === after ? null : `${label}: ${before} → ${after}`;

const packagesText = (value: CasinoValue) =>
  value.packages
    .map((p) => `${formatUsd(p.priceUsd)}/${p.bonusSc}/${p.goldCoins}/${p.firstPurchase}`)
    .join(',');

/** What changed between two versions of a casino's value data, in words; [] when nothing did. */
export function describeValueChanges(
  before: CasinoValue | null | undefined,
  after: CasinoValue | null | undefined,
): string[] {
  if (!before && !after) return [];
  if (!before) return ['Coin packages, free offers and redemption facts added'];
  if (!after) return ['Coin packages, free offers and redemption facts removed'];
  const [b, a] = [valueFigures(before), valueFigures(after)];
  const minimum = (value: CasinoValue, method: string) => {
    const found = value.redemption.minimums.find((m) => m.method === method);
    return found ? formatSc(found.minSc) : 'none';
  };
  const lines = [
    change('Sign-up SC', formatSc(before.offers.signupSc), formatSc(after.offers.signupSc)),
    change('Daily SC', formatSc(before.offers.dailySc), formatSc(after.offers.dailySc)),
    change('Daily GC', formatGc(before.offers.dailyGc), formatGc(after.offers.dailyGc)),
    change(
      'Daily reset',
      `${before.offers.resetTime} ${before.offers.timeZone}`,
      `${after.offers.resetTime} ${after.offers.timeZone}`,
    ),
    change(
      'Best value',
      formatCostPerSc(b?.bestCostPerSc ?? null),
      formatCostPerSc(a?.bestCostPerSc ?? null),
    ),
    packagesText(before) !== packagesText(after) ? 'Coin packages updated' : null,
    change('Playthrough', `${before.redemption.playthrough}×`, `${after.redemption.playthrough}×`),
    ...REDEMPTION_METHOD_VALUES.map((method) =>
      change(
        `${redemptionMethodLabel(method)} minimum`,
        minimum(before, method),
        minimum(after, method),
      ),
    ),
  ];
  return lines.filter((line): line is string => line !== null);
}

/** The history after a save: a new entry first when the value data changed, at most the max. */
export function nextOfferHistory(
  history: readonly OfferChange[] | undefined,
  before: CasinoValue | null | undefined,
  after: CasinoValue | null | undefined,
  at: Date,
): OfferChange[] {
  const changes = describeValueChanges(before, after);
  const kept = [...(history ?? [])];
  if (!changes.length) return kept;
  return [{ at: at.toISOString(), changes }, ...kept].slice(0, OFFER_HISTORY_MAX);
}
