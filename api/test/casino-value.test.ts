import {
  casinoInputSchema,
  offerChangesSince,
  offsetByIntl,
  offsetIn,
  VALUE_CASINOS_MAX_PAGE_SIZE,
  VALUE_CASINOS_PAGE_SIZE,
  wallClockFormatter,
  type CasinoValuePage,
  type CoinValueResult,
  type CompareRow,
  type Page,
} from '@sweepscout/shared';
import { XMLParser } from 'fast-xml-parser';
import request from 'supertest';
import { CasinoModel, toCasinoDocument } from '../src/features/casinos/model';
import { SEED_CASINO_VALUE } from '../src/seed/data/casinoValue';
import {
  auth,
  bodies,
  createStaff,
  loginAdmin,
  sessionFor,
  setupAdminSuite,
  unique,
} from './admin-helpers';

const { app } = setupAdminSuite('casino_value', { timeout: 60_000 });
let admin = '';
beforeAll(async () => {
  admin = await loginAdmin(app);
}, 60_000);

async function compare(query: string): Promise<string[]> {
  const res = await request(app).get(`/api/casinos/compare?pageSize=50&${query}`).expect(200);
  return (res.body as Page<CompareRow>).items.map((row) => row.slug);
}

describe('compare: value sorts, in the orders worked out by hand from the seed', () => {
  it('sorts by best value: the lowest cost per SC of a standard package first', async () => {
    // emerald $40/45 SC = 0.889, neon $50/55 = 0.909, frontier $10/10.8 = 0.926, starlight
    // $30/32 = 0.938, desert $50/53 = 0.943, crown $20/21 = 0.952, riverboat $100/104 = 0.962,
    // lucky $25/25.5 = 0.980, summit $20/20.2 = 0.990, golden $10/10 = 1, blue $5/4.9 = 1.020,
    // maple $15/14.5 = 1.034 (first-purchase offers, cheaper per SC, are left out).
    expect(await compare('sort=best-value')).toEqual([
      'emerald-isle-sweeps',
      'neon-mirage-casino',
      'frontier-fortune',
      'starlight-spins',
      'desert-star-casino',
      'crown-coins-casino',
      'riverboat-royale',
      'lucky-lantern-sweeps',
      'summit-social-casino',
      'golden-harbor-social-casino',
      'blue-bayou-sweeps',
      'maple-ridge-sweeps',
    ]);
  });

  it('sorts by free SC per day, most first', async () => {
    // 2, 1.5, 1.2, 1, 0.8, 0.6, 0.5, 0.4, 0.3, 0.25, 0.2, 0.1 SC a day.
    expect(await compare('sort=free-sc')).toEqual([
      'starlight-spins',
      'lucky-lantern-sweeps',
      'emerald-isle-sweeps',
      'crown-coins-casino',
      'frontier-fortune',
      'desert-star-casino',
      'neon-mirage-casino',
      'summit-social-casino',
      'golden-harbor-social-casino',
      'riverboat-royale',
      'maple-ridge-sweeps',
      'blue-bayou-sweeps',
    ]);
  });

  it('sorts by lowest redemption minimum, ties best rated first', async () => {
    // 10, 20, 25, 30, 45, then four at 50 SC (neon 4.9, crown 4.8, maple, summit), 75, 100, 150.
    expect(await compare('sort=redemption-min')).toEqual([
      'starlight-spins',
      'emerald-isle-sweeps',
      'golden-harbor-social-casino',
      'frontier-fortune',
      'desert-star-casino',
      'neon-mirage-casino',
      'crown-coins-casino',
      'maple-ridge-sweeps',
      'summit-social-casino',
      'lucky-lantern-sweeps',
      'riverboat-royale',
      'blue-bayou-sweeps',
    ]);
  });

  it('filters by redemption method and by the maximum minimum of that method', async () => {
    expect(await compare('redemptionMethod=gift-card&sort=redemption-min')).toEqual([
      'starlight-spins',
      'emerald-isle-sweeps',
      'golden-harbor-social-casino',
      'desert-star-casino',
      'crown-coins-casino',
    ]);
    // Bank minimums: lucky 75, maple 50; every other bank minimum is 100 or more.
    expect(await compare('redemptionMethod=bank&maxRedemptionMin=75')).toEqual([
      'lucky-lantern-sweeps',
      'maple-ridge-sweeps',
    ]);
  });

  it('filters by the lowest minimum of any method when no method is chosen', async () => {
    expect(await compare('maxRedemptionMin=30')).toEqual([
      'golden-harbor-social-casino',
      'starlight-spins',
      'emerald-isle-sweeps',
      'frontier-fortune',
    ]);
  });

  it('sends each row its figures', async () => {
    const res = await request(app).get('/api/casinos/compare?sort=best-value&pageSize=1');
    expect(res.body.items[0].valueFigures).toEqual({
      bestCostPerSc: 40 / 45,
      bestPackageIndex: 2,
      freeScPerDay: 1.2,
      lowestRedemptionSc: 20,
      methods: ['gift-card', 'paypal'],
    });
  });

  it.each([
    ['redemptionMethod=cheque', 'redemptionMethod must be one of'],
    ['maxRedemptionMin=-5', 'maxRedemptionMin must be more than 0'],
    ['maxRedemptionMin=lots', 'maxRedemptionMin must be a number of SC'],
    ['sort=cheapest', 'sort must be one of'],
  ])('refuses %s with a clear message', async (query, message) => {
    const res = await request(app).get(`/api/casinos/compare?${query}`).expect(400);
    expect(res.body.message).toContain(message);
  });
});

