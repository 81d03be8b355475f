import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { DEFAULT_RATING_WEIGHTS } from '@sweepscout/shared';
import { startPublicationPurges } from '../src/cdn/publicationPurges';
import { parsePurgeSettings } from '../src/config';
import { PURGE_ATTEMPTS, sendPurge } from '../src/cdn/purge';
import { CasinoModel } from '../src/features/casinos/model';
import { ReviewModel } from '../src/features/reviews/model';
import { auth, bodies, loginAdmin, sessionClient, setupAdminSuite } from './admin-helpers';

const { app } = setupAdminSuite('cdn');

/** A stand-in for the cache in front: records each purge, answers what the test says. */
interface Purge {
  method: string;
  keys: string[];
  authorization?: string;
  at: number;
  req: http.IncomingMessage;
}
const purges: Purge[] = [];
let answerStatus: (keys: string[]) => number | 'hang' = () => 200;
const hanging: http.ServerResponse[] = [];
const purgeServer = http.createServer((req, res) => {
  const keys = String(req.headers['surrogate-key'] ?? '').split(' ');
  purges.push({
    method: req.method ?? '',
    keys,
    authorization: req.headers.authorization,
    at: Date.now(),
    req,
  });
  const status = answerStatus(keys);
  if (status === 'hang') hanging.push(res);
  else res.writeHead(status).end();
});

beforeAll(async () => {
  await new Promise<void>((resolve) => purgeServer.listen(0, '127.0.0.1', resolve));
  const { port } = purgeServer.address() as AddressInfo;
  process.env.PURGE_URL = `http://127.0.0.1:${port}/purge`;
  process.env.PURGE_TOKEN = 'cache-token';
});
afterAll(async () => {
  delete process.env.PURGE_URL;
  delete process.env.PURGE_TOKEN;
  for (const res of hanging) res.end();
  await new Promise((resolve) => purgeServer.close(resolve));
});
beforeEach(() => {
  purges.length = 0;
  answerStatus = () => 200;
});

