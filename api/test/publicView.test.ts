import {
  casinoInputSchema,
  FEATURED_CASINOS_MAX,
  type CompareQuery,
  type ReviewSort,
} from '@sweepscout/shared';
import { Types } from 'mongoose';
import { toCasinoDocument, type CasinoRecord } from '../src/features/casinos/model';
import type { GameRecord } from '../src/features/games/model';
import type { GuideRecord } from '../src/features/guides/model';
import type { ReviewRecord } from '../src/features/reviews/model';
import type { PublicCollection } from '../src/readModel/changeSignal';
import { PublicView, type ChangedIds } from '../src/readModel/publicView';
import { emptySnapshot, type Snapshot } from '../src/readModel/snapshot';

// A patched view must answer exactly what a view built whole from the same records answers:
// a random series of writes (edits that move a record in every sort, renames, slug changes,
// drafts, scheduled records, deletions, new records, reviews and guides moving between casinos)
// is applied both ways and every public answer compared after each write.

const NOW = Date.UTC(2026, 10, 25, 12);
const DAY = 86_400_000;

function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

type Rng = () => number;
const pick = <T>(list: readonly T[], rng: Rng): T => list[Math.floor(rng() * list.length)];
const GAME_TYPES = ['Slots', 'Table Games', 'Live Dealer', 'Progressives'];
const PAYMENTS = ['Credit Card', 'PayPal', 'Bank Transfer', 'Crypto'];
let serial = 0;

function publication(rng: Rng) {
  const roll = rng();
  if (roll < 0.1) return { status: 'draft' as const, publishAt: null };
  if (roll < 0.15) return { status: 'published' as const, publishAt: new Date(NOW + DAY) };
  return { status: 'published' as const, publishAt: null };
}

function casino(rng: Rng, _id = new Types.ObjectId()): CasinoRecord {
  serial += 1;
  const document = toCasinoDocument(
    casinoInputSchema.parse({
      // Few names and ratings: many ties, broken by name and then id.
      name: `Casino ${pick(['A', 'B', 'C', 'D'], rng)}`,
      slug: `casino-${serial}`,
      description: 'Generated for the patching test.',
      rating: String(1 + Math.floor(rng() * 5)),
      bonusAmount: pick(['FREE 5 Sweeps Coins', '250% First Purchase', 'Daily spins'], rng),
      gamesCount: `${pick([100, 500, 2000], rng)}+ Games`,
      gameTypes: GAME_TYPES.filter(() => rng() < 0.5).join(', ') || 'Slots',
      paymentMethods: PAYMENTS.filter(() => rng() < 0.5),
      websiteUrl: `https://example.com/${serial}`,
      isFeatured: rng() < 0.3,
    }),
  );
  return { ...document, ...publication(rng), _id } as unknown as CasinoRecord;
}

function article(rng: Rng, casinoIds: string[], _id: Types.ObjectId) {
  serial += 1;
  return {
    _id,
    title: `Article ${pick(['one', 'two', 'three'], rng)} ${serial}`,
    slug: `article-${serial}`,
    excerpt: 'Excerpt.',
    content: '<p>Body.</p>',
    authorName: 'Editor',
    publishDate: new Date(NOW - Math.floor(rng() * 5) * DAY),
    isFeatured: rng() < 0.3,
    casinoId: new Types.ObjectId(pick(casinoIds, rng)),
    ...publication(rng),
  };
}

const review = (rng: Rng, casinoIds: string[], _id = new Types.ObjectId()): ReviewRecord =>
  ({
    ...article(rng, casinoIds, _id),
    rating: 1 + Math.floor(rng() * 5),
    reviewImages: [],
  }) as unknown as ReviewRecord;

const guide = (rng: Rng, casinoIds: string[], _id = new Types.ObjectId()): GuideRecord =>
  ({
    ...article(rng, casinoIds, _id),
    casinoId: rng() < 0.5 ? new Types.ObjectId(pick(casinoIds, rng)) : null,
    minutesToRead: 5,
    views: 0,
  }) as unknown as GuideRecord;

const game = (rng: Rng, casinoIds: string[], _id = new Types.ObjectId()): GameRecord =>
  ({
    _id,
    name: `Game ${Math.floor(rng() * 10)}`,
    casinoId: new Types.ObjectId(pick(casinoIds, rng)),
    type: 'slot',
    previewImage: '/game.png',
    rtp: 96,
    volatility: 'Medium',
    description: 'A game.',
    ...publication(rng),
  }) as unknown as GameRecord;

/** Everything a public answer is made of, as plain data. */
function answers(view: PublicView) {
  const query = (fields: Partial<CompareQuery>): CompareQuery => ({
    gameTypes: [],
    bonusTypes: [],
    paymentMethods: [],
    minRating: 0,
    sort: 'rating-high',
    page: 1,
    pageSize: 50,
    ...fields,
  });
  type Entries<E> = Iterable<[string, E]>;
  const entries = (map: Entries<{ json: unknown; reviewRatings?: number[] }>) =>
    [...map]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, entry]) => [key, entry.json, entry.reviewRatings]);
  const articles = (map: Entries<{ json: () => unknown }>) =>
    [...map].sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, e]) => [key, e.json()]);
  return {
    nextPublishAt: view.nextPublishAt,
    all: view.casinos.slice(0, Infinity),
    firstPage: view.casinos.slice(0, 7),
    featured: view.casinos.featured,
    bySlug: entries(view.casinos.bySlug),
    byId: entries(view.casinos.byId),
    compare: [
      query({}),
      query({ sort: 'rating-low', page: 2, pageSize: 5 }),
      query({ sort: 'bonus-value', gameTypes: ['Slots'] }),
      query({ sort: 'games-count', paymentMethods: ['PayPal'], minRating: 3 }),
    ].map((q) => view.casinos.compare.query(q)),
    search: ['casino a', 'article one', 'a', 'zzz'].map((q) => view.search(q, 50)),
    reviews: (['latest', 'rating-high', 'rating-low'] as ReviewSort[]).map((sort) =>
      view.reviewList(sort),
    ),
    reviewSlugs: articles(view.reviews.bySlug),
    guides: view.guideList(),
    guideSlugs: articles(view.guides.bySlug),
    featuredGuide: view.guides.featured?.slug ?? null,
    games: view.games,
  };
}