describe('GET /api/value/casinos and /api/value/calculator', () => {
  it('lists every casino with value data by name, with its daily offer and reset', async () => {
    const res = await request(app).get('/api/value/casinos').expect(200);
    const answer = res.body as CasinoValuePage;
    expect(answer).toMatchObject({ page: 1, pageSize: VALUE_CASINOS_PAGE_SIZE, total: 12 });
    const list = answer.items;
    expect(list).toHaveLength(12);
    // The day's SC over every listed casino, in whole hundredths.
    expect(answer.dailyScTotal).toBe(
      list.reduce((sum, c) => sum + Math.round(c.dailySc * 100), 0) / 100,
    );
    expect(list.map((c) => c.name)).toEqual([...list.map((c) => c.name)].sort());
    expect(list.find((c) => c.slug === 'starlight-spins')).toMatchObject({
      dailySc: 2,
      resetTime: '17:00',
      timeZone: 'America/Los_Angeles',
      needsVerification: true,
    });
  });

  it('sends the UTC offsets of each zone its casinos reset in, around today', async () => {
    const answer = (await request(app).get('/api/value/casinos?pageSize=12').expect(200))
      .body as CasinoValuePage;
    const zones = new Set(answer.items.map((c) => c.timeZone));
    expect(Object.keys(answer.zoneOffsets ?? {}).sort()).toEqual([...zones].sort());
    const now = Date.now();
    for (const zone of zones) {
      const offsets = answer.zoneOffsets?.[zone];
      expect(offsets && offsets.from <= now && now < offsets.to).toBe(true);
      // The offset in force now is the one Intl gives the server.
      expect(offsetIn(offsets, now)).toBe(offsetByIntl(wallClockFormatter(zone), now));
    }
  });

  it('pages the list, by name or best rated first', async () => {
    const all = (await request(app).get('/api/value/casinos?pageSize=12').expect(200))
      .body as CasinoValuePage;
    const second = (await request(app).get('/api/value/casinos?page=2&pageSize=5').expect(200))
      .body as CasinoValuePage;
    expect(second).toMatchObject({ page: 2, pageSize: 5, total: 12, totalPages: 3 });
    expect(second.items.map((c) => c.slug)).toEqual(all.items.slice(5, 10).map((c) => c.slug));
    expect(second.dailyScTotal).toBe(all.dailyScTotal);
    const top = (await request(app).get('/api/value/casinos?sort=rating&pageSize=3').expect(200))
      .body as CasinoValuePage;
    const ranked = (await request(app).get('/api/casinos?page=1&pageSize=3').expect(200))
      .body as Page<{ slug: string }>;
    expect(top.items.map((c) => c.slug)).toEqual(ranked.items.map((c) => c.slug));
  });

  it.each([
    [
      `pageSize=${VALUE_CASINOS_MAX_PAGE_SIZE + 1}`,
      `pageSize must be at most ${VALUE_CASINOS_MAX_PAGE_SIZE}`,
    ],
    ['pageSize=10000', `pageSize must be at most ${VALUE_CASINOS_MAX_PAGE_SIZE}`],
    ['page=0', 'page must be 1 or more'],
    ['page=two', 'page must be a whole number'],
    ['sort=price', 'sort must be one of: name, rating'],
  ])('refuses the list with %s, with a clear message', async (query, message) => {
    const res = await request(app).get(`/api/value/casinos?${query}`).expect(400);
    expect(res.body.message).toContain(message);
  });

  it('keeps the largest page bounded with many casinos', async () => {
    const extra = VALUE_CASINOS_MAX_PAGE_SIZE + 20;
    const documents = Array.from({ length: extra }, (_, i) =>
      toCasinoDocument(
        casinoInputSchema.parse({
          name: `Value Bulk ${String(i).padStart(3, '0')}`,
          slug: `value-bulk-${i}`,
          description: 'One of many, to make the list longer than a page.',
          rating: '2',
          bonusAmount: 'FREE 5 Sweeps Coins',
          gamesCount: '100+ Games',
          gameTypes: 'Slots',
          websiteUrl: `https://example.com/value-bulk-${i}`,
          value: SEED_CASINO_VALUE['crown-coins-casino'],
        }),
      ),
    );
    await CasinoModel.insertMany(documents);
    try {
      const res = await request(app)
        .get(`/api/value/casinos?pageSize=${VALUE_CASINOS_MAX_PAGE_SIZE}`)
        .expect(200);
      const answer = res.body as CasinoValuePage;
      expect(answer.items).toHaveLength(VALUE_CASINOS_MAX_PAGE_SIZE);
      expect(answer.total).toBe(12 + extra);
      expect(answer.totalPages).toBe(2);
      expect(Buffer.byteLength(res.text)).toBeLessThan(100 * 1024);
      const last = await request(app)
        .get(`/api/value/casinos?page=2&pageSize=${VALUE_CASINOS_MAX_PAGE_SIZE}`)
        .expect(200);
      expect((last.body as CasinoValuePage).items).toHaveLength(32);
    } finally {
      await CasinoModel.deleteMany({ slug: /^value-bulk-/ });
    }
  });

  it('finds typed casinos by name in any case or by link name', async () => {
    const res = await request(app)
      .get('/api/value/calculator')
      .query({
        more: 'crown coins casino, Neon-Mirage-Casino, lucky-lantern-sweeps, Nowhere, CROWN COINS CASINO',
        spend: '20',
      })
      .expect(200);
    const result = res.body as CoinValueResult;
    expect(result.rows.map((row) => row.slug)).toEqual([
      'crown-coins-casino',
      'neon-mirage-casino',
      'lucky-lantern-sweeps',
    ]);
    expect(result.missing).toEqual(['Nowhere']);
  });

  it('plans the most SC for the amount at each casino', async () => {
    const res = await request(app)
      .get('/api/value/calculator?casinos=crown-coins-casino,neon-mirage-casino,nowhere&spend=20')
      .expect(200);
    const result = res.body as CoinValueResult;
    // Crown: the $9.99 first-purchase offer (20 SC) and two $4.99 packs (5 SC each).
    expect(result.rows[0]).toMatchObject({
      slug: 'crown-coins-casino',
      plan: { spentUsd: 19.97, sweepsCoins: 30, goldCoins: 300000, costPerSc: 19.97 / 30 },
    });
    // Neon: the $19.99 first-purchase offer alone (40 SC).
    expect(result.rows[1]).toMatchObject({
      slug: 'neon-mirage-casino',
      plan: { spentUsd: 19.99, sweepsCoins: 40 },
    });
    expect(result.missing).toEqual(['nowhere']);
  });

  it.each([
    ['spend=20', 'Pick at least one casino'],
    ['casinos=crown-coins-casino&spend=501', 'at most $500'],
    ['casinos=crown-coins-casino&spend=abc', 'Amount to spend must be a number of dollars'],
    ['casinos=crown-coins-casino', 'Amount to spend must be a number of dollars'],
    ['casinos=a,b,c,d,e,f,g&spend=5', 'Pick at most 6 casinos'],
    ['casinos=a,b,c,d&more=e,f,g&spend=5', 'Pick at most 6 casinos'],
    ['more=%3Cscript%3E&spend=5', 'Typed casino names may use letters, digits, spaces'],
  ])('refuses %s with a clear message', async (query, message) => {
    const res = await request(app).get(`/api/value/calculator?${query}`).expect(400);
    expect(res.body.message).toContain(message);
  });
});

