import type {
  AuthorProfile,
  Casino,
  Faq,
  Game,
  Guide,
  GuideSummary,
  Page,
  PageContent,
  RatingMethod,
  Review,
  ReviewSort,
  ReviewSummary,
  SearchResults,
} from '@sweepscout/shared';
import { FEATURED_CASINOS_MAX, pageOf, withoutBody } from '@sweepscout/shared';
import { toCasinoJson, type CasinoRecord } from '../features/casinos/model';
import { toFaqJson } from '../features/faqs/model';
import { toGameJson } from '../features/games/model';
import { toGuideJson, type GuideRecord } from '../features/guides/model';
import { toPageContentJson } from '../features/pages/model';
import { toReviewJson, type ReviewRecord } from '../features/reviews/model';
import { toRatingMethodJson } from '../features/ratingMethod/model';
import { toAuthorJson } from '../features/authors/model';
import { Map as Lookup } from 'immutable';
import { isPubliclyVisible, nextScheduledPublication } from '../persistence';
import type { PublicCollection } from './changeSignal';
import { CompareIndex } from '../features/casinos/compareIndex';
import { SearchIndex } from '../features/search/projection';
import type { Snapshot } from './snapshot';
import { patchSorted } from './sortedList';
import { StatesView } from '../features/states/projection';
import { casinoRater, currentRatingMethod } from '../features/ratingMethod/projection';
import { authorProfile, type Authors } from '../features/authors/projection';
import { deriveMatchups, emptyMatchups, type Matchups } from '../features/headToHead/projection';

/**
 * What the public may see, derived from a snapshot at one moment: only published records whose
 * publishAt has passed, already sorted and indexed the way each public answer needs them.
 *
 * A view is never changed once made: a write makes a new view (`patched`) that moves only the
 * records the write touched in each sorted list and index, and shares everything else with the
 * view before it (which keeps answering until the new one replaces it). Records are turned into
 * their API JSON once (memoised per stored record; article HTML is sanitised only once).
 */
const memo = new WeakMap<object, unknown>();
function once<R extends object, T>(record: R, make: (record: R) => T): T {
  if (memo.has(record)) return memo.get(record) as T;
  const value = make(record);
  memo.set(record, value);
  return value;
}

/** A casino's API JSON as text; its own memo (`once` keeps the object form). */
const casinoTexts = new WeakMap<CasinoRecord, string>();
function casinoText(record: CasinoRecord): string {
  let json = casinoTexts.get(record);
  if (json === undefined) {
    json = JSON.stringify(once(record, toCasinoJson));
    casinoTexts.set(record, json);
  }
  return json;
}

const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const idOf = (record: { _id: unknown }) => String(record._id);
const time = (value: Date | string | null | undefined) => (value ? new Date(value).getTime() : 0);
const newestFirst = (a: { publishDate: Date; _id: unknown }, b: typeof a) =>
  time(b.publishDate) - time(a.publishDate) || text(idOf(b), idOf(a));
/** Ties by id, so that patching finds a record again where sorting put it. */
const isFeatured = (record: CasinoRecord) => record.isFeatured;
const byRatingThenName = (a: CasinoRecord, b: CasinoRecord) =>
  b.rating - a.rating || text(a.name, b.name) || text(idOf(a), idOf(b));

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

/** The ids of the records each collection's writes touched (every id when it was reloaded). */
export type ChangedIds = Partial<Record<PublicCollection, Iterable<string>>>;

/** What one collection's writes did to its visible records. */
interface Moves<R> {
  /** Visible before the writes (as they were), now gone or replaced. */
  removed: R[];
  /** Visible after the writes (as they are now). */
  added: R[];
}

function movesOf<R extends object>(
  ids: Iterable<string> | undefined,
  visibleBefore: (id: string) => R | undefined,
  stored: { get(id: string): R | undefined },
  now: number,
): Moves<R> {
  const moves: Moves<R> = { removed: [], added: [] };
  for (const id of new Set(ids)) {
    const old = visibleBefore(id);
    const record = stored.get(id);
    if (old === record) continue;
    if (old) moves.removed.push(old);
    if (record && isPubliclyVisible(record, now)) moves.added.push(record);
  }
  return moves;
}

/**
 * A lookup with the removed keys gone and the added entries set. Lookups are persistent maps
 * (immutable's): the new one shares all but the changed paths with the old, which the view
 * before keeps, so a write costs a few nodes instead of a copy of 10,000 entries.
 */
