import request from 'supertest';
import type { ApprovedMatchup, HeadToHead } from '@sweepscout/shared';
import { AuditEntryModel } from '../src/features/audit/model';
import { CasinoModel } from '../src/features/casinos/model';
import { MatchupModel } from '../src/features/headToHead/model';
import { auth, loginAdmin, setupAdminSuite } from './admin-helpers';

const { app } = setupAdminSuite('head_to_head');

const get = (path: string) => request(app).get(path).set('Host', 'sweepscout.test');
const html = (path: string) => get(path).set('Accept', 'text/html');
const canonicalOf = (text: string) => /<link rel="canonical" href="([^"]+)"/.exec(text)?.[1];
const robotsOf = (text: string) => /<meta name="robots" content="([^"]+)"/.exec(text)?.[1];

describe('head-to-head pages', () => {
  it('an approved pair is indexed, canonical to itself, in the sitemap, with its verdict', async () => {
    const approved = (await get('/api/head-to-head').expect(200)).body as ApprovedMatchup[];
    expect(approved.map((m) => m.path)).toContain(
      '/compare/crown-coins-casino-vs-neon-mirage-casino',
    );
    const path = '/compare/crown-coins-casino-vs-neon-mirage-casino';
    const page = await html(path).expect(200);
    expect(canonicalOf(page.text)).toBe(`http://sweepscout.test${path}`);
    expect(robotsOf(page.text)).toBeUndefined();
    expect(page.text).toContain('"@type":"ItemList"');
    const data = (
      await get('/api/head-to-head/crown-coins-casino-vs-neon-mirage-casino').expect(200)
    ).body as HeadToHead;
    expect(data).toMatchObject({ approved: true, a: { slug: 'crown-coins-casino' } });
    expect(data.verdict).toMatch(/Neon Mirage/);
    const sitemap = (await get('/sitemap.xml').expect(200)).text;
    for (const { path: pair } of approved)
      expect(sitemap).toContain(`http://sweepscout.test${pair}`);
  });

  it('any other pair of casinos renders, unindexed, with /compare as canonical and no verdict', async () => {
    const path = '/compare/desert-star-casino-vs-blue-bayou-sweeps';
    const page = await html(path).expect(200);
    expect(robotsOf(page.text)).toBe('noindex, follow');
    expect(canonicalOf(page.text)).toBe('http://sweepscout.test/compare');
    const data = (
      await get('/api/head-to-head/desert-star-casino-vs-blue-bayou-sweeps').expect(200)
    ).body as HeadToHead;
    expect(data).toMatchObject({ approved: false, verdict: null });
    expect((await get('/sitemap.xml')).text).not.toContain(path);
  });

  it('unknown slugs, one casino twice and a malformed pair are 404', async () => {
    await html('/compare/crown-coins-casino-vs-no-such-casino').expect(404);
    await html('/compare/crown-coins-casino-vs-crown-coins-casino').expect(404);
    await html('/compare/crown-coins-casino').expect(404);
    await get('/api/head-to-head/nobody-vs-nothing').expect(404);
    await get('/api/head-to-head/Bad_Pair').expect(400);
  });

  it('staff approve a pair (audited): it joins the sitemap; the same pair twice or one casino twice is refused', async () => {
    const token = await loginAdmin();
    const [desert, bayou] = await Promise.all([
      CasinoModel.findOne({ slug: 'desert-star-casino' }).lean(),
      CasinoModel.findOne({ slug: 'blue-bayou-sweeps' }).lean(),
    ]);
    const body = {
      casinoAId: String(desert!._id),
      casinoBId: String(bayou!._id),
      verdict: 'Desert Star redeems faster; Blue Bayou has more daily coins.',
      approved: true,
    };
    const same = await request(app)
      .post('/api/admin/matchups')
      .set(auth(token))
      .send({ ...body, casinoBId: body.casinoAId })
      .expect(400);
    expect(same.body.message).toMatch(/two different casinos/);
    // A pair naming no casino is refused for the field that names it, and nothing is written.
    const unknown = await request(app)
      .post('/api/admin/matchups')
      .set(auth(token))
      .send({ ...body, casinoBId: '0123456789abcdef01234567' })
      .expect(400);
    expect(unknown.body).toMatchObject({
      message: 'Invalid casinoBId: No casino with this id exists',
      issues: [{ path: 'casinoBId', message: 'No casino with this id exists' }],
    });
    expect(await MatchupModel.exists({ verdict: body.verdict })).toBeNull();
    const created = await request(app)
      .post('/api/admin/matchups')
      .set(auth(token))
      .send(body)
      .expect(201);
    expect(created.body).toMatchObject({ casinoAName: 'Desert Star Casino', approved: true });
    await request(app)
      .post('/api/admin/matchups')
      .set(auth(token))
      .send({ ...body, casinoAId: body.casinoBId, casinoBId: body.casinoAId })
      .expect(409);
    expect(await AuditEntryModel.exists({ recordType: 'matchup', action: 'create' })).toBeTruthy();
    const path = '/compare/desert-star-casino-vs-blue-bayou-sweeps';
    expect((await get('/sitemap.xml')).text).toContain(path);
    const page = await html(path).expect(200);
    expect(robotsOf(page.text)).toBeUndefined();
    // Either order names the same pair.
    const reversed = (await get('/api/head-to-head/blue-bayou-sweeps-vs-desert-star-casino')).body;
    expect(reversed).toMatchObject({ approved: true, verdict: body.verdict });
    await MatchupModel.deleteOne({ _id: created.body.id });
  });
});
