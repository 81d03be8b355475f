import {
  bestSpend,
  valueFigures,
  type CoinValueQuery,
  type CoinValueResult,
  type CasinoValuePage,
  type CasinoValueSummary,
  type ValueCasinosQuery,
  type OfferChange,
  type ValueFigures,
  type ZoneOffsets,
  utcDay,
  zoneOffsetsOver,
} from '@sweepscout/shared';
import type { CasinoRecord } from '../casinos/model';

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

/** One view's value lists, made once per view (the ranked list is new after a write). */
interface ValueLists {
  /** Every visible casino with value data, by name (the tracker). */
  byName: CasinoValueSummary[];
  /** The same, best rated first (the calculator's picker). */
  byRating: CasinoValueSummary[];
  /** Their daily SC added up, in hundredths of SC. */
  dailyCentiSc: number;
  /** Every visible casino by its name in lower case (the best rated of a shared name). */
  byLowerName: Map<string, CasinoRecord>;
}
const lists = new WeakMap<readonly CasinoRecord[], ValueLists>();

function listsOf(ranked: readonly CasinoRecord[]): ValueLists {
  let known = lists.get(ranked);
  if (!known) {
    const byRating = ranked.map(summaryOf).filter((s): s is CasinoValueSummary => s !== null);
    const byLowerName = new Map<string, CasinoRecord>();
    for (const record of ranked) {
      const key = record.name.trim().toLowerCase();
      if (!byLowerName.has(key)) byLowerName.set(key, record);
    }
    known = {
      byName: [...byRating].sort(byName),
      byRating,
      dailyCentiSc: byRating.reduce((sum, s) => sum + Math.round(s.dailySc * 100), 0),
      byLowerName,
    };
    lists.set(ranked, known);
  }
  return known;
}

/**
 * Every visible casino with value data, by name. `keep` narrows it (for example to the casinos
 * available in the visitor's state).
 */
export function valueSummaries(
  ranked: readonly CasinoRecord[],
  keep: (summary: CasinoValueSummary) => boolean = () => true,
): CasinoValueSummary[] {
  return listsOf(ranked).byName.filter(keep);
}

/** One page of the casinos with value data (GET /api/value/casinos): a slice, never the list. */
export function valueSummaryPage(
  ranked: readonly CasinoRecord[],
  { page, pageSize, sort }: ValueCasinosQuery,
): CasinoValuePage {
  const known = listsOf(ranked);
  const all = sort === 'rating' ? known.byRating : known.byName;
  const items = all.slice((page - 1) * pageSize, page * pageSize);
  return {
    items,
    page,
    pageSize,
    total: all.length,
    totalPages: Math.ceil(all.length / pageSize),
    dailyScTotal: known.dailyCentiSc / 100,
    zoneOffsets: zoneOffsetsOf(items.map((item) => item.timeZone)),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The span the offsets sent with a page cover: the day before today (UTC) to 60 days on. */
const OFFSETS_DAYS_BEFORE = 1;
const OFFSETS_DAYS_AFTER = 60;
const offsetsByZone = new Map<string, { day: string; offsets: ZoneOffsets }>();

/**
 * The offsets of each zone the page's casinos reset in, worked out once a day per zone (a zone
 * the runtime does not know is left out: the browser then asks `Intl` itself, as before).
 */
function zoneOffsetsOf(zones: readonly string[], now = new Date()): Record<string, ZoneOffsets> {
  const day = utcDay(now);
  const sent: Record<string, ZoneOffsets> = {};
  for (const zone of new Set(zones)) {
    let known = offsetsByZone.get(zone);
    if (known?.day !== day) {
      const dayStart = Date.parse(day);
      try {
        const offsets = zoneOffsetsOver(
          zone,
          dayStart - OFFSETS_DAYS_BEFORE * DAY_MS,
          dayStart + OFFSETS_DAYS_AFTER * DAY_MS,
        );
        known = { day, offsets };
        offsetsByZone.set(zone, known);
      } catch {
        continue;
      }
    }
    sent[zone] = known.offsets;
  }
  return sent;
}

/** The casino a visitor typed: its link name or its name, in any case. */
export function typedCasino(
  ranked: readonly CasinoRecord[],
  typed: string,
  bySlug: (slug: string) => CasinoRecord | undefined,
): CasinoRecord | undefined {
  const lower = typed.trim().toLowerCase();
  return bySlug(lower) ?? listsOf(ranked).byLowerName.get(lower);
}

/**
 * What the asked amount buys at each asked casino (`casinos` by link name, then `more` as typed,
 * found by `find`); those not found or without packages are listed as missing, as given.
 */
export function coinValueResult(
  query: CoinValueQuery,
  bySlug: (slug: string) => CasinoRecord | undefined,
  find: (typed: string) => CasinoRecord | undefined = bySlug,
): CoinValueResult {
  const rows: CoinValueResult['rows'] = [];
  const missing: string[] = [];
  const asked = [
    ...query.casinos.map((slug) => ({ given: slug, record: bySlug(slug) })),
    ...query.more.map((typed) => ({ given: typed, record: find(typed) })),
  ];
  for (const { given, record } of asked) {
    const packages = record?.value?.packages;
    if (!record || !packages) {
      missing.push(given);
      continue;
    }
    if (rows.some((row) => row.slug === record.slug)) continue;
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
