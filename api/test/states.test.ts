import request from 'supertest';
import {
  casinoInputSchema,
  FEATURED_CASINOS_MAX,
  type Casino,
  type CompareRow,
  type Page,
  type UsStateInfo,
} from '@sweepscout/shared';
import { CasinoModel, toCasinoDocument } from '../src/features/casinos/model';
import { OutboundClickModel } from '../src/features/outbound/click.model';
import { RefusedClickModel } from '../src/features/outbound/refusedClick.model';
import { UsStateModel } from '../src/features/states/model';
import { setUpPublicSuite, waitFor } from './helpers';

const { app } = setUpPublicSuite('states');
const HOST = 'sweepscout.test';

const get = (path: string, state?: string) => {
  const req = request(app).get(path).set('Host', HOST);
  return state ? req.set('Cookie', `state=${state}`) : req;
};

describe('state records', () => {
  it('are seeded once per state and DC, each to be verified, and listed by GET /api/states', async () => {
    const res = await get('/api/states').expect(200);
    const states = res.body as UsStateInfo[];
    expect(states).toHaveLength(51);
    expect(states.every((s) => s.verified === false && s.lastVerifiedAt === null)).toBe(true);
    expect(await UsStateModel.countDocuments()).toBe(51);
  });

  it('answer one state by its slug with its law, dates, sources and the casinos available there', async () => {
    const res = await get('/api/states/indiana').expect(200);
    expect(res.body).toMatchObject({
      code: 'IN',
      name: 'Indiana',
      legalStatus: 'pending',
      scheduledStatus: 'banned',
      effectiveDate: '2026-07-01',
      citation: 'HB 1052 (2026)',
      verified: false,
    });
    // The effective status is the one in force now (scheduled statuses apply by themselves).
    const expected = Date.now() >= Date.parse('2026-07-01T00:00:00Z') ? 'banned' : 'pending';
    expect(res.body.effectiveStatus).toBe(expected);

    const texas = (await get('/api/states/texas').expect(200)).body;
    expect(texas.effectiveStatus).toBe('available');
    expect(texas.casinos.length).toBeGreaterThan(5);
    const california = (await get('/api/states/california').expect(200)).body;
    expect(california).toMatchObject({ informationOnly: true, casinosAllowed: false, casinos: [] });
  });

  it('give each state page its head and structured data, and a not-found head for no state', async () => {
    const res = await get('/api/seo/head?path=/states/california').expect(200);
    expect(res.body.title).toBe('Sweepstakes Casinos in California: Law and Status | SweepScout');
    expect(res.body.jsonLd[0]).toMatchObject({
      '@type': 'WebPage',
      about: { '@type': 'State', name: 'California' },
      citation: ['https://leginfo.legislature.ca.gov/'],
    });
    await get('/states/narnia').set('Accept', 'text/html').expect(404);
  });

  it('refuse an unknown state slug with a clear message', async () => {
    const res = await get('/api/states/narnia').expect(400);
    expect(res.body.message).toMatch(/Unknown state/);
  });
});

describe("the visitor's state", () => {
  it('is read from the state cookie, and "all states" without one', async () => {
    expect((await get('/api/visitor').expect(200)).body).toEqual({ state: null, source: null });
    const nj = (await get('/api/visitor', 'NJ').expect(200)).body;
    expect(nj).toMatchObject({ state: { code: 'NJ', name: 'New Jersey' }, source: 'cookie' });
    expect((await get('/api/visitor', 'ZZ').expect(200)).body.state).toBeNull();
  });

  it('is chosen with a GET form that sets the cookie and goes back, same-origin only', async () => {
    const res = await get('/choose-state?state=nj&back=%2Fcompare%3Fsort%3Drating-low')
      .set('Sec-Fetch-Site', 'same-origin')
      .expect(303);
    expect(res.headers.location).toBe('/compare?sort=rating-low');
    expect(res.headers['set-cookie'][0]).toMatch(
      /^state=NJ; Max-Age=\d+; Path=\/;.*HttpOnly; SameSite=Lax/,
    );

    const all = await get('/choose-state?state=all&back=/').expect(303);
    expect(all.headers['set-cookie'][0]).toMatch(/^state=; Path=\/; Expires=Thu, 01 Jan 1970/);

    for (const offsite of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
    ]) {
      const res = await get(`/choose-state?state=NJ&back=${encodeURIComponent(offsite)}`).expect(
        303,
      );
      expect([offsite, res.headers.location]).toEqual([offsite, '/']);
    }
    await get('/choose-state?state=NJ').set('Sec-Fetch-Site', 'cross-site').expect(403);
    const bad = await get('/choose-state?state=Narnia').expect(400);
    expect(bad.body.message).toMatch(/State must be a US state code such as NJ, or all/);
    // From a browser (a hand-made link): a page that says so, and no cookie.
    const page = await get('/choose-state?state=Narnia&back=/compare')
      .set('Accept', 'text/html')
      .expect(400);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('<h1>This link is not valid</h1>');
    expect(page.text).toContain('State must be a US state code such as NJ, or all');
    expect(page.headers['set-cookie']).toBeUndefined();
  });
});

