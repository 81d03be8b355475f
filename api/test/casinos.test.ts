import {
  CASINO_LIST_LEGACY_MAX,
  CASINO_LIST_MAX_PAGE_SIZE,
  casinoInputSchema,
  type Casino,
  type Page,
} from '@sweepscout/shared';
import request from 'supertest';
import { CasinoModel, toCasinoDocument } from '../src/features/casinos/model';
import { ReviewModel } from '../src/features/reviews/model';
import { setupSiteSuite, waitFor } from './helpers';

const { app } = setupSiteSuite('casinos');

describe('GET /api/casinos', () => {
  it('answers repeated reads from memory but shows a write on the very next request', async () => {
    const first = await request(app).get('/api/casinos/featured').expect(200);
    const findSpy = jest.spyOn(CasinoModel, 'find');
    const again = await request(app).get('/api/casinos/featured').expect(200);
    expect(again.body).toEqual(first.body);
    expect(findSpy).not.toHaveBeenCalled();
    findSpy.mockRestore();

    const target = (first.body as Casino[])[0];
    try {
      await CasinoModel.findOneAndUpdate(
        { slug: target.slug },
        { $set: { name: 'Renamed Casino' } },
      );
      const featured = await request(app).get('/api/casinos/featured').expect(200);
      expect((featured.body as Casino[]).find((c) => c.slug === target.slug)?.name).toBe(
        'Renamed Casino',
      );
      const all = await request(app).get('/api/casinos').expect(200);
      expect((all.body as Casino[]).find((c) => c.slug === target.slug)?.name).toBe(
        'Renamed Casino',
      );
    } finally {
      await CasinoModel.updateOne({ slug: target.slug }, { $set: { name: target.name } });
    }
    const restored = await request(app).get('/api/casinos/featured').expect(200);
    expect((restored.body as Casino[])[0].name).toBe(target.name);
  });

  it('lists every casino, highest rating first, in the shared JSON shape', async () => {
    const res = await request(app).get('/api/casinos').expect(200);
    const casinos = res.body as Casino[];
    expect(casinos).toHaveLength(await CasinoModel.countDocuments());
    expect(casinos.length).toBeGreaterThanOrEqual(12);
    const ratings = casinos.map((c) => c.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const crown = casinos.find((c) => c.slug === 'crown-coins-casino');
    expect(crown).toMatchObject({
      name: 'Crown Coins Casino',
      websiteUrl: 'https://crowncoinscasino.com',
      gameTypes: expect.any(String),
      paymentMethods: expect.any(Array),
      features: expect.objectContaining({ welcomeBonus: true }),
      minimumAge: 18,
      restrictedStates: expect.arrayContaining(['WA']),
    });
    expect(typeof crown?.id).toBe('string');
    for (const casino of casinos) {
      expect(casino).not.toHaveProperty('_id');
      expect(casino).not.toHaveProperty('__v');
      expect(casino).not.toHaveProperty('filterTags');
      expect(typeof casino.rating).toBe('number');
    }
  });

  it('is cached for 60 seconds and answers 304 to a matching ETag', async () => {
    const first = await request(app).get('/api/casinos').expect(200);
    expect(first.headers['cache-control']).toBe(
      'public, max-age=60, must-revalidate, s-maxage=600, stale-while-revalidate=60, stale-if-error=86400',
    );
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await request(app).get('/api/casinos').set('If-None-Match', etag).expect(304);
    expect(again.text).toBe('');
  });
});

describe('GET /api/casinos/featured', () => {
  it('lists only featured casinos by rating, with the same caching', async () => {
    const res = await request(app).get('/api/casinos/featured').expect(200);
    const casinos = res.body as Casino[];
    expect(casinos.length).toBeGreaterThanOrEqual(6);
    expect(casinos.every((c) => c.isFeatured)).toBe(true);
    expect(casinos.map((c) => c.rating)).toEqual(
      casinos.map((c) => c.rating).sort((a, b) => b - a),
    );
    expect(res.headers['cache-control']).toBe(
      'public, max-age=60, must-revalidate, s-maxage=600, stale-while-revalidate=60, stale-if-error=86400',
    );
    await request(app)
      .get('/api/casinos/featured')
      .set('If-None-Match', res.headers.etag)
      .expect(304);
  });
});

describe('GET /api/casinos/slug/:slug', () => {
  it('answers the casino with its real review count', async () => {
    const res = await request(app).get('/api/casinos/slug/crown-coins-casino').expect(200);
    const casino = await CasinoModel.findOne({ slug: 'crown-coins-casino' });
    expect(res.body.name).toBe('Crown Coins Casino');
    expect(res.body.reviewCount).toBe(await ReviewModel.countDocuments({ casinoId: casino?._id }));
    expect(res.body.reviewCount).toBeGreaterThanOrEqual(1);
    const none = await request(app).get('/api/casinos/slug/blue-bayou-sweeps').expect(200);
    expect(none.body.reviewCount).toBe(0);
    expect(none.body.paymentMethods).toEqual([]);
  });

  it('answers 404 JSON for an unknown slug and 400 for a malformed one', async () => {
    const missing = await request(app).get('/api/casinos/slug/no-such-casino').expect(404);
    expect(missing.body).toEqual({ message: 'Casino not found' });
    for (const bad of ['Bad_Slug', 'UPPER', 'a--b', '-lead', `${'a'.repeat(121)}`]) {
      const res = await request(app).get(`/api/casinos/slug/${bad}`).expect(400);
      expect(res.body.message).toMatch(/slug/i);
      expect(res.body.issues).toEqual(expect.any(Array));
    }
  });
});

describe('GET /api/casinos/:id', () => {
  it('answers the casino by id', async () => {
    const casino = await CasinoModel.findOne({ slug: 'neon-mirage-casino' });
    const res = await request(app).get(`/api/casinos/${casino?.id}`).expect(200);
    expect(res.body).toMatchObject({ id: casino?.id, name: 'Neon Mirage Casino', rating: 4.9 });
  });

  it('answers 400 for a malformed id and 404 JSON for an unknown one', async () => {
    for (const bad of [
      '123',
      'not-an-id',
      'zzzzzzzzzzzzzzzzzzzzzzzz',
      '6b0109b44592a202f26d35301',
    ]) {
      const res = await request(app).get(`/api/casinos/${bad}`).expect(400);
      expect(res.body.message).toBe('Invalid id: Must be a valid id');
    }
    const res = await request(app).get('/api/casinos/0123456789abcdef01234567').expect(404);
    expect(res.body).toEqual({ message: 'Casino not found' });
  });

  it('answers one page when asked for one: the same ranking as the list, page by page', async () => {
    const list = (await request(app).get('/api/casinos').expect(200)).body as Casino[];
    const pages: Casino[] = [];
    for (let page = 1; page <= Math.ceil(list.length / 5); page += 1) {
      const res = await request(app).get(`/api/casinos?page=${page}&pageSize=5`).expect(200);
      const body = res.body as Page<Casino>;
      expect(body).toMatchObject({ page, pageSize: 5, total: list.length });
      expect(body.totalPages).toBe(Math.ceil(list.length / 5));
      expect(body.items.length).toBeLessThanOrEqual(5);
      pages.push(...body.items);
    }
    expect(pages).toEqual(list);
    const beyond = await request(app).get('/api/casinos?page=99&pageSize=5').expect(200);
    expect((beyond.body as Page<Casino>).items).toEqual([]);
    // pageSize alone: the first page.
    const first = await request(app).get('/api/casinos?pageSize=3').expect(200);
    expect((first.body as Page<Casino>).items).toEqual(list.slice(0, 3));
  });

  it('refuses a page size above the maximum or a page below 1, with a clear message', async () => {
    const tooBig = await request(app)
      .get(`/api/casinos?page=1&pageSize=${CASINO_LIST_MAX_PAGE_SIZE + 1}`)
      .expect(400);
    expect(JSON.stringify(tooBig.body)).toContain(
      `pageSize must be at most ${CASINO_LIST_MAX_PAGE_SIZE}`,
    );
    const zero = await request(app).get('/api/casinos?page=0').expect(400);
    expect(JSON.stringify(zero.body)).toContain('page must be 1 or more');
  });

  it('keeps every answer under 1 MB at scale: the unpaged list (old remotes) stops before 1 MB', async () => {
    const extra = CASINO_LIST_LEGACY_MAX + 5;
    const documents = Array.from({ length: extra }, (_, i) =>
      toCasinoDocument(
        casinoInputSchema.parse({
          name: `Bulk Casino ${i}`,
          slug: `bulk-casino-${i}`,
          // About 2 KB of JSON each, as a casino with its coin packages and redemption facts:
          // a thousand of them would make 2 MB.
          description: `One of many, to make the list longer than a page. ${'Long text. '.repeat(160)}`,
          rating: '2',
          bonusAmount: 'FREE 5 Sweeps Coins',
          gamesCount: '100+ Games',
          gameTypes: 'Slots',
          websiteUrl: `https://example.com/bulk-${i}`,
        }),
      ),
    );
    await CasinoModel.insertMany(documents);
    try {
      // A thousand new records make the read model load them all: on a busy machine that takes
      // longer than a read waits for it. What is tested here is the size of the answers.
      await waitFor(
        async () =>
          ((await request(app).get('/api/casinos?pageSize=1')).body as Page<Casino>).total > extra,
        30_000,
      );
      const legacy = await request(app).get('/api/casinos').expect(200);
      const listed = legacy.body as Casino[];
      expect(Buffer.byteLength(legacy.text)).toBeLessThanOrEqual(1024 * 1024);
      // As many as fit: one more would pass 1 MB.
      expect(listed.length).toBeLessThan(CASINO_LIST_LEGACY_MAX);
      expect(Buffer.byteLength(legacy.text) + 2100).toBeGreaterThan(1024 * 1024);
      // The same casinos, in the same order, as the first pages of the paged list.
      const paged = await request(app)
        .get(`/api/casinos?page=1&pageSize=${CASINO_LIST_MAX_PAGE_SIZE}`)
        .expect(200);
      expect(listed.slice(0, CASINO_LIST_MAX_PAGE_SIZE)).toEqual(
        (paged.body as Page<Casino>).items,
      );
      // Best rated first: the bulk casinos (rated 2) come after every seeded one.
      expect((legacy.body as Casino[])[0].rating).toBeGreaterThan(2);
      const last = await request(app)
        .get(`/api/casinos?page=1000&pageSize=${CASINO_LIST_MAX_PAGE_SIZE}`)
        .expect(200);
      expect((last.body as Page<Casino>).total).toBeGreaterThan(extra);
      const page = await request(app)
        .get(`/api/casinos?page=2&pageSize=${CASINO_LIST_MAX_PAGE_SIZE}`)
        .expect(200);
      expect((page.body as Page<Casino>).items).toHaveLength(CASINO_LIST_MAX_PAGE_SIZE);
    } finally {
      await CasinoModel.deleteMany({ slug: /^bulk-casino-/ });
    }
  }, 60_000);
});
