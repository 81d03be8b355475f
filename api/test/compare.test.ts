import type { CompareRow, Page } from '@sweepscout/shared';
import request from 'supertest';
import { setupSiteSuite } from './helpers';

const { app } = setupSiteSuite('compare');

async function compare(query: string): Promise<Page<CompareRow>> {
  const res = await request(app).get(`/api/casinos/compare${query}`).expect(200);
  return res.body as Page<CompareRow>;
}
const slugs = (page: Page<CompareRow>) => page.items.map((c) => c.slug);

const RATING_HIGH = [
  'neon-mirage-casino',
  'crown-coins-casino',
  'golden-harbor-social-casino',
  'lucky-lantern-sweeps',
  'riverboat-royale',
  'starlight-spins',
  'maple-ridge-sweeps',
  'emerald-isle-sweeps',
  'summit-social-casino',
  'frontier-fortune',
  'desert-star-casino',
  'blue-bayou-sweeps',
];

describe('GET /api/casinos/compare: sorts', () => {
  it('defaults to rating high to low, page 1 of 10', async () => {
    const page = await compare('');
    expect(page).toMatchObject({ page: 1, pageSize: 10, total: 12, totalPages: 2 });
    expect(slugs(page)).toEqual(RATING_HIGH.slice(0, 10));
  });

  it('sorts by rating low to high', async () => {
    expect(slugs(await compare('?sort=rating-low&pageSize=50'))).toEqual(
      [...RATING_HIGH].reverse(),
    );
  });

  it("sorts by bonus value: 'FREE' first, then 'Coins', then the rest, each by rating", async () => {
    const page = await compare('?sort=bonus-value&pageSize=50');
    expect(slugs(page)).toEqual([
      'crown-coins-casino',
      'golden-harbor-social-casino',
      'riverboat-royale',
      'starlight-spins',
      'neon-mirage-casino',
      'lucky-lantern-sweeps',
      'summit-social-casino',
      'frontier-fortune',
      'desert-star-casino',
      'maple-ridge-sweeps',
      'emerald-isle-sweeps',
      'blue-bayou-sweeps',
    ]);
  });

  it('sorts by games count, largest library first', async () => {
    const page = await compare('?sort=games-count&pageSize=50');
    expect(page.items.map((c) => c.gamesCount)).toEqual([
      '2,000+ Games',
      '1,200+ Games',
      '800+ Games',
      '700+ Games',
      '600+ Games',
      '450+ Games',
      '350+ Games',
      '300 Games',
      '250+ Games',
      '180 Games',
      '120+ Games',
      '90 Games',
    ]);
  });
});

describe('GET /api/casinos/compare: filters', () => {
  it('filters by one game type', async () => {
    const page = await compare('?gameTypes=Live%20Dealer');
    expect(slugs(page)).toEqual([
      'neon-mirage-casino',
      'crown-coins-casino',
      'lucky-lantern-sweeps',
      'riverboat-royale',
      'emerald-isle-sweeps',
      'desert-star-casino',
    ]);
    expect(page.total).toBe(6);
  });

  it('requires every selected value to match (comma list or repeated parameter)', async () => {
    const expected = ['neon-mirage-casino', 'crown-coins-casino', 'emerald-isle-sweeps'];
    expect(slugs(await compare('?gameTypes=Live%20Dealer,Progressives,Slots'))).toEqual(expected);
    expect(
      slugs(await compare('?gameTypes=Live%20Dealer&gameTypes=Progressives&gameTypes=Slots')),
    ).toEqual(expected);
  });

  it('filters by payment method (Crypto matches Bitcoin, Ethereum, Litecoin)', async () => {
    expect(slugs(await compare('?paymentMethods=Crypto'))).toEqual([
      'neon-mirage-casino',
      'golden-harbor-social-casino',
      'summit-social-casino',
      'desert-star-casino',
    ]);
    expect(slugs(await compare('?paymentMethods=Credit%20Card,PayPal'))).toEqual([
      'neon-mirage-casino',
      'crown-coins-casino',
      'lucky-lantern-sweeps',
      'desert-star-casino',
    ]);
  });

  it('filters by bonus type', async () => {
    expect(slugs(await compare('?bonusTypes=VIP%20Program'))).toEqual([
      'neon-mirage-casino',
      'crown-coins-casino',
      'golden-harbor-social-casino',
      'riverboat-royale',
      'emerald-isle-sweeps',
    ]);
    const freeAndDaily = await compare('?bonusTypes=Free%20Coins,Daily%20Login&pageSize=50');
    expect(slugs(freeAndDaily)).toEqual([
      'neon-mirage-casino',
      'crown-coins-casino',
      'golden-harbor-social-casino',
      'lucky-lantern-sweeps',
      'starlight-spins',
    ]);
  });

  it('filters by minimum rating', async () => {
    const page = await compare('?minRating=4&pageSize=50');
    expect(slugs(page)).toEqual(RATING_HIGH.slice(0, 8));
    expect(page.items.every((c) => c.rating >= 4)).toBe(true);
    expect((await compare('?minRating=5')).items).toEqual([]);
    expect((await compare('?minRating=0&pageSize=50')).total).toBe(12);
  });

  it('combines filters, minimum rating and sort', async () => {
    expect(slugs(await compare('?gameTypes=Live%20Dealer&paymentMethods=Crypto'))).toEqual([
      'neon-mirage-casino',
      'desert-star-casino',
    ]);
    expect(
      slugs(await compare('?gameTypes=Live%20Dealer&paymentMethods=Crypto&minRating=4')),
    ).toEqual(['neon-mirage-casino']);
    expect(
      slugs(
        await compare('?gameTypes=Slots&bonusTypes=First%20Purchase&sort=bonus-value&minRating=4'),
      ),
    ).toEqual([
      'crown-coins-casino',
      'neon-mirage-casino',
      'maple-ridge-sweeps',
      'emerald-isle-sweeps',
    ]);
    const none = await compare('?gameTypes=Slots&paymentMethods=Crypto&minRating=5');
    expect(none).toEqual({ items: [], page: 1, pageSize: 10, total: 0, totalPages: 0 });
  });
});