function patchMap<K, V>(map: Lookup<K, V>, removed: K[], added: [K, V][]): Lookup<K, V> {
  return map.withMutations((next) => {
    for (const key of removed) next.delete(key);
    for (const [key, value] of added) next.set(key, value);
  });
}

/** The visible casinos: ranked list, lookups, compare and search indexes. */
class Casinos {
  private featuredJson: Casino[] | null = null;

  constructor(
    /** Every visible casino, best rated first. */
    readonly ranked: readonly CasinoRecord[],
    readonly bySlug: Lookup<string, CasinoEntry>,
    readonly byId: Lookup<string, CasinoEntry>,
    readonly compare: CompareIndex,
    readonly search: SearchIndex<CasinoRecord>,
    /** The featured ones, in the same order (patched like `ranked`: no scan of every casino). */
    readonly featuredRecords: readonly CasinoRecord[] = ranked.filter(isFeatured),
  ) {}

  /** One page of the ranked list: only the asked casinos are turned into JSON. */
  slice(start: number, end: number): Casino[] {
    return this.sliceOf(this.ranked, start, end);
  }

  /**
   * The same page as each casino's JSON text (made once per stored record): after a write only
   * the changed casino is serialised again, not the whole list.
   */
  textsOf(start: number, end: number): string[] {
    return this.ranked.slice(start, end).map(casinoText);
  }

  /** One page of a list of visible casinos (the ranked list, or part of it). */
  sliceOf(list: readonly CasinoRecord[], start: number, end: number): Casino[] {
    return list.slice(start, end).map((record) => once(record, toCasinoJson));
  }

  /** The best rated featured casinos, at most FEATURED_CASINOS_MAX (the answer of /featured). */
  get featured(): Casino[] {
    return (this.featuredJson ??= this.featuredAmong((records) => records));
  }

  /**
   * The best rated featured casinos of those `allowed` keeps (a visitor's state), at most
   * FEATURED_CASINOS_MAX: the cap applies after the filter, not the first few of all.
   */
  featuredAmong(allowed: (records: readonly CasinoRecord[]) => readonly CasinoRecord[]): Casino[] {
    return this.sliceOf(allowed(this.featuredRecords), 0, FEATURED_CASINOS_MAX);
  }
}

/** The visible reviews, by each sort, slug and id, with per-casino ratings and newest review. */
interface Reviews {
  sorted: Record<ReviewSort, ReviewRecord[]>;
  bySlug: Lookup<string, ArticleEntry<ReviewRecord, Review>>;
  byId: Lookup<string, ReviewRecord>;
  search: SearchIndex<ReviewRecord>;
}

interface Guides {
  newest: GuideRecord[];
  featured: GuideRecord | null;
  bySlug: Lookup<string, ArticleEntry<GuideRecord, Guide>>;
  byId: Lookup<string, GuideRecord>;
  search: SearchIndex<GuideRecord>;
}

interface Parts {
  publishAt: Record<PublicCollection, number | null>;
  casinos: Casinos;
  reviews: Reviews;
  guides: Guides;
  links: {
    ratings: Lookup<string, number[]>;
    reviews: Lookup<string, string>;
    guides: Lookup<string, string>;
  };
  faqs: Faq[];
  games: Game[];
  pages: Map<string, PageContent>;
  states: StatesView;
  ratingMethod: RatingMethod;
  authors: Authors;
  matchups: Matchups;
}

const emptyParts = (): Parts => ({
  publishAt: {
    casinos: null,
    reviews: null,
    guides: null,
    faqs: null,
    games: null,
    pagecontents: null,
    usstates: null,
    ratingmethods: null,
    authors: null,
    matchups: null,
  },
  casinos: new Casinos(
    [],
    Lookup(),
    Lookup(),
    new CompareIndex([], { reviews: Lookup(), guides: Lookup() }),
    new SearchIndex([], (casino: CasinoRecord) => casino.name),
  ),
  reviews: {
    sorted: { latest: [], 'rating-high': [], 'rating-low': [] },
    bySlug: Lookup(),
    byId: Lookup(),
    search: new SearchIndex([], (review: ReviewRecord) => review.title),
  },
  guides: {
    newest: [],
    featured: null,
    bySlug: Lookup(),
    byId: Lookup(),
    search: new SearchIndex([], (guide: GuideRecord) => guide.title),
  },
  links: { reviews: Lookup(), guides: Lookup(), ratings: Lookup() },
  faqs: [],
  games: [],
  pages: new Map(),
  states: StatesView.empty(),
  ratingMethod: toRatingMethodJson(undefined),
  authors: { list: [], bySlug: new Map(), byId: new Map() },
  matchups: emptyMatchups(),
});