describe('admin: the value group of a casino', () => {
  const value = () => structuredClone(SEED_CASINO_VALUE['crown-coins-casino']);

  it('is validated: a bad field is refused with its message and nothing is written', async () => {
    const body = bodies.casino();
    const created = await request(app).post('/api/admin/casinos').set(auth(admin)).send(body);
    expect(created.status).toBe(201);
    const bad = value() as { offers: { timeZone: string } };
    bad.offers.timeZone = 'Mars/Olympus';
    const res = await request(app)
      .put(`/api/admin/casinos/${created.body.id}`)
      .set(auth(admin))
      .send({ ...body, value: bad })
      .expect(400);
    expect(res.body.message).toContain('Time zone must be an IANA time zone');
    const stored = await request(app).get(`/api/admin/casinos/${created.body.id}`).set(auth(admin));
    expect(stored.body.value).toBeNull();
  });

  it('needs the casinos permission', async () => {
    const editor = await sessionFor(
      await createStaff(unique('value-editor'), 'editor', ['manage_faqs']),
    );
    const body = bodies.casino();
    await request(app)
      .post('/api/admin/casinos')
      .set(auth(editor))
      .send({ ...body, value: value() })
      .expect(403);
  });

  it('is saved, shown in compare and kept in the revisions', async () => {
    const body = bodies.casino();
    const created = await request(app)
      .post('/api/admin/casinos')
      .set(auth(admin))
      .send({ ...body, value: value() })
      .expect(201);
    const changed = value() as { offers: { dailySc: number } };
    changed.offers.dailySc = 9;
    await request(app)
      .put(`/api/admin/casinos/${created.body.id}`)
      .set(auth(admin))
      .send({ ...body, value: changed })
      .expect(200);

    expect((await compare('sort=free-sc'))[0]).toBe(body.slug);

    const revisions = await request(app)
      .get(`/api/admin/casinos/${created.body.id}/revisions`)
      .set(auth(admin))
      .expect(200);
    const [newest, oldest] = revisions.body as { id: string }[];
    const dailyOf = async (revisionId: string) =>
      (
        await request(app)
          .get(`/api/admin/casinos/${created.body.id}/revisions/${revisionId}`)
          .set(auth(admin))
          .expect(200)
      ).body.record.value.offers.dailySc;
    expect(await dailyOf(newest.id)).toBe(9);
    expect(await dailyOf(oldest.id)).toBe(1);
  });
});

