import type {
  Casino,
  Faq,
  Game,
  Guide,
  PageContent,
  Review,
  ReviewSort,
  SearchResults,
} from '@sweepscout/shared';
import {
  toCasinoJson,
  toFaqJson,
  toGameJson,
  toGuideJson,
  toPageContentJson,
  toReviewJson,
  type CasinoRecord,
  type GuideRecord,
  type ReviewRecord,
} from '../models';
import { isPubliclyVisible, nextScheduledPublication } from '../models/publication';
import { CompareIndex } from './compareIndex';
import { SearchIndex } from './searchIndex';
import type { Snapshot } from './snapshot';

/**
 * What the public may see, derived from a snapshot at one moment: only published records whose
 * publishAt has passed, already sorted and indexed the way each public answer needs them.
 * Records are turned into their API JSON once (memoised per stored record, so a rebuild after a
 * write to one collection reuses the JSON of the others; article HTML is sanitised only once).
 */
const memo = new WeakMap<object, unknown>();
function once<R extends object, T>(record: R, make: (record: R) => T): T {
  if (memo.has(record)) return memo.get(record) as T;
  const value = make(record);
  memo.set(record, value);
  return value;
}

const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const idOf = (record: { _id: unknown }) => String(record._id);
const time = (value: Date | string | null | undefined) => (value ? new Date(value).getTime() : 0);
const newestFirst = (a: { publishDate: Date; _id: unknown }, b: typeof a) =>
  time(b.publishDate) - time(a.publishDate) || text(idOf(b), idOf(a));
const byRatingThenName = (a: CasinoRecord, b: CasinoRecord) =>
  b.rating - a.rating || text(a.name, b.name);

export interface CasinoEntry {
  record: CasinoRecord;
  json: Casino;
  /** Ratings of the casino's visible reviews (count and average for the page and JSON-LD). */
  reviewRatings: number[];
}

export interface ArticleEntry<R, J> {
  record: R;
  json: () => J;
}

const REVIEW_SORTS: Record<ReviewSort, (a: ReviewRecord, b: ReviewRecord) => number> = {
  latest: newestFirst,
  'rating-high': (a, b) => b.rating - a.rating || newestFirst(a, b),
  'rating-low': (a, b) => a.rating - b.rating || newestFirst(a, b),
};

export class PublicView {
  /** When the next scheduled record becomes public (ms since epoch), or null. */
  readonly nextPublishAt: number | null;

  readonly casinos: {
    /** Every visible casino, best rated first (GET /api/casinos). */
    all: Casino[];
    featured: Casino[];
    bySlug: Map<string, CasinoEntry>;
    byId: Map<string, CasinoEntry>;
    compare: CompareIndex;
    search: SearchIndex<CasinoRecord>;
  };

  readonly reviews: {
    sorted: Record<ReviewSort, ReviewRecord[]>;
    bySlug: Map<string, ArticleEntry<ReviewRecord, Review>>;
    search: SearchIndex<ReviewRecord>;
  };

  readonly guides: {
    newest: GuideRecord[];
    featured: GuideRecord | null;
    bySlug: Map<string, ArticleEntry<GuideRecord, Guide>>;
    search: SearchIndex<GuideRecord>;
  };

  readonly faqs: Faq[];
  readonly games: Game[];
  readonly pages: Map<string, PageContent>;