export class PublicView {
  /** When the next scheduled record becomes public (ms since epoch), or null. */
  readonly nextPublishAt: number | null;
  readonly casinos: Casinos;
  readonly reviews: Reviews;
  readonly guides: Guides;
  readonly faqs: Faq[];
  readonly games: Game[];
  readonly pages: Map<string, PageContent>;
  readonly states: StatesView;
  /** The rating method's weights, which every casino's rating in this view was computed with. */
  readonly ratingMethod: RatingMethod;
  readonly authors: Authors;
  readonly matchups: Matchups;
  private readonly profiles = new Map<string, AuthorProfile | null>();

  private constructor(private readonly parts: Parts) {
    const times = Object.values(parts.publishAt).filter((at): at is number => at !== null);
    this.nextPublishAt = times.length ? Math.min(...times) : null;
    this.casinos = parts.casinos;
    this.reviews = parts.reviews;
    this.guides = parts.guides;
    this.faqs = parts.faqs;
    this.games = parts.games;
    this.pages = parts.pages;
    this.states = parts.states;
    this.ratingMethod = parts.ratingMethod;
    this.authors = parts.authors;
    this.matchups = parts.matchups;
  }

  /** The whole view from a snapshot (start-up, a reloaded collection, a publication come due). */
  static build(snapshot: Snapshot, now: number): PublicView {
    const every = Object.fromEntries(
      Object.entries(snapshot).map(([name, records]) => [
        name,
        (records as Map<string, unknown>).keys(),
      ]),
    ) as ChangedIds;
    return new PublicView(emptyParts()).patched(snapshot, every, now);
  }

  /**
   * This view after writes: `snapshot` holds every record as stored now and `changed` the ids
   * the writes touched. Only those records move in the sorted lists and indexes (and the casinos
   * whose reviews or guides changed get their ratings and links again). Valid while `now` is
   * before `nextPublishAt`: past it, records nobody wrote become visible (build instead).
   */
  patched(snapshot: Snapshot, changed: ChangedIds, now: number): PublicView {
    const parts: Parts = { ...this.parts, publishAt: { ...this.parts.publishAt } };
    for (const name of Object.keys(changed) as PublicCollection[]) {
      parts.publishAt[name] = nextScheduledPublication(snapshot[name].values(), now);
    }
    // Casinos enter the view rated with the current weights (a new weight builds it whole).
    const method = currentRatingMethod(snapshot.ratingmethods);
    if (changed.ratingmethods) parts.ratingMethod = toRatingMethodJson(method);
    const rate = casinoRater(method);
    const casinoMoves = movesOf(
      changed.casinos,
      (id) => this.casinos.byId.get(id)?.record,
      { get: (id) => rate(snapshot.casinos.get(id)) },
      now,
    );
    const reviewMoves = movesOf(
      changed.reviews,
      (id) => this.reviews.byId.get(id),
      snapshot.reviews,
      now,
    );
    const guideMoves = movesOf(
      changed.guides,
      (id) => this.guides.byId.get(id),
      snapshot.guides,
      now,
    );

    if (reviewMoves.removed.length || reviewMoves.added.length) {
      parts.reviews = patchReviews(this.reviews, reviewMoves);
    }
    if (guideMoves.removed.length || guideMoves.added.length) {
      parts.guides = patchGuides(this.guides, guideMoves);
    }
    // The casinos whose review ratings or newest review/guide links may have changed.
    const relinked = new Set(
      [...reviewMoves.removed, ...reviewMoves.added, ...guideMoves.removed, ...guideMoves.added]
        .filter((record) => record.casinoId)
        .map((record) => String(record.casinoId)),
    );
    if (relinked.size)
      parts.links = relink(this.parts.links, relinked, parts.reviews, parts.guides);
    if (casinoMoves.removed.length || casinoMoves.added.length || relinked.size) {
      parts.casinos = patchCasinos(this.casinos, casinoMoves, relinked, parts.links);
    }

    const visible = <T extends object>(records: ReadonlyMap<string, T>) =>
      [...records.values()].filter((record) => isPubliclyVisible(record, now));
    // FAQs, games and pages are few: derived again whole when they (or, for games, casinos) change.
    if (changed.faqs) {
      parts.faqs = visible(snapshot.faqs)
        .sort((a, b) => a.order - b.order || text(idOf(a), idOf(b)))
        .map((faq) => once(faq, toFaqJson));
    }
    if (changed.games || casinoMoves.removed.length || casinoMoves.added.length) {
      // A game of a hidden (draft or scheduled) casino would name and link it: it waits with it.
      const allCasinos = snapshot.casinos;
      parts.games = visible(snapshot.games)
        .filter((game) => {
          const casino = allCasinos.get(String(game.casinoId));
          return !casino || isPubliclyVisible(casino, now);
        })
        .sort((a, b) => text(a.name, b.name) || text(idOf(a), idOf(b)))
        .map((game) => toGameJson(game, allCasinos.get(String(game.casinoId))));
    }
    if (changed.matchups || casinoMoves.removed.length || casinoMoves.added.length) {
      // A pair is shown while both its casinos are (their names and slugs come from the view).
      const casinos = parts.casinos.byId;
      parts.matchups = deriveMatchups(visible(snapshot.matchups), (id) => casinos.get(id)?.record);
    }
    if (changed.authors) {
      const authors = visible(snapshot.authors)
        .sort((a, b) => text(a.name, b.name) || text(idOf(a), idOf(b)))
        .map((author) => once(author, toAuthorJson));
      parts.authors = {
        list: authors,
        bySlug: new Map(authors.map((author) => [author.slug, author])),
        byId: new Map(authors.map((author) => [author.id, author])),
      };
    }
    if (changed.pagecontents) {
      parts.pages = new Map(
        visible(snapshot.pagecontents).map((page) => [page.page, once(page, toPageContentJson)]),
      );
    }
    if (changed.usstates) {
      // Few, and their statuses depend on the clock: made whole, with the next scheduled change
      // counted as a publication (the view is made again at that instant).
      parts.states = new StatesView(visible(snapshot.usstates), now);
      const next = [parts.publishAt.usstates, parts.states.nextChange].filter(
        (at): at is number => at !== null,
      );
      parts.publishAt.usstates = next.length ? Math.min(...next) : null;
    }
    return new PublicView(parts);
  }