describe('offer history and its feeds', () => {
  const value = () => structuredClone(SEED_CASINO_VALUE['starlight-spins']);
  let casinoId = '';
  let slug = '';

  beforeAll(async () => {
    const body = bodies.casino();
    slug = body.slug;
    const created = await request(app)
      .post('/api/admin/casinos')
      .set(auth(admin))
      .send({ ...body, value: value() })
      .expect(201);
    casinoId = created.body.id;
    const changed = value() as {
      offers: { dailySc: number };
      redemption: { minimums: { method: string; minSc: number }[] };
    };
    changed.offers.dailySc = 3;
    changed.redemption.minimums = [{ method: 'gift-card', minSc: 5 }];
    await request(app)
      .put(`/api/admin/casinos/${casinoId}`)
      .set(auth(admin))
      .send({ ...body, value: changed })
      .expect(200);
    // A save that leaves the value data as it is adds nothing.
    await request(app)
      .put(`/api/admin/casinos/${casinoId}`)
      .set(auth(admin))
      .send({ ...body, description: 'Edited words only.', value: changed })
      .expect(200);
  });

  it('records each change of the value data with its date, on the public casino', async () => {
    const res = await request(app).get(`/api/casinos/slug/${slug}`).expect(200);
    expect(res.body.valueHistory).toEqual([
      {
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        changes: [
          'Daily SC: 2 SC → 3 SC',
          'Gift card minimum: 10 SC → 5 SC',
          'Crypto minimum: 25 SC → none',
        ],
      },
    ]);
  });

  it('keeps the history when an older revision is restored, and records the restore', async () => {
    const revisions = await request(app)
      .get(`/api/admin/casinos/${casinoId}/revisions`)
      .set(auth(admin))
      .expect(200);
    const oldest = (revisions.body as { id: string }[]).at(-1)!;
    await request(app)
      .post(`/api/admin/casinos/${casinoId}/revisions/${oldest.id}/restore`)
      .set(auth(admin))
      .expect(200);
    const res = await request(app).get(`/api/casinos/slug/${slug}`).expect(200);
    expect(res.body.valueHistory.map((c: { changes: string[] }) => c.changes[0])).toEqual([
      'Daily SC: 3 SC → 2 SC',
      'Daily SC: 2 SC → 3 SC',
    ]);
  });

  it('lists the changes in RSS, Atom and JSON feeds', async () => {
    const parser = new XMLParser();
    const rss = await request(app).get('/feeds/offer-changes.xml').expect(200);
    expect(rss.headers['content-type']).toContain('application/rss+xml');
    const channel = parser.parse(rss.text).rss.channel;
    const items = [channel.item].flat() as { title: string; link: string }[];
    expect(items[0].title).toMatch(/^Casino .*: Daily SC: 3 SC → 2 SC and more$/);
    expect(items[0].link).toMatch(new RegExp(`/casino/${slug}$`));

    const atom = await request(app).get('/feeds/offer-changes.atom').expect(200);
    const entries = [parser.parse(atom.text).feed.entry].flat() as { title: string }[];
    expect(entries.map((e) => e.title)).toEqual(items.map((i) => i.title));

    const json = await request(app).get('/feeds/offer-changes.json').expect(200);
    expect(json.body.version).toBe('https://jsonfeed.org/version/1');
    expect(json.body.items[1].content_text ?? json.body.items[1].summary).toContain(
      'Gift card minimum: 10 SC → 5 SC',
    );
  });
});