describe('GET /api/casinos/compare: pagination and links', () => {
  it('pages through the results without gaps or repeats', async () => {
    const pages = await Promise.all([1, 2, 3].map((n) => compare(`?pageSize=5&page=${n}`)));
    expect(pages.map((p) => p.items.length)).toEqual([5, 5, 2]);
    expect(pages.flatMap(slugs)).toEqual(RATING_HIGH);
    expect(pages[2]).toMatchObject({ page: 3, pageSize: 5, total: 12, totalPages: 3 });
    const beyond = await compare('?pageSize=5&page=4');
    expect(beyond).toMatchObject({ items: [], page: 4, total: 12, totalPages: 3 });
    expect((await compare('?pageSize=50')).items).toHaveLength(12);
    expect((await compare('?pageSize=1&page=12')).items.map((c) => c.slug)).toEqual([
      'blue-bayou-sweeps',
    ]);
  });

  it("links each row to its casino's review and guide when they exist", async () => {
    const rows = (await compare('?pageSize=50')).items;
    const bySlug = Object.fromEntries(rows.map((r) => [r.slug, r]));
    expect(bySlug['crown-coins-casino']).toMatchObject({
      reviewSlug: 'crown-coins-casino-review',
      guideSlug: 'how-to-redeem-sweep-coins',
    });
    expect(bySlug['neon-mirage-casino']).toMatchObject({
      reviewSlug: 'neon-mirage-casino-review',
      guideSlug: 'daily-login-bonuses',
    });
    expect(bySlug['blue-bayou-sweeps']).toMatchObject({ reviewSlug: null, guideSlug: null });
    expect(bySlug['blue-bayou-sweeps']).not.toHaveProperty('filterTags');
  });
});

describe('GET /api/casinos/compare: bad input answers 400', () => {
  it.each([
    ['minRating=7', /minRating/],
    ['minRating=-1', /minRating/],
    ['minRating=2.5', /minRating/],
    ['minRating=abc', /minRating/],
    ['page=0', /page must be 1 or more/],
    ['page=-3', /page/],
    ['page=1.5', /page must be a whole number/],
    ['pageSize=500', /pageSize must be at most 50/],
    ['pageSize=0', /pageSize/],
    ['gameTypes=Nope', /gameTypes must be one of/],
    ['gameTypes=Slots,Nope', /gameTypes must be one of/],
    ['bonusTypes=Cashback', /bonusTypes must be one of/],
    ['paymentMethods=Cash', /paymentMethods must be one of/],
    ['sort=price', /sort must be one of/],
    ['sort=', /sort must be one of/],
    ['$where=1', /not an allowed field name/],
    ['minRating[$gt]=1', /not an allowed field name/],
    ['filterTags.gameTypes=Slots', /not an allowed field name/],
  ])('?%s', async (query, message) => {
    const res = await request(app).get(`/api/casinos/compare?${query}`).expect(400);
    expect(res.body.message).toMatch(message);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});