  constructor(snapshot: Snapshot, now: number) {
    const visible = <T extends object>(records: Map<string, T>) =>
      [...records.values()].filter((record) => isPubliclyVisible(record, now));
    this.nextPublishAt = nextScheduledPublication(
      [
        snapshot.casinos,
        snapshot.reviews,
        snapshot.guides,
        snapshot.faqs,
        snapshot.games,
        snapshot.pagecontents,
      ].flatMap((records) => [...records.values()]),
      now,
    );

    const casinos = visible(snapshot.casinos).sort(byRatingThenName);
    const reviews = visible(snapshot.reviews).sort(newestFirst);
    const guides = visible(snapshot.guides).sort(newestFirst);

    const ratingsByCasino = new Map<string, number[]>();
    const newestReview = new Map<string, string>();
    for (const review of reviews) {
      const key = String(review.casinoId);
      const ratings = ratingsByCasino.get(key) ?? [];
      ratings.push(review.rating);
      ratingsByCasino.set(key, ratings);
      if (!newestReview.has(key)) newestReview.set(key, review.slug);
    }
    const newestGuide = new Map<string, string>();
    for (const guide of guides) {
      const key = String(guide.casinoId);
      if (guide.casinoId && !newestGuide.has(key)) newestGuide.set(key, guide.slug);
    }

    const entries = casinos.map((record): CasinoEntry => ({
      record,
      json: once(record, toCasinoJson),
      reviewRatings: ratingsByCasino.get(idOf(record)) ?? [],
    }));
    this.casinos = {
      all: entries.map((entry) => entry.json),
      featured: entries.filter((entry) => entry.record.isFeatured).map((entry) => entry.json),
      bySlug: new Map(entries.map((entry) => [entry.record.slug, entry])),
      byId: new Map(entries.map((entry) => [entry.json.id, entry])),
      compare: new CompareIndex(entries, { reviews: newestReview, guides: newestGuide }),
      search: new SearchIndex(casinos, (casino) => casino.name),
    };

    this.reviews = {
      sorted: {
        latest: reviews,
        'rating-high': [...reviews].sort(REVIEW_SORTS['rating-high']),
        'rating-low': [...reviews].sort(REVIEW_SORTS['rating-low']),
      },
      bySlug: new Map(
        reviews.map((record) => [record.slug, { record, json: () => once(record, toReviewJson) }]),
      ),
      search: new SearchIndex(reviews, (review) => review.title),
    };

    this.guides = {
      newest: guides,
      featured: guides.find((guide) => guide.isFeatured) ?? null,
      bySlug: new Map(
        guides.map((record) => [record.slug, { record, json: () => once(record, toGuideJson) }]),
      ),
      search: new SearchIndex(guides, (guide) => guide.title),
    };

    this.faqs = visible(snapshot.faqs)
      .sort((a, b) => a.order - b.order || text(idOf(a), idOf(b)))
      .map((faq) => once(faq, toFaqJson));

    // A game of a hidden (draft or scheduled) casino would name and link it: it waits with it.
    const allCasinos = snapshot.casinos;
    this.games = visible(snapshot.games)
      .filter((game) => {
        const casino = allCasinos.get(String(game.casinoId));
        return !casino || isPubliclyVisible(casino, now);
      })
      .sort((a, b) => text(a.name, b.name) || text(idOf(a), idOf(b)))
      .map((game) => toGameJson(game, allCasinos.get(String(game.casinoId))));

    this.pages = new Map(
      visible(snapshot.pagecontents).map((page) => [page.page, once(page, toPageContentJson)]),
    );
  }

  reviewList(sort: ReviewSort, limit?: number): Review[] {
    const records = this.reviews.sorted[sort];
    return (limit ? records.slice(0, limit) : records).map((r) => once(r, toReviewJson));
  }

  guideList(): Guide[] {
    return this.guides.newest.map((g) => once(g, toGuideJson));
  }

  guideJson(record: GuideRecord): Guide {
    return once(record, toGuideJson);
  }

  search(q: string, limit: number): SearchResults {
    return {
      casinos: this.casinos.search.find(q, limit).map((c) => ({
        id: idOf(c),
        name: c.name,
        slug: c.slug,
        logoUrl: c.logoUrl ?? null,
        rating: c.rating,
      })),
      reviews: this.reviews.search
        .find(q, limit)
        .map((r) => ({ id: idOf(r), title: r.title, slug: r.slug })),
      guides: this.guides.search
        .find(q, limit)
        .map((g) => ({ id: idOf(g), title: g.title, slug: g.slug })),
    };
  }
}