describe('compare: offers changed this week', () => {
  const value = () => structuredClone(SEED_CASINO_VALUE['neon-mirage-casino']);
  let fresh = '';
  const old = 'golden-harbor-social-casino';

  beforeAll(async () => {
    const body = bodies.casino();
    fresh = body.slug;
    const created = await request(app)
      .post('/api/admin/casinos')
      .set(auth(admin))
      .send({ ...body, value: value() })
      .expect(201);
    const changed = value() as { offers: { dailySc: number } };
    changed.offers.dailySc += 1;
    await request(app)
      .put(`/api/admin/casinos/${created.body.id}`)
      .set(auth(admin))
      .send({ ...body, value: changed })
      .expect(200);
    // A seed casino whose only change is 10 days old.
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000).toISOString();
    await CasinoModel.updateOne(
      { slug: old },
      { $set: { valueHistory: [{ at: tenDaysAgo, changes: ['Daily SC: 1 SC → 2 SC'] }] } },
    );
  });

  it('lists only the casinos whose offers changed in the last 7 days, with the date', async () => {
    const res = await request(app).get('/api/casinos/compare?changed=week&pageSize=50').expect(200);
    const rows = (res.body as Page<CompareRow>).items;
    const slugs = rows.map((row) => row.slug);
    expect(slugs).toContain(fresh);
    expect(slugs).not.toContain(old);
    const since = offerChangesSince(new Date());
    for (const row of rows) expect(row.offerChangedAt! >= since).toBe(true);
    expect(rows.find((row) => row.slug === fresh)?.offerChangedAt?.slice(0, 10)).toBe(
      new Date().toISOString().slice(0, 10),
    );
    expect(res.body.total).toBe(rows.length);
  });

  it('still lists the casino with an old change without the filter, with its date', async () => {
    const res = await request(app).get('/api/casinos/compare?pageSize=50').expect(200);
    const row = (res.body as Page<CompareRow>).items.find((r) => r.slug === old);
    expect(row?.offerChangedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('refuses another period with a clear message', async () => {
    const res = await request(app).get('/api/casinos/compare?changed=month').expect(400);
    expect(res.body.message).toContain("changed must be 'week'");
  });
});