describe('a patched public view', () => {
  it('answers what a view built whole from the same records answers, after each of 150 random writes', () => {
    const rng = random(36);
    let snapshot: Snapshot = emptySnapshot();
    const casinos = Array.from({ length: 40 }, () => casino(rng));
    for (const record of casinos) snapshot.casinos.set(String(record._id), record);
    const ids = () => [...snapshot.casinos.keys()];
    for (let i = 0; i < 30; i += 1) {
      const record = review(rng, ids());
      snapshot.reviews.set(String(record._id), record);
    }
    for (let i = 0; i < 12; i += 1) {
      const record = guide(rng, ids());
      snapshot.guides.set(String(record._id), record);
    }
    for (let i = 0; i < 8; i += 1) {
      const record = game(rng, ids());
      snapshot.games.set(String(record._id), record);
    }
    let view = PublicView.build(snapshot, NOW);
    expect(view.casinos.slice(0, Infinity).length).toBeGreaterThan(20);

    const makers: Record<
      'casinos' | 'reviews' | 'guides' | 'games',
      (id?: Types.ObjectId) => object
    > = {
      casinos: (id) => casino(rng, id),
      reviews: (id) => review(rng, ids(), id),
      guides: (id) => guide(rng, ids(), id),
      games: (id) => game(rng, ids(), id),
    };
    let patchedOnce = 0;
    for (let write = 0; write < 150; write += 1) {
      const name = pick(Object.keys(makers) as (keyof typeof makers)[], rng);
      const records = new Map(snapshot[name] as Map<string, object>);
      const touched: string[] = [];
      // One to three records per write: edits, deletions and new records.
      for (let n = 1 + Math.floor(rng() * 3); n > 0; n -= 1) {
        const roll = rng();
        const existing = [...records.keys()];
        if (roll < 0.6 && existing.length) {
          const id = pick(existing, rng);
          records.set(id, makers[name](new Types.ObjectId(id)));
          touched.push(id);
        } else if (roll < 0.75 && existing.length > 5 && name !== 'casinos') {
          const id = pick(existing, rng);
          records.delete(id);
          touched.push(id);
        } else {
          const record = makers[name]() as { _id: Types.ObjectId };
          records.set(String(record._id), record);
          touched.push(String(record._id));
        }
      }
      snapshot = { ...snapshot, [name]: records };
      const changed: ChangedIds = { [name as PublicCollection]: touched };
      view = view.patched(snapshot, changed, NOW);
      patchedOnce += 1;
      expect(answers(view)).toEqual(answers(PublicView.build(snapshot, NOW)));
    }
    expect(patchedOnce).toBe(150);
  });

  it('shares what a write did not touch with the view before it', () => {
    const rng = random(7);
    const snapshot = emptySnapshot();
    for (let i = 0; i < 20; i += 1) {
      const record = casino(rng);
      snapshot.casinos.set(String(record._id), { ...record, status: 'published', publishAt: null });
    }
    const before = PublicView.build(snapshot, NOW);
    const [id, record] = [...snapshot.casinos.entries()][0];
    const casinos = new Map(snapshot.casinos).set(id, { ...record, rating: 1, name: 'Renamed' });
    const after = before.patched({ ...snapshot, casinos }, { casinos: [id] }, NOW);
    expect(after.reviews).toBe(before.reviews);
    expect(after.guides).toBe(before.guides);
    expect(after.faqs).toBe(before.faqs);
    // The other casinos' JSON objects are the same objects: nothing was made again for them.
    const others = before.casinos.slice(0, Infinity).filter((json) => json.id !== id);
    expect(after.casinos.slice(0, Infinity).filter((json) => json.id !== id)).toEqual(others);
    for (const json of others) expect(after.casinos.byId.get(json.id)?.json).toBe(json);
    expect(after.casinos.byId.get(id)?.json.name).toBe('Renamed');
    expect(before.casinos.byId.get(id)?.json.name).not.toBe('Renamed');
  });
});

describe('the featured casinos', () => {
  it('are the best rated featured ones, at most FEATURED_CASINOS_MAX however many are featured', () => {
    const rng = random(11);
    const snapshot = emptySnapshot();
    for (let i = 0; i < 60; i += 1) {
      const record = casino(rng);
      snapshot.casinos.set(String(record._id), {
        ...record,
        status: 'published',
        publishAt: null,
        isFeatured: i % 2 === 0,
      });
    }
    const view = PublicView.build(snapshot, NOW);
    const featured = view.casinos.featured;
    const everyFeatured = view.casinos
      .slice(0, Infinity)
      .filter((json) => snapshot.casinos.get(json.id)?.isFeatured);
    expect(everyFeatured.length).toBe(30);
    expect(FEATURED_CASINOS_MAX).toBe(12);
    expect(featured.map((json) => json.id)).toEqual(
      everyFeatured.slice(0, FEATURED_CASINOS_MAX).map((json) => json.id),
    );
  });
});