describe('lists filtered by the chosen state', () => {
  it('list only the casinos available there, by law and by the casino’s own exclusions', async () => {
    const all = (await get('/api/casinos?page=1&pageSize=100').expect(200)).body as Page<Casino>;
    // A banned state: no casino takes players there.
    const nj = (await get('/api/casinos?page=1&pageSize=100', 'NJ').expect(200)).body;
    expect(nj.total).toBe(0);

    // A casino that excludes Texas itself is left out for Texas only.
    await CasinoModel.updateOne(
      { slug: 'crown-coins-casino' },
      { $set: { restrictedStates: ['TX'] } },
    );
    const tx = (await get('/api/casinos?page=1&pageSize=100', 'TX').expect(200))
      .body as Page<Casino>;
    expect(tx.total).toBe(all.total - 1);
    expect(tx.items.map((c) => c.slug)).not.toContain('crown-coins-casino');
    const compare = (await get('/api/casinos/compare', 'TX').expect(200)).body as Page<CompareRow>;
    expect(compare.total).toBe(all.total - 1);
    // "Available in" works without a chosen state.
    const filtered = (await get('/api/casinos/compare?availableIn=tx').expect(200)).body;
    expect(filtered.total).toBe(all.total - 1);
    expect((await get('/api/casinos/compare?availableIn=ZZ').expect(400)).body.message).toMatch(
      /availableIn must be a US state code/,
    );

    const page = (await get('/api/casinos/slug/crown-coins-casino', 'TX').expect(200)).body;
    expect(page.availability).toMatchObject({ code: 'TX', available: false, reason: 'operator' });
    const banned = (await get('/api/casinos/slug/crown-coins-casino', 'NJ').expect(200)).body;
    expect(banned.availability).toMatchObject({
      available: false,
      reason: 'law',
      citation: 'A5447 (2025)',
      effectiveDate: '2025-08-15',
    });
    await CasinoModel.updateOne(
      { slug: 'crown-coins-casino' },
      { $set: { restrictedStates: ['WA'] } },
    );
  });

  it("the daily tracker's and the calculator's casinos too", async () => {
    const all = (await get('/api/value/casinos').expect(200)).body as { total: number };
    expect(all.total).toBeGreaterThan(0);
    expect((await get('/api/value/casinos', 'NJ').expect(200)).body.total).toBe(0);
    const slug = ((await get('/api/value/casinos').expect(200)).body.items[0] as { slug: string })
      .slug;
    const anywhere = await get(`/api/value/calculator?casinos=${slug}&spend=20`).expect(200);
    expect(anywhere.body).toMatchObject({ rows: [{ slug }], missing: [] });
    // Not offered to a visitor in a state where it takes no players.
    const inNj = await get(`/api/value/calculator?casinos=${slug}&spend=20`, 'NJ').expect(200);
    expect(inNj.body).toMatchObject({ rows: [], missing: [slug] });
  });

  it('never serve an answer made for one state to another state or to all states', async () => {
    const ca = await get('/api/casinos/featured', 'CA').expect(200);
    expect(ca.body).toEqual([]);
    const any = await get('/api/casinos/featured').expect(200);
    expect(any.body.length).toBeGreaterThan(0);
    const again = await get('/api/casinos/featured', 'CA').expect(200);
    expect(again.body).toEqual([]);
    expect(any.headers.vary).toMatch(/Cookie/);
  });
});