  /** An author's profile and published work (made once per view), or null for an unknown slug. */
  authorProfile(slug: string): AuthorProfile | null {
    if (!this.profiles.has(slug)) {
      const author = this.authors.bySlug.get(slug);
      this.profiles.set(
        slug,
        author ? authorProfile(author, this.reviews.sorted.latest, this.guides.newest) : null,
      );
    }
    return this.profiles.get(slug) ?? null;
  }

  reviewList(sort: ReviewSort, limit?: number): Review[] {
    const records = this.reviews.sorted[sort];
    return (limit ? records.slice(0, limit) : records).map((r) => once(r, toReviewJson));
  }

  /** One page of review summaries (no bodies) in `sort`. */
  reviewPage(sort: ReviewSort, page: number, pageSize: number): Page<ReviewSummary> {
    return pageOf(this.reviews.sorted[sort], page, pageSize, (r) =>
      withoutBody(once(r, toReviewJson)),
    );
  }

  guideList(limit?: number): Guide[] {
    const records = limit ? this.guides.newest.slice(0, limit) : this.guides.newest;
    return records.map((g) => once(g, toGuideJson));
  }

  /** One page of guide summaries (no bodies), newest first. */
  guidePage(page: number, pageSize: number): Page<GuideSummary> {
    return pageOf(this.guides.newest, page, pageSize, (g) => withoutBody(once(g, toGuideJson)));
  }

  guideJson(record: GuideRecord): Guide {
    return once(record, toGuideJson);
  }

