import type { Faq, Game, Guide, Page, PageContent, Review } from '@sweepscout/shared';
import request from 'supertest';
import { CasinoModel } from '../src/features/casinos/model';
import { GuideModel } from '../src/features/guides/model';
import { ReviewModel } from '../src/features/reviews/model';
import { announceWrite } from '../src/persistence';
import { setupSiteSuite, waitFor } from './helpers';

const { app } = setupSiteSuite('content');

const time = (iso: string) => new Date(iso).getTime();
const wordCount = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

describe('reviews', () => {
  it('GET /api/reviews lists every review newest first by default', async () => {
    const reviews = (await request(app).get('/api/reviews').expect(200)).body as Review[];
    expect(reviews.length).toBeGreaterThanOrEqual(8);
    const dates = reviews.map((r) => time(r.publishDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const review of reviews) {
      expect(review.casinoId).toMatch(/^[a-f0-9]{24}$/);
      expect(Array.isArray(review.reviewImages)).toBe(true);
      expect(wordCount(review.content)).toBeGreaterThanOrEqual(250);
      expect(review.content).toMatch(/<h2>/);
      expect(review.content).toMatch(/<ul>/);
      expect(review).not.toHaveProperty('_id');
    }
    expect(reviews.some((r) => r.reviewImages.length > 0)).toBe(true);
    expect(reviews.some((r) => r.reviewImages.length === 0)).toBe(true);
  });

  it('sorts by rating high and low, and limits', async () => {
    const high = (await request(app).get('/api/reviews?sort=rating-high').expect(200))
      .body as Review[];
    expect(high.map((r) => r.rating)).toEqual(high.map((r) => r.rating).sort((a, b) => b - a));
    expect(high[0].slug).toBe('neon-mirage-casino-review');
    const low = (await request(app).get('/api/reviews?sort=rating-low').expect(200))
      .body as Review[];
    expect(low.map((r) => r.rating)).toEqual(low.map((r) => r.rating).sort((a, b) => a - b));
    expect(low[0].slug).toBe('desert-star-casino-review');
    const latest = (await request(app).get('/api/reviews?sort=latest&limit=2').expect(200))
      .body as Review[];
    expect(latest.map((r) => r.slug)).toEqual([
      'crown-coins-casino-review',
      'neon-mirage-casino-review',
    ]);
  });

  it.each(['sort=oldest', 'limit=0', 'limit=101', 'limit=abc', 'sort[$ne]=x'])(
    'GET /api/reviews?%s answers 400',
    async (query) => {
      const res = await request(app).get(`/api/reviews?${query}`).expect(400);
      expect(res.body.message).toEqual(expect.any(String));
    },
  );

  it('GET /api/reviews with page or pageSize answers pages of summaries without bodies', async () => {
    const all = (await request(app).get('/api/reviews?sort=rating-high').expect(200))
      .body as Review[];
    const first = (await request(app).get('/api/reviews?sort=rating-high&pageSize=5').expect(200))
      .body as Page<Partial<Review>>;
    expect(first).toMatchObject({ page: 1, pageSize: 5, total: all.length });
    expect(first.totalPages).toBe(Math.ceil(all.length / 5));
    expect(first.items.map((r) => r.slug)).toEqual(all.slice(0, 5).map((r) => r.slug));
    expect(first.items.every((r) => r.content === undefined && r.title)).toBe(true);
    const second = (await request(app).get('/api/reviews?sort=rating-high&page=2&pageSize=5'))
      .body as Page<Review>;
    expect(second.items.map((r) => r.slug)).toEqual(all.slice(5, 10).map((r) => r.slug));
    // Past the end: no items, the real totals.
    const past = (await request(app).get('/api/reviews?page=999').expect(200)).body as Page<Review>;
    expect(past).toMatchObject({ items: [], page: 999, pageSize: 24, total: all.length });
    for (const query of ['page=0', 'pageSize=101', 'page=x'])
      expect((await request(app).get(`/api/reviews?${query}`).expect(400)).body.message).toMatch(
        /page/,
      );
  });

  it('GET /api/reviews/latest answers the newest 6', async () => {
    const latest = (await request(app).get('/api/reviews/latest').expect(200)).body as Review[];
    const all = (await request(app).get('/api/reviews').expect(200)).body as Review[];
    expect(latest.map((r) => r.slug)).toEqual(all.slice(0, 6).map((r) => r.slug));
  });

  it('GET /api/reviews/slug/:slug answers one review, 404 or 400', async () => {
    const res = await request(app).get('/api/reviews/slug/crown-coins-casino-review').expect(200);
    const crown = await CasinoModel.findOne({ slug: 'crown-coins-casino' });
    expect(res.body).toMatchObject({
      title: expect.stringContaining('Crown Coins Casino'),
      casinoId: crown?.id,
      authorName: 'Megan Doyle',
      reviewImages: [
        '/media/reviews/crown-coins-casino-1.svg',
        '/media/reviews/crown-coins-casino-2.svg',
        '/media/reviews/crown-coins-casino-3.svg',
      ],
    });
    expect(new Date(res.body.publishDate).getUTCFullYear()).toBe(2026);
    expect((await request(app).get('/api/reviews/slug/nothing-here').expect(404)).body).toEqual({
      message: 'Review not found',
    });
    await request(app).get('/api/reviews/slug/Not_A_Slug').expect(400);
  });

  it('sanitises stored HTML again when serving it', async () => {
    const casino = await CasinoModel.findOne({ slug: 'blue-bayou-sweeps' });
    // Written around the model (as an older or foreign writer might) so that only read-time sanitising applies.
    await ReviewModel.collection.insertOne({
      title: 'Unsafe',
      slug: 'unsafe-review',
      excerpt: 'x',
      content:
        '<h2 onclick="x()">Hi</h2><script>alert(1)</script><style>p{}</style><iframe src="https://evil.example"></iframe><p><a href="javascript:alert(1)">a</a><img src="data:image/png;base64,AAAA"><img src="/media/ok.svg" onerror="x()"></p>',
      rating: 3,
      authorName: 'X',
      publishDate: new Date('2020-01-01'),
      casinoId: casino!._id,
      reviewImages: [],
    });
    // A writer that goes around the models announces its write, as the models' hooks do.
    await announceWrite('reviews');
    const res = await request(app).get('/api/reviews/slug/unsafe-review').expect(200);
    expect(res.body.content).toBe('<h2>Hi</h2><p><a>a</a><img /><img src="/media/ok.svg" /></p>');
    await ReviewModel.deleteOne({ slug: 'unsafe-review' });
  });

  it('sanitises HTML on write', async () => {
    const casino = await CasinoModel.findOne({ slug: 'blue-bayou-sweeps' });
    const review = await ReviewModel.create({
      title: 'Written',
      slug: 'written-review',
      excerpt: 'x',
      content: '<p onmouseover="x()">ok</p><script>bad()</script>',
      rating: 3,
      authorName: 'X',
      publishDate: new Date('2020-01-01'),
      casinoId: casino!._id,
    });
    const stored = await ReviewModel.collection.findOne({ _id: review._id });
    expect(stored?.content).toBe('<p>ok</p>');
    await ReviewModel.deleteOne({ _id: review._id });
  });
});

describe('guides', () => {
  it('GET /api/guides lists guides newest first', async () => {
    const guides = (await request(app).get('/api/guides').expect(200)).body as Guide[];
    expect(guides).toHaveLength(6);
    const dates = guides.map((g) => time(g.publishDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const guide of guides) {
      expect(guide.imageUrl).toMatch(/^\/media\/guides\/.+\.svg$/);
      expect(guide.minutesToRead).toBeGreaterThan(0);
      expect(guide).not.toHaveProperty('views');
    }
  });

  it('GET /api/guides?page= answers pages of guide summaries, newest first', async () => {
    const all = (await request(app).get('/api/guides').expect(200)).body as Guide[];
    const page = (await request(app).get('/api/guides?page=2&pageSize=4').expect(200)).body as Page<
      Partial<Guide>
    >;
    expect(page).toMatchObject({ page: 2, pageSize: 4, total: all.length, totalPages: 2 });
    expect(page.items.map((g) => g.slug)).toEqual(all.slice(4, 8).map((g) => g.slug));
    expect(page.items.every((g) => g.content === undefined)).toBe(true);
    await request(app).get('/api/guides?pageSize=0').expect(400);
  });

  it('GET /api/guides/featured answers the featured guide, 404 when there is none', async () => {
    const res = await request(app).get('/api/guides/featured').expect(200);
    expect(res.body).toMatchObject({ slug: 'how-sweepstakes-casinos-work', isFeatured: true });
    await GuideModel.updateMany({}, { $set: { isFeatured: false } });
    expect((await request(app).get('/api/guides/featured').expect(404)).body).toEqual({
      message: 'Guide not found',
    });
    await GuideModel.updateOne(
      { slug: 'how-sweepstakes-casinos-work' },
      { $set: { isFeatured: true } },
    );
  });

  it('GET /api/guides/popular ranks 5 guides by views, and opening a guide counts a view', async () => {
    const before = (await request(app).get('/api/guides/popular').expect(200)).body as Guide[];
    expect(before.map((g) => g.slug)).toEqual([
      'how-to-redeem-sweep-coins',
      'how-sweepstakes-casinos-work',
      'gold-coins-vs-sweep-coins',
      'daily-login-bonuses',
      'understanding-rtp-and-volatility',
    ]);
    for (let i = 0; i < 115; i += 1) {
      await request(app).get('/api/guides/slug/playing-responsibly').expect(200);
    }
    const after = (await request(app).get('/api/guides/popular').expect(200)).body as Guide[];
    expect(after[0].slug).toBe('playing-responsibly');
    expect(after).toHaveLength(5);
    // Views are saved in small batches right after the answers.
    const stored = async () => (await GuideModel.findOne({ slug: 'playing-responsibly' }))?.views;
    await waitFor(async () => (await stored()) === 145);
    expect(await stored()).toBe(145);
  });

  it('GET /api/guides/slug/:slug answers the guide, 404 or 400', async () => {
    const res = await request(app).get('/api/guides/slug/how-to-redeem-sweep-coins').expect(200);
    expect(res.body.title).toBe('How to Redeem Sweep Coins for Cash Prizes');
    expect(res.body.casinoId).toMatch(/^[a-f0-9]{24}$/);
    expect((await request(app).get('/api/guides/slug/missing-guide').expect(404)).body).toEqual({
      message: 'Guide not found',
    });
    await request(app).get('/api/guides/slug/BAD%20SLUG').expect(400);
  });
});

describe('faqs', () => {
  it('GET /api/faqs lists 8 FAQs by order, using the glossary phrases', async () => {
    const faqs = (await request(app).get('/api/faqs').expect(200)).body as Faq[];
    expect(faqs).toHaveLength(8);
    expect(faqs.map((f) => f.order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const answers = faqs.map((f) => f.answer).join(' ');
    for (const phrase of [
      'Sweepstakes Coins',
      'Sweep Coins',
      'Gold Coins',
      'redemption',
      'redeem',
      'verification',
      'sweepstakes casino',
      'bonus',
      'VIP',
      'wagering requirement',
      'RTP',
    ]) {
      expect(answers).toContain(phrase);
    }
    expect(Object.keys(faqs[0]).sort()).toEqual(['answer', 'id', 'order', 'question']);
  });
});

describe('games', () => {
  it('GET /api/games lists the 8 demo games with their casino name and slug', async () => {
    const games = (await request(app).get('/api/games').expect(200)).body as Game[];
    expect(games).toHaveLength(8);
    expect(new Set(games.map((g) => g.type))).toEqual(new Set(['slot', 'table', 'poker', 'bingo']));
    for (const game of games) {
      expect(game.casinoName).not.toBe('');
      expect(game.casinoSlug).toMatch(/^[a-z0-9-]+$/);
      expect(game.previewImage).toMatch(/^\/media\/games\/.+\.svg$/);
      expect(['low', 'medium', 'high']).toContain(game.volatility);
      expect(typeof game.rtp).toBe('number');
    }
  });

  it('GET /api/games?pageSize= answers pages of games, for one casino or all', async () => {
    const all = (await request(app).get('/api/games').expect(200)).body as Game[];
    const page = (await request(app).get('/api/games?page=1&pageSize=3').expect(200))
      .body as Page<Game>;
    expect(page).toMatchObject({ page: 1, pageSize: 3, total: all.length });
    expect(page.items.map((g) => g.id)).toEqual(all.slice(0, 3).map((g) => g.id));
    const crown = await CasinoModel.findOne({ slug: 'crown-coins-casino' });
    const one = (await request(app).get(`/api/games?casinoId=${crown?.id}&page=1`).expect(200))
      .body as Page<Game>;
    expect(one).toMatchObject({ total: 2, totalPages: 1 });
    await request(app).get('/api/games?pageSize=101').expect(400);
  });

  it('GET /api/games?casinoId= lists one casino’s games', async () => {
    const crown = await CasinoModel.findOne({ slug: 'crown-coins-casino' });
    const games = (await request(app).get(`/api/games?casinoId=${crown?.id}`).expect(200))
      .body as Game[];
    expect(games.map((g) => g.name).sort()).toEqual(['Crown Jewels Slots', 'Royal Blackjack']);
    expect(
      games.every(
        (g) => g.casinoName === 'Crown Coins Casino' && g.casinoSlug === 'crown-coins-casino',
      ),
    ).toBe(true);
    const none = await request(app).get('/api/games?casinoId=0123456789abcdef01234567').expect(200);
    expect(none.body).toEqual([]);
    const bad = await request(app).get('/api/games?casinoId=123').expect(400);
    expect(bad.body.message).toBe('Invalid casinoId: casinoId must be a valid id');
    await request(app).get('/api/games?casinoId[$ne]=x').expect(400);
  });
});

describe('pages', () => {
  it('GET /api/pages/:page answers the three legal pages', async () => {
    const terms = (await request(app).get('/api/pages/terms-of-service').expect(200))
      .body as PageContent;
    expect(terms.title).toBe('Terms of Service');
    expect(terms.sections[0].content).toContain('30 days notice of material changes');
    expect(terms.lastUpdated).toBe('2026-11-01T00:00:00.000Z');
    const privacy = (await request(app).get('/api/pages/privacy-policy').expect(200))
      .body as PageContent;
    expect(privacy.sections[0].content).toMatch(/first-party analytics/);
    expect(privacy.sections[0].content).toMatch(/consent/i);
    const disclaimer = (await request(app).get('/api/pages/disclaimer').expect(200))
      .body as PageContent;
    expect(disclaimer.sections[0].content).toContain('1-800-522-4700');
    // 1-800-GAMBLER spells 1-800-426-2537: it is never given as the lettering of 1-800-522-4700.
    expect(disclaimer.sections[0].content).toContain('1-800-GAMBLER');
    expect(disclaimer.sections[0].content).toContain('href="tel:18004262537">1-800-426-2537<');
    expect(disclaimer.sections[0].content).not.toMatch(/522-4700<\/a>\s*\(1-800-GAMBLER\)/);
    expect(disclaimer.sections[0].content).toContain('National Problem Gambling Helpline');
    expect(disclaimer.metaDescription.length).toBeGreaterThan(50);
  });

  it('answers 404 for a missing page and 400 for a malformed name', async () => {
    expect((await request(app).get('/api/pages/about-us').expect(404)).body).toEqual({
      message: 'Page not found',
    });
    const bad = await request(app).get('/api/pages/Terms_Of_Service').expect(400);
    expect(bad.body.message).toBe('Invalid page: Unknown page');
  });
});