/** The first purge naming every one of `keys` (waited for: purges leave in the background). */
async function purgeOf(keys: string[], notBefore = 0): Promise<Purge> {
  for (;;) {
    const found = purges.find(
      (purge) => purge.at >= notBefore && keys.every((key) => purge.keys.includes(key)),
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const keysOf = (res: request.Response) => String(res.headers['surrogate-key'] ?? '').split(' ');

describe('cache headers a CDN can act on', () => {
  it('public lists: s-maxage and stale-while-revalidate for caches, a minute for browsers, list keys', async () => {
    for (const attempt of ['computed', 'from the fast path']) {
      const res = await request(app).get('/api/casinos').expect(200);
      expect([attempt, res.headers['cache-control']]).toEqual([
        attempt,
        'public, max-age=60, must-revalidate, s-maxage=600, stale-while-revalidate=60, stale-if-error=86400',
      ]);
      expect(keysOf(res)).toEqual(['casinos', 'all']);
      expect(res.headers['cache-tag']).toBe('casinos,all');
    }
    const reviews = await request(app).get('/api/reviews').expect(200);
    expect(keysOf(reviews)).toEqual(['reviews', 'all']);
    // Compare rows link each casino's newest review and guide.
    const compare = await request(app).get('/api/casinos/compare?sort=rating-high').expect(200);
    expect(keysOf(compare)).toEqual(['casinos', 'reviews', 'guides', 'all']);
  });

  it('a record: its own key by id (its slug may change); a missing one: its list', async () => {
    const casino = await CasinoModel.findOne({ slug: 'crown-coins-casino' }).lean();
    const res = await request(app).get('/api/casinos/slug/crown-coins-casino').expect(200);
    expect(keysOf(res)).toEqual([`casino:${String(casino?._id)}`, 'all']);
    expect(res.headers['cache-control']).toMatch(
      /^public, max-age=0, must-revalidate, s-maxage=600,/,
    );
    const missing = await request(app).get('/api/casinos/slug/no-such-casino').expect(404);
    expect(keysOf(missing)).toEqual(['casinos', 'all']);

    const review = await ReviewModel.findOne().lean();
    const reviewRes = await request(app).get(`/api/reviews/slug/${review?.slug}`).expect(200);
    expect(keysOf(reviewRes)).toEqual([
      `review:${String(review?._id)}`,
      `casino:${String(review?.casinoId)}`,
      'all',
    ]);
  });

  it('page documents carry the keys of what they show; the admin area none', async () => {
    const home = await request(app).get('/').set('Accept', 'text/html').expect(200);
    expect(keysOf(home)).toEqual([
      'page:home',
      'casinos',
      'reviews',
      'guides',
      'faqs',
      'casinos:featured',
      'all',
    ]);
    expect(home.headers['cache-control']).toMatch(
      /^public, max-age=0, must-revalidate, s-maxage=600,/,
    );
    const casino = await CasinoModel.findOne({ slug: 'crown-coins-casino' }).lean();
    const page = await request(app).get('/casino/crown-coins-casino').set('Accept', 'text/html');
    // Every page's footer shows the featured casinos.
    expect(keysOf(page)).toEqual([`casino:${String(casino?._id)}`, 'casinos:featured', 'all']);
    const terms = await request(app).get('/terms-of-service').set('Accept', 'text/html');
    expect(keysOf(terms)).toEqual(['page:terms-of-service', 'casinos:featured', 'all']);
    const featured = await request(app).get('/api/casinos/featured').expect(200);
    expect(keysOf(featured)).toEqual(['casinos:featured', 'casinos', 'all']);

    const admin = await request(app).get('/admin/login').set('Accept', 'text/html').expect(200);
    expect(admin.headers['surrogate-key']).toBeUndefined();
    expect(admin.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['/compare', ['page:compare', 'casinos', 'reviews', 'guides', 'casinos:featured', 'all']],
    ['/search?q=crown', ['page:search', 'casinos', 'reviews', 'guides', 'casinos:featured', 'all']],
    ['/games', ['page:games', 'casinos:featured', 'all']],
    // The FAQ page, and its head (the questions as structured data), change with any question.
    ['/faq', ['page:faq', 'faqs', 'casinos:featured', 'all']],
    ['/api/seo/head?path=/faq', ['page:faq', 'faqs', 'casinos:featured', 'all']],
    ['/casino/no-such-casino', ['casinos', 'casinos:featured', 'all']],
    ['/no-such-page', ['casinos:featured', 'all']],
    ['/sitemap.xml', ['casinos', 'reviews', 'guides', 'all']],
    ['/robots.txt', ['all']],
    ['/feeds/offer-changes.xml', ['casinos', 'all']],
    ['/feeds/offer-changes.json', ['casinos', 'all']],
    // The legal changes by state: a state's write purges `all`.
    ['/states/changes.rss', ['all']],
    ['/states/changes.json', ['all']],
    ['/api/games', ['games', 'casinos', 'all']],
    ['/api/faqs', ['faqs', 'all']],
    ['/api/pages/terms-of-service', ['page:terms-of-service', 'all']],
    ['/api/search?q=crown', ['casinos', 'reviews', 'guides', 'all']],
    ['/api/states', ['all']],
    ['/api/states/new-jersey', ['casinos', 'all']],
    ['/api/rating-method', ['all']],
    ['/api/authors', ['authors', 'all']],
    ['/api/head-to-head', ['matchups', 'casinos', 'all']],
    [
      '/api/seo/head?path=/compare',
      ['page:compare', 'casinos', 'reviews', 'guides', 'casinos:featured', 'all'],
    ],
  ])('%s is filed under the keys of what it shows', async (path, keys) => {
    const res = await request(app).get(path).set('Accept', 'text/html');
    expect(keysOf(res)).toEqual(keys);
    expect(res.headers['cache-control']).toMatch(/s-maxage=600, stale-while-revalidate=60/);
  });

  it('never on admin answers, nor on a guide, which counts a view each time it is served', async () => {
    const token = await loginAdmin(app);
    const admin = await request(app).get('/api/admin/casinos').set(auth(token));
    expect(admin.status).toBe(200);
    expect(admin.headers['surrogate-key']).toBeUndefined();
    expect(admin.headers['cache-control'] ?? '').not.toMatch(/s-maxage|public/);

    const guides = await request(app).get('/api/guides').expect(200);
    expect(keysOf(guides)).toEqual(['guides', 'all']);
    const slug = (guides.body as { slug: string }[])[0].slug;
    for (let i = 0; i < 2; i += 1) {
      const guide = await request(app).get(`/api/guides/slug/${slug}`).expect(200);
      expect(guide.headers['surrogate-key']).toBeUndefined();
      expect(guide.headers['cache-control'] ?? '').not.toMatch(/s-maxage|public/);
    }
  });
});

describe('purge on publish', () => {
  it('PURGE_URL must be http or https; PURGE_METHOD defaults to PURGE; unset: no purge', () => {
    expect(parsePurgeSettings({})).toBeNull();
    expect(parsePurgeSettings({ PURGE_URL: 'http://cache.internal/' })).toEqual({
      url: 'http://cache.internal/',
      method: 'PURGE',
      token: undefined,
    });
    expect(
      parsePurgeSettings({ PURGE_URL: 'https://cdn.example/p', PURGE_METHOD: 'post' }),
    ).toMatchObject({
      method: 'POST',
    });
    expect(() => parsePurgeSettings({ PURGE_URL: 'cache.internal' })).toThrow(/PURGE_URL/);
    expect(() => parsePurgeSettings({ PURGE_URL: 'ftp://cache/' })).toThrow(/PURGE_URL/);
    expect(() => parsePurgeSettings({ PURGE_URL: 'http://c/', PURGE_METHOD: 'PUR GE' })).toThrow(
      /PURGE_METHOD/,
    );
  });

  const admin = async () => sessionClient(app, await loginAdmin(app));

  it('a casino saved, updated and deleted purges its key and the casino lists, with the token', async () => {
    const api = await admin();
    const body = bodies.casino();
    const created = await api.post('/api/admin/casinos', body).expect(201);
    const id = created.body.id as string;
    const purge = await purgeOf([`casino:${id}`, 'casinos']);
    expect(purge.method).toBe('PURGE');
    expect(purge.authorization).toBe('Bearer cache-token');
    expect(purge.keys.sort()).toEqual([`casino:${id}`, 'casinos']);

    purges.length = 0;
    const updated = await api
      .put(`/api/admin/casinos/${id}`, {
        ...body,
        name: 'Renamed',
        updatedAt: created.body.updatedAt,
      })
      .expect(200);
    expect(updated.body.name).toBe('Renamed');
    await purgeOf([`casino:${id}`, 'casinos']);

    expect(purges.some((purge) => purge.keys.includes('casinos:featured'))).toBe(false);

    // Featured, then no longer: both times every page's footer changes.
    let updatedAt = updated.body.updatedAt as string;
    for (const isFeatured of [true, false]) {
      purges.length = 0;
      const res = await api
        .put(`/api/admin/casinos/${id}`, { ...body, name: 'Renamed', isFeatured, updatedAt })
        .expect(200);
      updatedAt = res.body.updatedAt as string;
      await purgeOf([`casino:${id}`, 'casinos', 'casinos:featured']);
    }

    purges.length = 0;
    await api.delete(`/api/admin/casinos/${id}`).expect(200);
    await purgeOf([`casino:${id}`, 'casinos']);
  });

  it('a review purges its casino page too, on save and on delete', async () => {
    const api = await admin();
    const casinoId = String((await CasinoModel.findOne().lean())?._id);
    const created = await api.post('/api/admin/reviews', bodies.review(casinoId)).expect(201);
    const id = created.body.id as string;
    const saved = await purgeOf([`review:${id}`]);
    expect(saved.keys.sort()).toEqual([`casino:${casinoId}`, `review:${id}`, 'reviews']);
    purges.length = 0;
    await api.delete(`/api/admin/reviews/${id}`).expect(200);
    const deleted = await purgeOf([`review:${id}`]);
    expect(deleted.keys.sort()).toEqual([`casino:${casinoId}`, `review:${id}`, 'reviews']);
  });

  it('new rating weights purge every answer: they rate every casino', async () => {
    const api = await admin();
    const current = await request(app).get('/api/rating-method').expect(200);
    await api
      .put('/api/admin/rating-method', {
        // Five points moved from trust to bonuses: still 100 in all.
        weights: { ...DEFAULT_RATING_WEIGHTS, bonuses: 25, trust: 20 },
        updatedAt: current.body.updatedAt,
      })
      .expect(200);
    expect((await purgeOf(['all'])).keys).toEqual(['all']);
  });

  it('a failing cache is retried a bounded number of times', async () => {
    const target = { url: process.env.PURGE_URL ?? '', method: 'PURGE', token: undefined };
    answerStatus = () => 503;
    expect(await sendPurge(target, ['probe:down'])).toBe(false);
    expect(purges.filter((purge) => purge.keys.includes('probe:down'))).toHaveLength(
      PURGE_ATTEMPTS,
    );

    let answered = 0;
    answerStatus = (keys) => (keys.includes('probe:flaky') && answered++ < 2 ? 503 : 200);
    expect(await sendPurge(target, ['probe:flaky'])).toBe(true);
    expect(purges.filter((purge) => purge.keys.includes('probe:flaky'))).toHaveLength(3);
  });

  it('a save never waits for the cache: answered while the purge request still hangs', async () => {
    const api = await admin();
    answerStatus = () => 'hang';
    const created = await api.post('/api/admin/faqs', bodies.faq()).expect(201);
    const purge = await purgeOf([`faq:${created.body.id as string}`, 'faqs']);
    // The purge's own request is still open (not yet timed out by the site): nothing waited for it.
    expect(purge.req.socket.destroyed).toBe(false);
    expect(hanging.length).toBeGreaterThan(0);
  });

  it('a scheduled record purges its keys when it goes live', async () => {
    const stop = startPublicationPurges();
    try {
      const api = await admin();
      // Later than the second purge every write sends (PURGE_SETTLE_MS after the first).
      const publishAt = new Date(Date.now() + 4000).toISOString();
      const created = await api
        .post('/api/admin/guides', { ...bodies.guide(), publishAt })
        .expect(201);
      const key = `guide:${created.body.id as string}`;
      await purgeOf([key]);
      // The same keys again once the publication time has passed.
      const live = await purgeOf([key, 'guides'], new Date(publishAt).getTime());
      expect(live.keys.sort()).toEqual([key, 'guides']);
    } finally {
      stop();
    }
  });
});