  search(
    q: string,
    limit: number,
    acceptCasino?: ((casino: CasinoRecord) => boolean) | null,
  ): SearchResults {
    return {
      casinos: this.casinos.search.find(q, limit, acceptCasino).map((c) => ({
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

function patchReviews(reviews: Reviews, { removed, added }: Moves<ReviewRecord>): Reviews {
  const entry = (record: ReviewRecord) => ({ record, json: () => once(record, toReviewJson) });
  const sorted = Object.fromEntries(
    (Object.keys(REVIEW_SORTS) as ReviewSort[]).map((sort) => [
      sort,
      patchSorted(reviews.sorted[sort], removed, added, REVIEW_SORTS[sort], idOf),
    ]),
  ) as Record<ReviewSort, ReviewRecord[]>;
  return {
    sorted,
    bySlug: patchSlugs(
      reviews.bySlug,
      removed,
      added.map((record) => [record.slug, entry(record)]),
    ),
    byId: patchMap(
      reviews.byId,
      removed.map(idOf),
      added.map((record) => [idOf(record), record]),
    ),
    search: reviews.search.patched(removed, added, newestFirst, idOf),
  };
}

function patchGuides(guides: Guides, { removed, added }: Moves<GuideRecord>): Guides {
  const entry = (record: GuideRecord) => ({ record, json: () => once(record, toGuideJson) });
  const newest = patchSorted(guides.newest, removed, added, newestFirst, idOf);
  return {
    newest,
    featured: newest.find((guide) => guide.isFeatured) ?? null,
    bySlug: patchSlugs(
      guides.bySlug,
      removed,
      added.map((record) => [record.slug, entry(record)]),
    ),
    byId: patchMap(
      guides.byId,
      removed.map(idOf),
      added.map((record) => [idOf(record), record]),
    ),
    search: guides.search.patched(removed, added, newestFirst, idOf),
  };
}

/** A slug map without the removed records' slugs (when still theirs) and with the added ones. */
function patchSlugs<R extends { slug: string }, E extends { record: R }>(
  bySlug: Lookup<string, E>,
  removed: R[],
  added: [string, E][],
): Lookup<string, E> {
  const gone = removed.filter((record) => bySlug.get(record.slug)?.record === record);
  return patchMap(
    bySlug,
    gone.map((record) => record.slug),
    added,
  );
}

/** Ratings, newest review and newest guide of the `casinoIds`, from one pass over each list. */
function relink(
  links: Parts['links'],
  casinoIds: Set<string>,
  reviews: Reviews,
  guides: Guides,
): Parts['links'] {
  const ratings = new Map<string, number[]>();
  const newestReview = new Map<string, string>();
  const newestGuide = new Map<string, string>();
  // Newest first: the first review or guide met per casino is its newest.
  for (const review of reviews.sorted.latest) {
    const key = String(review.casinoId);
    if (!casinoIds.has(key)) continue;
    const list = ratings.get(key) ?? [];
    list.push(review.rating);
    ratings.set(key, list);
    if (!newestReview.has(key)) newestReview.set(key, review.slug);
  }
  for (const guide of guides.newest) {
    const key = String(guide.casinoId);
    if (guide.casinoId && casinoIds.has(key) && !newestGuide.has(key)) {
      newestGuide.set(key, guide.slug);
    }
  }
  const gone = [...casinoIds];
  return {
    ratings: patchMap(links.ratings, gone, [...ratings]),
    reviews: patchMap(links.reviews, gone, [...newestReview]),
    guides: patchMap(links.guides, gone, [...newestGuide]),
  };
}

function patchCasinos(
  casinos: Casinos,
  { removed, added }: Moves<CasinoRecord>,
  relinked: Set<string>,
  links: Parts['links'],
): Casinos {
  const entry = (record: CasinoRecord): CasinoEntry => ({
    record,
    json: once(record, toCasinoJson),
    reviewRatings: links.ratings.get(idOf(record)) ?? [],
  });
  const written = new Set([...removed, ...added].map(idOf));
  // Casinos nobody wrote whose reviews or guides changed: same record, new ratings.
  const rerated = [...relinked]
    .filter((id) => !written.has(id))
    .map((id) => casinos.byId.get(id)?.record)
    .filter((record): record is CasinoRecord => record !== undefined);
  const entries = [...added, ...rerated].map(entry);
  const bySlug = patchSlugs(
    casinos.bySlug,
    removed,
    entries.map((e) => [e.record.slug, e]),
  );
  const byId = patchMap(
    casinos.byId,
    removed.map(idOf),
    entries.map((e) => [e.json.id, e]),
  );
  const json = (record: CasinoRecord) => ({ record, json: once(record, toCasinoJson) });
  return new Casinos(
    patchSorted(casinos.ranked, removed, added, byRatingThenName, idOf),
    bySlug,
    byId,
    casinos.compare.patched(removed.map(json), added.map(json), links),
    casinos.search.patched(removed, added, byRatingThenName, idOf),
    patchSorted(
      casinos.featuredRecords,
      removed.filter(isFeatured),
      added.filter(isFeatured),
      byRatingThenName,
      idOf,
    ),
  );
}