describe('information-only states', () => {
  it('answer casinos without promo codes, marked information-only', async () => {
    await UsStateModel.updateOne({ code: 'CA' }, { $set: { markedInformationOnly: true } });
    // Staff may mark an allowed state information-only too.
    await UsStateModel.updateOne({ code: 'TX' }, { $set: { markedInformationOnly: true } });
    const tx = (await get('/api/casinos?page=1&pageSize=100', 'TX').expect(200))
      .body as Page<Casino>;
    expect(tx.items.length).toBeGreaterThan(0);
    expect(tx.items.every((c) => c.promoCode === null && c.informationOnly === true)).toBe(true);
    const plain = (await get('/api/casinos?page=1&pageSize=100').expect(200)).body as Page<Casino>;
    expect(plain.items.some((c) => c.promoCode)).toBe(true);
    await UsStateModel.updateOne({ code: 'TX' }, { $set: { markedInformationOnly: false } });
  });

  it('answer a head-to-head pair with both casinos information-only', async () => {
    const [pair] = (await get('/api/head-to-head').expect(200)).body as { path: string }[];
    const url = `/api/head-to-head/${pair.path.replace('/compare/', '')}`;
    const ca = (await get(url, 'CA').expect(200)).body as { a: Casino; b: Casino };
    for (const casino of [ca.a, ca.b])
      expect(casino).toMatchObject({ informationOnly: true, promoCode: null });
    const plain = (await get(url).expect(200)).body as { a: Casino; b: Casino };
    expect(plain.a.informationOnly).toBeFalsy();
  });

  it('withhold promo codes wherever they appear, editorial prose included', async () => {
    const plain = await get('/api/reviews/latest').expect(200);
    expect(plain.text).toContain('HARBOR25');
    const ca = await get('/api/reviews/latest', 'CA').expect(200);
    expect(ca.text).not.toContain('HARBOR25');
    expect(ca.text).toContain('[code withheld]');
    // Nor any way to the casino's own site (its website, terms or structured data).
    const head = await get('/api/seo/head?path=/casino/crown-coins-casino', 'CA').expect(200);
    expect(head.text).not.toContain('crowncoinscasino.com');
    const plainHead = await get('/api/seo/head?path=/casino/crown-coins-casino').expect(200);
    expect(plainHead.text).toContain('crowncoinscasino.com');
  });

  it('answer /go/<casino> with 451 and record a refused click, not a click', async () => {
    await OutboundClickModel.deleteMany({});
    const res = await get('/go/crown-coins-casino?from=compare-table', 'CA').expect(451);
    expect(res.headers.location).toBeUndefined();
    expect(res.text).toContain('California');
    expect(res.text).toContain('not legal advice');
    expect(res.text).not.toContain('crowncoinscasino.com');
    expect(await OutboundClickModel.countDocuments()).toBe(0);
    expect(await RefusedClickModel.find({ state: 'CA' }).lean()).toMatchObject([
      { slug: 'crown-coins-casino', placement: 'compare-table' },
    ]);
    // Elsewhere the link still works.
    await get('/go/crown-coins-casino', 'TX').expect(302);
  });
});

describe('featured casinos for a visitor in a state', () => {
  it('are the best rated featured casinos the state allows, at most FEATURED_CASINOS_MAX', async () => {
    // More featured casinos than are shown: the even ones exclude Texas.
    await CasinoModel.create(
      Array.from({ length: 2 * FEATURED_CASINOS_MAX }, (_, i) => ({
        ...toCasinoDocument(
          casinoInputSchema.parse({
            name: `Featured Test Casino ${i}`,
            slug: `featured-test-casino-${i}`,
            description: 'Featured for this test.',
            rating: String(4 + (i % 10) / 10),
            bonusAmount: 'FREE 5 Sweeps Coins',
            gamesCount: '500+ Games',
            gameTypes: 'Slots',
            websiteUrl: `https://example.com/featured-${i}`,
            isFeatured: true,
            restrictedStates: i % 2 === 0 ? ['TX'] : [],
          }),
        ),
        status: 'published' as const,
        publishAt: null,
      })),
    );
    const featured = async (state?: string) =>
      (await get('/api/casinos/featured', state).expect(200)).body as Casino[];
    await waitFor(async () => (await featured()).some((c) => c.slug.startsWith('featured-test')));

    const everywhere = await featured();
    expect(everywhere).toHaveLength(FEATURED_CASINOS_MAX);
    const inTexas = await featured('TX');
    expect(inTexas).toHaveLength(FEATURED_CASINOS_MAX);
    expect(inTexas.every((c) => !c.restrictedStates?.includes('TX'))).toBe(true);
    // Texas gets the next best instead of the ones it excludes: best rated first.
    const ratings = inTexas.map((c) => Number(c.rating));
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(inTexas.map((c) => c.slug)).not.toEqual(everywhere.map((c) => c.slug));
  });
});
