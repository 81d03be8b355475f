import {
  bestSpend,
  valueFigures,
  type CoinValueQuery,
  type CoinValueResult,
  type CasinoValueSummary,
  type OfferChange,
  type ValueFigures,
} from '@sweepscout/shared';
import type { CasinoRecord } from '../models';

/**
 * The value figures and summaries of the public read model, made once per stored casino record
 * (a record is never changed once read, so a write's new record is the only one computed again).
 */
const figures = new WeakMap<CasinoRecord, ValueFigures | null>();
const summaries = new WeakMap<CasinoRecord, CasinoValueSummary | null>();

/** The compare figures of a casino (null: no value data). */
export function figuresOf(record: CasinoRecord): ValueFigures | null {
  let known = figures.get(record);
  if (known === undefined) {
    known = valueFigures(record.value);
    figures.set(record, known);
  }
  return known;
}

function summaryOf(record: CasinoRecord & { _id: unknown }): CasinoValueSummary | null {
  let known = summaries.get(record);
  if (known === undefined) {
    const value = record.value;
    known = value
      ? {
          id: String(record._id),
          slug: record.slug,
          name: record.name,
          logoUrl: record.logoUrl ?? null,
          signupSc: value.offers.signupSc,
          dailySc: value.offers.dailySc,
          dailyGc: value.offers.dailyGc,
          streak: value.offers.streak,
          resetTime: value.offers.resetTime,
          timeZone: value.offers.timeZone,
          verifiedAt: value.offers.verification.verifiedAt,
          needsVerification: value.offers.verification.needsVerification,
        }
      : null;
    summaries.set(record, known);
  }
  return known;
}

const byName = (a: CasinoValueSummary, b: CasinoValueSummary) =>
  a.name.localeCompare(b.name, 'en') || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The list of one view's ranked casinos, made once per view (the list is new after a write). */
const lists = new WeakMap<readonly CasinoRecord[], CasinoValueSummary[]>();

/**
 * Every visible casino with value data, by name: the tracker's rows and the calculator's choices.
 * `keep` narrows it (for example to the casinos available in the visitor's state).
 */
export function valueSummaries(
  ranked: readonly CasinoRecord[],
  keep: (summary: CasinoValueSummary) => boolean = () => true,
): CasinoValueSummary[] {
  let all = lists.get(ranked);
  if (!all) {
    all = ranked
      .map(summaryOf)
      .filter((s): s is CasinoValueSummary => s !== null)
      .sort(byName);
    lists.set(ranked, all);
  }
  return all.filter(keep);
}

/** What the asked amount buys at each asked casino; slugs not found are listed as missing. */
export function coinValueResult(
  query: CoinValueQuery,
  bySlug: (slug: string) => CasinoRecord | undefined,
): CoinValueResult {
  const rows: CoinValueResult['rows'] = [];
  const missing: string[] = [];
  for (const slug of query.casinos) {
    const record = bySlug(slug);
    const packages = record?.value?.packages;
    if (!record || !packages) {
      missing.push(slug);
      continue;
    }
    const plan = bestSpend(packages, query.spend);
    rows.push({
      slug: record.slug,
      name: record.name,
      plan: {
        ...plan,
        purchases: plan.purchases.map(({ index, count }) => ({
          count,
          package: packages[index],
        })),
      },
      standardCostPerSc: figuresOf(record)?.bestCostPerSc ?? null,
    });
  }
  return { spendUsd: query.spend, rows, missing };
}

/** One casino's offer change, as the feeds list it. */
export interface CasinoOfferChange extends OfferChange {
  slug: string;
  name: string;
}

/** The newest offer changes over every visible casino (the feeds), made once per view. */
export const OFFER_FEED_SIZE = 50;
const feeds = new WeakMap<readonly CasinoRecord[], CasinoOfferChange[]>();
export function offerChanges(ranked: readonly CasinoRecord[]): CasinoOfferChange[] {
  let list = feeds.get(ranked);
  if (!list) {
    list = ranked
      .flatMap((record) =>
        (record.valueHistory ?? []).map((change) => ({
          ...change,
          slug: record.slug,
          name: record.name,
        })),
      )
      .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : a.slug < b.slug ? -1 : 1))
      .slice(0, OFFER_FEED_SIZE);
    feeds.set(ranked, list);
  }
  return list;
}
