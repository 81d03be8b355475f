import request from 'supertest';
import { CasinoModel } from '../src/features/casinos/model';
import { OutboundClickModel } from '../src/features/outbound/click.model';
import { setUpPublicSuite } from './helpers';

const { app } = setUpPublicSuite('outbound');

beforeEach(() => OutboundClickModel.deleteMany({}));

describe('GET /go/:slug (tracked outbound link)', () => {
  it('a link with a bad placement sends nobody and records nothing: a page for a browser, JSON for others', async () => {
    const page = await request(app)
      .get('/go/crown-coins-casino?from=%3Cscript%3Ex')
      .set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8')
      .expect(400);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain('<h1>This link is not valid</h1>');
    expect(page.text).toContain('Invalid from: from must be a placement name');
    expect(page.text).toContain('<a href="/">Go to the SweepScout home page</a>');
    expect(page.text).not.toContain('<script>');
    const json = await request(app).get('/go/crown-coins-casino?from=%3Cscript%3Ex').expect(400);
    expect(json.body.message).toBe('Invalid from: from must be a placement name');
    expect(await OutboundClickModel.countDocuments()).toBe(0);
  });

  it('records the click and answers 302 to the casino website', async () => {
    const casino = await CasinoModel.findOne({ slug: 'crown-coins-casino' }).lean();
    const before = Date.now();
    const res = await request(app)
      .get('/go/crown-coins-casino?from=compare-table')
      .set('Host', 'sweepscout.test')
      .set('Referer', 'http://sweepscout.test/compare?gameTypes=Slots&sort=rating-low')
      .expect(302);
    expect(res.headers.location).toBe('https://crowncoinscasino.com');
    expect(res.headers['cache-control']).toBe('no-store');

    const clicks = await OutboundClickModel.find().lean();
    expect(clicks).toHaveLength(1);
    expect(clicks[0]).toMatchObject({
      casinoId: casino?._id,
      slug: 'crown-coins-casino',
      placement: 'compare-table',
      page: '/compare',
    });
    expect(clicks[0].createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // No personal data: nothing but the casino, placement, page and time.
    expect(Object.keys(clicks[0]).sort()).toEqual(
      ['__v', '_id', 'casinoId', 'createdAt', 'page', 'placement', 'slug'].sort(),
    );
  });

  it('a draft casino has no outbound link yet: the not-found page, nothing recorded', async () => {
    await CasinoModel.updateOne({ slug: 'neon-mirage-casino' }, { $set: { status: 'draft' } });
    try {
      const res = await request(app).get('/go/neon-mirage-casino').expect(404);
      expect(res.headers.location).toBeUndefined();
      expect(await OutboundClickModel.countDocuments()).toBe(0);
    } finally {
      await CasinoModel.updateOne(
        { slug: 'neon-mirage-casino' },
        { $set: { status: 'published' } },
      );
    }
    await request(app).get('/go/neon-mirage-casino').expect(302);
  });

  it("records 'unknown' placement without from, and no page for another site's referer", async () => {
    await request(app)
      .get('/go/neon-mirage-casino')
      .set('Referer', 'https://elsewhere.example/list')
      .expect(302)
      .expect('Location', 'https://neonmirage.example');
    const clicks = await OutboundClickModel.find().lean();
    expect(clicks).toHaveLength(1);
    expect(clicks[0]).toMatchObject({ slug: 'neon-mirage-casino', placement: 'unknown', page: '' });
  });

  it('counts every visit as its own click', async () => {
    await request(app).get('/go/crown-coins-casino?from=casino-header').expect(302);
    await request(app).get('/go/crown-coins-casino?from=casino-footer').expect(302);
    const placements = (await OutboundClickModel.find().sort({ createdAt: 1 }).lean()).map(
      (c) => c.placement,
    );
    expect(placements.sort()).toEqual(['casino-footer', 'casino-header']);
  });

  it('does not count a HEAD request (link checkers) but still answers the redirect', async () => {
    await request(app).head('/go/crown-coins-casino?from=compare-table').expect(302);
    expect(await OutboundClickModel.countDocuments()).toBe(0);
  });

  it('answers the not-found page with 404 for an unknown or malformed slug, recording nothing', async () => {
    for (const path of ['/go/no-such-casino?from=compare-table', '/go/Not_A_Slug']) {
      const res = await request(app).get(path).set('Accept', 'text/html').expect(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.headers.location).toBeUndefined();
    }
    expect(await OutboundClickModel.countDocuments()).toBe(0);
  });

  it('rejects a placement that is not a placement name with 400 and records nothing', async () => {
    const res = await request(app).get('/go/crown-coins-casino?from=%3Cscript%3E').expect(400);
    expect(res.body).toMatchObject({ message: expect.any(String), issues: expect.any(Array) });
    await request(app)
      .get(`/go/crown-coins-casino?from=${'a'.repeat(61)}`)
      .expect(400);
    expect(await OutboundClickModel.countDocuments()).toBe(0);
  });
});
