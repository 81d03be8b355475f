import { auth, loginAdmin } from './admin-helpers';
import http from 'node:http';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  adminListQuerySchema,
  casinoInputSchema,
  computeRating,
  type AdminListQuery,
  type Casino,
  type CompareRow,
  type Page,
} from '@sweepscout/shared';
import mongoose from 'mongoose';
import request from 'supertest';
import { connectDatabase, disconnectDatabase, ensureIndexes } from '../src/db/connect';
import { CasinoModel, toCasinoDocument } from '../src/features/casinos/model';
import { FaqModel } from '../src/features/faqs/model';
import { GameModel } from '../src/features/games/model';
import { GuideModel } from '../src/features/guides/model';
import { PageContentModel } from '../src/features/pages/model';
import { RatingMethodModel } from '../src/features/ratingMethod/model';
import { ReviewModel } from '../src/features/reviews/model';
import { fastPathStats } from '../src/http/fastPath';
import { startCachedAnswerTally } from '../src/http/cachedAnswerTally';
import { createLogger } from '../src/log/logger';
import { renderWarmUpPath, warmUp } from '../src/http/warmUp';
import { CASINO_LIST_RULES } from '../src/features/casinos/admin.collection';
import { findPageInDatabase } from '../src/features/admin/listQuery';
import { listFromMemory } from '../src/features/admin/memoryList';
import { CHANGE_POLL_MS, ReadModel, readModel } from '../src/readModel/readModel';
import { relayChangeCounters } from '../src/cluster/changeRelay';
import { CHANGE_LOG_RECORDS_KEPT, type ChangeLogEntry } from '../src/persistence';
import { runSeed } from '../src/seed';
import { startApiProcess, type ApiProcess } from './apiProcess';
import { makeApp, makeSiteFixture, TEST_ADMIN_PASSWORD, testDatabaseUri, waitFor } from './helpers';

// The database name a server process uses (db/connect.ts): the second instance joins this one.
const DB_NAME = 'sweepscout';
const fixture = makeSiteFixture();
const app = makeApp(fixture);

beforeAll(async () => {
  await connectDatabase(testDatabaseUri(), DB_NAME);
  await mongoose.connection.dropDatabase();
  await ensureIndexes();
  await runSeed({ adminPassword: TEST_ADMIN_PASSWORD });
});
afterAll(async () => {
  await mongoose.connection.dropDatabase().catch(() => undefined);
  await disconnectDatabase();
  fixture.cleanup();
});

const HOUR = 3600_000;
// The publication fields (persistence/publication.ts) are added to the schemas, not their
// record types.
const DRAFT = { status: 'draft' } as object;
let uniqueCount = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(uniqueCount += 1)}`;

async function createCasino(fields: Record<string, unknown> = {}, slug = unique('hidden-casino')) {
  const document = toCasinoDocument(
    casinoInputSchema.parse({
      name: `Zeta ${slug}`,
      slug,
      description: 'A casino the public must not see yet.',
      rating: '5',
      bonusAmount: 'FREE 50 Sweeps Coins',
      gamesCount: '5000+ Games',
      gameTypes: 'Slots, Table Games, Live Dealer',
      websiteUrl: 'https://example.com/hidden',
      isFeatured: true,
    }),
  );
  return CasinoModel.create({ ...document, ...fields });
}

const article = (slug: string, fields: Record<string, unknown>) => ({
  title: `Zeta ${slug}`,
  slug,
  excerpt: 'Not for the public yet.',
  content: '<p>Hidden.</p>',
  authorName: 'Editor',
  publishDate: new Date(),
  isFeatured: true,
  ...fields,
});

const getJson = async (url: string) => (await request(app).get(url).expect(200)).body;
const page = (url: string) => request(app).get(url).set('Accept', 'text/html');

describe('drafts and scheduled records', () => {
  const later = () => new Date(Date.now() + HOUR);
  let draft: { slug: string; id: string };
  let scheduled: { slug: string; id: string };
  let crownId: string;
  const hiddenSlugs: Record<string, string> = {};

  beforeAll(async () => {
    const d = await createCasino({ status: 'draft' });
    const s = await createCasino({ publishAt: later() });
    draft = { slug: d.slug, id: String(d._id) };
    scheduled = { slug: s.slug, id: String(s._id) };
    const crown = await CasinoModel.findOne({ slug: 'crown-coins-casino' });
    crownId = String(crown!._id);
    hiddenSlugs.review = unique('zeta-review');
    hiddenSlugs.guide = unique('zeta-guide');
    hiddenSlugs.scheduledGuide = unique('zeta-guide');
    await ReviewModel.create(
      article(hiddenSlugs.review, { rating: 1, casinoId: crown!._id, status: 'draft' }),
    );
    await GuideModel.create(article(hiddenSlugs.guide, { status: 'draft', views: 1e6 }));
    await GuideModel.create(article(hiddenSlugs.scheduledGuide, { publishAt: later() }));
    await FaqModel.create({ question: 'Zeta hidden question?', answer: 'No.', ...DRAFT });
    await GameModel.create({
      name: 'Zeta Hidden Game',
      description: 'Hidden.',
      previewImage: '/media/games/x.svg',
      casinoId: crown!._id,
      ...DRAFT,
    });
    await GameModel.create({
      name: 'Zeta Game Of A Draft Casino',
      description: 'Hidden with its casino.',
      previewImage: '/media/games/x.svg',
      casinoId: d._id,
    });
    await PageContentModel.create({ page: 'zeta-page', title: 'Zeta', ...DRAFT });
  });

  it('never reach lists, compare, featured, search, FAQs, games or popular guides', async () => {
    const names = (list: { name?: string; title?: string; question?: string }[]) =>
      list.map((item) => item.name ?? item.title ?? item.question ?? '').join('\n');
    const casinos = (await getJson('/api/casinos')) as Casino[];
    expect(casinos.length).toBeGreaterThanOrEqual(8);
    expect(names(casinos)).not.toContain('Zeta');
    expect(names(await getJson('/api/casinos/featured'))).not.toContain('Zeta');
    const compare = (await getJson('/api/casinos/compare?pageSize=50')) as Page<CompareRow>;
    expect(compare.total).toBe(casinos.length);
    expect(names(compare.items)).not.toContain('Zeta');
    // The hidden review is the newest of its casino: compare still links the published one.
    expect(compare.items.find((row) => row.id === crownId)?.reviewSlug).not.toBe(
      hiddenSlugs.review,
    );
    const search = await getJson('/api/search?q=zeta');
    expect(search).toEqual({ casinos: [], reviews: [], guides: [] });
    expect(names(await getJson('/api/reviews'))).not.toContain('Zeta');
    expect(names(await getJson('/api/reviews/latest'))).not.toContain('Zeta');
    expect(names(await getJson('/api/guides'))).not.toContain('Zeta');
    expect(names(await getJson('/api/guides/popular'))).not.toContain('Zeta');
    expect((await getJson('/api/guides/featured')).title).not.toContain('Zeta');
    expect(names(await getJson('/api/faqs'))).not.toContain('Zeta');
    expect(names(await getJson('/api/games'))).not.toContain('Zeta');
    expect(await getJson(`/api/games?casinoId=${draft.id}`)).toEqual([]);
  });

  it('answer 404 by slug and by id, and review counts leave hidden reviews out', async () => {
    for (const { slug, id } of [draft, scheduled]) {
      await request(app).get(`/api/casinos/slug/${slug}`).expect(404);
      await request(app).get(`/api/casinos/${id}`).expect(404);
    }
    await request(app).get(`/api/reviews/slug/${hiddenSlugs.review}`).expect(404);
    await request(app).get(`/api/guides/slug/${hiddenSlugs.guide}`).expect(404);
    await request(app).get(`/api/guides/slug/${hiddenSlugs.scheduledGuide}`).expect(404);
    await request(app).get('/api/pages/zeta-page').expect(404);
    const crown = await getJson('/api/casinos/slug/crown-coins-casino');
    const published = await ReviewModel.countDocuments({ casinoId: crownId, status: 'published' });
    expect(crown.reviewCount).toBe(published);
  });

  it('are not in the sitemap, SEO heads or page documents', async () => {
    const sitemap = (await request(app).get('/sitemap.xml').expect(200)).text;
    expect(sitemap).toContain('/casino/crown-coins-casino');
    for (const slug of [draft.slug, scheduled.slug, hiddenSlugs.review, hiddenSlugs.guide]) {
      expect(sitemap).not.toContain(slug);
    }
    await request(app).get(`/api/seo/head?path=/casino/${draft.slug}`).expect(404);
    await request(app).get(`/api/seo/head?path=/reviews/${hiddenSlugs.review}`).expect(404);
    await page(`/casino/${scheduled.slug}`).expect(404);
    await page(`/guides/${hiddenSlugs.scheduledGuide}`).expect(404);
    const home = (await page('/').expect(200)).text;
    expect(home).toContain('crown-coins-casino');
    expect(home).not.toContain('Zeta');
    const head = (await getJson('/api/seo/head?path=/casino/crown-coins-casino')) as {
      jsonLd: { itemReviewed: { aggregateRating: { reviewCount: number } } }[];
    };
    const published = await ReviewModel.countDocuments({ casinoId: crownId, status: 'published' });
    expect(head.jsonLd[0].itemReviewed.aggregateRating.reviewCount).toBe(published);
  });

  it('a scheduled casino appears by itself once its publishAt has passed', async () => {
    const soon = await createCasino({ publishAt: new Date(Date.now() + 1500) });
    await request(app).get(`/api/casinos/slug/${soon.slug}`).expect(404);
    const slugs = async () => ((await getJson('/api/casinos')) as Casino[]).map((c) => c.slug);
    expect(await slugs()).not.toContain(soon.slug);
    await waitFor(async () => (await slugs()).includes(soon.slug));
    await request(app).get(`/api/casinos/slug/${soon.slug}`).expect(200);
    expect((await request(app).get('/sitemap.xml')).text).toContain(soon.slug);
    await CasinoModel.deleteOne({ _id: soon._id });
  });
});

describe('cached public answers', () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** The raw bytes and headers (no client-side decompression). */
  const raw = (url: string, headers: Record<string, string> | string[] = {}, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        const req = http.request({ port, host: '127.0.0.1', path: url, headers, method }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
        });
        req.on('error', reject);
        req.end();
      },
    );

  it('answers written from the cache are not logged one line each but tallied by status, in one line a minute and one when the server stops', async () => {
    const url = '/api/casinos/compare?paymentMethods=PayPal&minRating=2';
    // The first answer goes through Express (and its request log) and fills the cache.
    const first = await raw(url);
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(line));
        done();
      },
    });
    // The tally's minute is its timer's callback, called by the test (a real 100 ms interval split
    // the three answers below between two lines when they took longer than that).
    const intervals = jest.spyOn(global, 'setInterval');
    const stop = startCachedAnswerTally(createLogger('info', sink), 60_000);
    const aMinutePasses = intervals.mock.calls[0][0] as () => void;
    intervals.mockRestore();
    await raw(url);
    await raw(url, { 'if-none-match': String(first.headers.etag) });
    await raw(url);
    expect(lines).toHaveLength(0);
    aMinutePasses();
    await waitFor(() => lines.length === 1);
    expect(lines[0]).toMatchObject({
      msg: 'answers served from the answer cache',
      cachedAnswers: { 200: 2, 304: 1 },
    });
    // A minute without cached answers writes nothing; the rest is written when the server stops.
    aMinutePasses();
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toHaveLength(1);
    await raw(url);
    stop();
    await waitFor(() => lines.length === 2);
    expect(lines[1]).toMatchObject({ cachedAnswers: { 200: 1 } });
    expect(lines).toHaveLength(2);
  });

  it('the same bytes and ETag in every encoding, 304 for a matching ETag, HEAD without a body', async () => {
    const url = '/api/casinos/compare?gameTypes=Slots&sort=bonus-value';
    const first = await raw(url);
    const served = fastPathStats.served;
    const again = await raw(url);
    expect(fastPathStats.served).toBe(served + 1);
    expect(again.body.equals(first.body)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    // Every public answer may differ by the visitor's state (its cookie).
    expect(first.headers.vary).toBe('Accept-Encoding, Cookie');
    const br = await raw(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(first.body)).toBe(true);
    const gzip = await raw(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(first.body)).toBe(true);
    expect(gzip.headers.etag).toBe(first.headers.etag);
    const notModified = await raw(url, { 'if-none-match': String(first.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    const head = await raw(url, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(first.body.length));
    expect(head.body.length).toBe(0);
    const list = await raw('/api/casinos');
    expect(list.headers['cache-control']).toBe(
      'public, max-age=60, must-revalidate, s-maxage=600, stale-while-revalidate=60, stale-if-error=86400',
    );
    // Below the compression threshold every client gets the same bytes: they vary only by the
    // visitor's state. The admin area's head is small (no JSON-LD).
    const small = await raw('/api/seo/head?path=/admin', { 'accept-encoding': 'gzip, br' });
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBe('Cookie');
  });

  it('an answer asked again is sent in its smaller brotli form from then on, made once', async () => {
    const url = '/api/casinos/compare?sort=rating-low';
    const br = { 'accept-encoding': 'br' };
    // The first compressed form is the quick one; the request that finds it in the cache gets it
    // too, and the smaller one is made after that request is answered.
    const first = await raw(url, br);
    const identity = brotliDecompressSync(first.body);
    const again = await raw(url, br);
    expect(again.body.equals(first.body)).toBe(true);
    // Made on a later turn of the server's loop (later still on a busy machine).
    let refined = again;
    await waitFor(async () => {
      refined = await raw(url, br);
      return refined.body.length < first.body.length;
    });
    expect(brotliDecompressSync(refined.body).equals(identity)).toBe(true);
    expect(refined.body.length).toBeLessThan(first.body.length);
    expect(refined.headers['content-length']).toBe(String(refined.body.length));
    expect(refined.headers.etag).toBe(first.headers.etag);
    const later = await raw(url, br);
    expect(later.body.equals(refined.body)).toBe(true);
  });

  it('reads request headers as Node does on the fast path: any case, repeated lines joined', async () => {
    const url = '/api/casinos/compare?gameTypes=Slots&sort=bonus-value';
    const first = await raw(url);
    const served = fastPathStats.served;
    // Raw header lines, as a client may send them (raw lines get no Host of their own): an
    // answer read from one line alone would be identity-encoded and a 200.
    const host = ['HOST', `127.0.0.1:${port}`];
    const br = await raw(url, [
      ...host,
      'ACCEPT-ENCODING',
      'identity;q=0',
      'Accept-Encoding',
      'br',
    ]);
    expect(br.headers['content-encoding']).toBe('br');
    const notModified = await raw(url, [
      ...host,
      'If-None-Match',
      'W/"other"',
      'if-none-match',
      String(first.headers.etag),
    ]);
    expect(notModified.status).toBe(304);
    expect(fastPathStats.served).toBe(served + 2);
  });

  it('a write through the models shows on the very next request', async () => {
    const url = '/api/casinos/slug/crown-coins-casino';
    const before = await raw(url);
    await CasinoModel.updateOne({ slug: 'crown-coins-casino' }, { $set: { promoCode: 'ZETA1' } });
    const after = await raw(url);
    expect(JSON.parse(after.body.toString()).promoCode).toBe('ZETA1');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    await CasinoModel.updateOne({ slug: 'crown-coins-casino' }, { $set: { promoCode: null } });
  });

  it('serves page documents from the cache too, only to requests that accept HTML', async () => {
    const html = await raw('/compare', { accept: 'text/html' });
    const served = fastPathStats.served;
    const again = await raw('/compare', { accept: 'text/html' });
    expect(fastPathStats.served).toBe(served + 1);
    expect(html.status).toBe(200);
    expect(again.body.equals(html.body)).toBe(true);
    expect(again.headers['cache-control']).toBe(
      'public, max-age=0, must-revalidate, s-maxage=600, stale-while-revalidate=60, stale-if-error=86400',
    );
    expect((await raw('/compare', { accept: 'application/json' })).status).toBe(404);
  });

  it('a page for a query is kept once asked again: a one-off filter set is rendered, not kept', async () => {
    const url = `/compare?minRating=${(Date.now() % 4) + 1}&sort=games-count`;
    const first = await raw(url, { accept: 'text/html' });
    const served = fastPathStats.served;
    const second = await raw(url, { accept: 'text/html' });
    expect(fastPathStats.served).toBe(served);
    const third = await raw(url, { accept: 'text/html' });
    expect(fastPathStats.served).toBe(served + 1);
    expect(first.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    expect(third.body.equals(first.body)).toBe(true);
    expect(third.headers.etag).toBe(first.headers.etag);
  });

  it('a page is cached by the query parameters its route reads only: a campaign tag costs no render', async () => {
    // Asked twice: kept (see above).
    await raw('/compare?sort=bonus-value', { accept: 'text/html' });
    const page = await raw('/compare?sort=bonus-value', { accept: 'text/html' });
    expect(page.status).toBe(200);
    // A random tag, other parameters in another order: the same cached document.
    const served = fastPathStats.served;
    const tagged = await raw(`/compare?utm_x=${Date.now()}&sort=bonus-value&fbclid=abc`, {
      accept: 'text/html',
    });
    expect(fastPathStats.served).toBe(served + 1);
    expect(tagged.body.equals(page.body)).toBe(true);
    // A parameter the page reads is another page.
    const other = fastPathStats.served;
    await raw('/compare?sort=rating-low', { accept: 'text/html' });
    expect(fastPathStats.served).toBe(other);
  });

  it("after a write, the start-up warm-up fills the cache so the first visitor's read is answered from it", async () => {
    await CasinoModel.updateOne({ slug: 'crown-coins-casino' }, { $set: { promoCode: 'WARM1' } });
    expect(await warmUp(`http://127.0.0.1:${port}`, { requests: 54, concurrency: 4 })).toBe(54);
    // The casino list as the pages ask for it (one page).
    const casinoPage = '/api/casinos?page=1&pageSize=100';
    for (const path of [casinoPage, '/api/casinos/compare', '/api/faqs']) {
      const served = fastPathStats.served;
      const answer = await raw(path, { 'accept-encoding': 'gzip' });
      expect(answer.status).toBe(200);
      expect(fastPathStats.served).toBe(served + 1);
    }
    // Every page of the route table without a parameter was made too, not only the home page.
    for (const path of ['/guides', '/terms-of-service']) {
      const served = fastPathStats.served;
      const page = await raw(path, { accept: 'text/html', 'accept-encoding': 'gzip' });
      expect(page.status).toBe(200);
      expect(fastPathStats.served).toBe(served + 1);
    }
    const { items: casinos } = JSON.parse((await raw(casinoPage)).body.toString()) as {
      items: Array<{ slug: string; promoCode: string | null }>;
    };
    expect(casinos.find((casino) => casino.slug === 'crown-coins-casino')?.promoCode).toBe('WARM1');
    await CasinoModel.updateOne({ slug: 'crown-coins-casino' }, { $set: { promoCode: null } });
  });

  it("renders pages for new queries while it warms up, and keeps none: a visitor's same query is new", async () => {
    const renders = 12;
    const pages = Array.from({ length: renders }, (_, n) => renderWarmUpPath(n));
    // Each a page of a route that reads its query, and each another query.
    expect(new Set(pages).size).toBe(renders);
    for (const page of pages) expect(page).toMatch(/^\/(compare|search)\?./);
    // Twice over: a page asked twice is kept, unless it was a warm-up's.
    for (let round = 0; round < 2; round += 1) {
      expect(
        await warmUp(`http://127.0.0.1:${port}`, { requests: 0, renders, concurrency: 4 }),
      ).toBe(renders);
    }
    for (const page of [pages[0], pages[3]]) {
      const served = fastPathStats.served;
      // The visitor's first and second requests are made; the third comes from the cache.
      for (let ask = 1; ask <= 3; ask += 1) {
        const answer = await raw(page, { accept: 'text/html' });
        expect(answer.status).toBe(200);
      }
      expect(fastPathStats.served).toBe(served + 1);
    }
  });
});

describe('two API processes on one database', () => {
  let instance: ApiProcess;
  let second: string;

  beforeAll(async () => {
    instance = await startApiProcess(fixture.siteRoot);
    second = instance.url;
  }, 60_000);

  afterAll(() => instance.stop());

  it('a write through one instance shows on the other on every endpoint', async () => {
    const on = (url: string) => fetch(`${second}${url}`, { headers: { accept: 'text/html' } });
    const text = async (url: string) => (await on(url)).text();
    const endpoints = [
      '/api/casinos',
      '/api/casinos/featured',
      '/api/casinos/compare?pageSize=50',
      '/api/casinos/slug/crown-coins-casino',
      '/api/search?q=crown',
      '/api/seo/head?path=/',
      '/',
      '/casino/crown-coins-casino',
    ];
    // Both instances answer (and cache) the current data first.
    for (const url of endpoints) expect(await text(url)).not.toContain('Crown Zeta');
    await request(app).get('/api/casinos').expect(200);

    await CasinoModel.findOneAndUpdate(
      { slug: 'crown-coins-casino' },
      { $set: { name: 'Crown Zeta Casino' } },
    );
    await waitFor(async () => (await text('/api/casinos')).includes('Crown Zeta Casino'));
    for (const url of endpoints) expect(await text(url)).toContain('Crown Zeta');
    // The database's own answer and the second instance's agree.
    const stored = await CasinoModel.findOne({ slug: 'crown-coins-casino' }).lean();
    expect(stored?.name).toBe('Crown Zeta Casino');
  });

  it("an admin list on one instance shows the other's write at once, never a stale page", async () => {
    // A session made in the shared database: the second instance knows it at once.
    const token = await loginAdmin();
    const adminList = async (query: string) => {
      const res = await fetch(`${second}/api/admin/casinos?${query}`, {
        headers: auth(token),
      });
      return { total: res.headers.get('x-total-count'), rows: (await res.json()) as Casino[] };
    };
    // The second instance has answered (and holds in memory) the list before the write.
    const before = await adminList('page=1&pageSize=5&q=zeta');
    const created = await createCasino({ status: 'draft' });
    // No waiting: the very next admin request sees the write made through another process.
    const after = await adminList(`page=1&pageSize=5&q=${created.slug}`);
    expect(after.rows.map((row) => row.slug)).toEqual([created.slug]);
    expect(Number((await adminList('page=1&pageSize=5&q=zeta')).total)).toBe(
      Number(before.total) + 1,
    );
    await CasinoModel.updateOne({ _id: created._id }, { $set: { name: 'Zeta Renamed Draft' } });
    expect((await adminList(`q=${created.slug}`)).rows[0]?.name).toBe('Zeta Renamed Draft');
    await CasinoModel.deleteOne({ _id: created._id });
    expect((await adminList(`q=${created.slug}`)).rows).toEqual([]);
  });

  it('concurrent writes each reach the other instance (every write gets its own change-log entry)', async () => {
    const created = await Promise.all(Array.from({ length: 12 }, () => createCasino()));
    const status = async (slug: string) =>
      (await fetch(`${second}/api/casinos/slug/${slug}`)).status;
    await waitFor(async () =>
      (await Promise.all(created.map((casino) => status(casino.slug)))).every((s) => s === 200),
    );
  });

  it('a write whose change number another instance took at the same moment takes the next one', async () => {
    const changes = mongoose.connection.collection<{ _id: string; version: number }>('changes');
    const log = mongoose.connection.collection<ChangeLogEntry>('changelog');
    const { version } = (await changes.findOne({ _id: 'casinos' })) ?? { version: 0 };
    // As if another instance's write had been handed version + 1 as well, and logged it first.
    await log.insertOne({
      _id: `casinos:${version + 1}`,
      collection: 'casinos',
      version: version + 1,
      ids: [],
    });
    const created = await createCasino();
    const entry = await log.findOne({ _id: `casinos:${version + 2}` });
    expect(entry).toMatchObject({ ids: [String(created._id)] });
    await waitFor(
      async () => (await fetch(`${second}/api/casinos/slug/${created.slug}`)).status === 200,
    );
  });

  it('a write whose signal failed still reaches the other instance (its collection is reloaded)', async () => {
    const changes = mongoose.connection.collection<{ _id: string; version: number }>('changes');
    const log = mongoose.connection.collection<ChangeLogEntry>('changelog');
    const { version } = (await changes.findOne({ _id: 'casinos' })) ?? { version: 0 };
    // Every number the signal will try is taken already: it fails, as when the database goes away
    // between a write and its signal.
    await log.insertMany(
      [1, 2, 3, 4, 5].map((n) => ({
        _id: `casinos:${version + n}`,
        collection: 'casinos',
        version: version + n,
        ids: [],
      })),
    );
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const created = await createCasino();
      await waitFor(
        async () => (await fetch(`${second}/api/casinos/slug/${created.slug}`)).status === 200,
      );
      // The failure is not silent: operators see it in the log.
      expect(logged).toHaveBeenCalledWith('Change signal for casinos failed:', expect.anything());
    } finally {
      logged.mockRestore();
    }
  });

  it('the change log carries what a save wrote and what a delete removed, so readers need not scan the collection', async () => {
    const log = mongoose.connection.collection<ChangeLogEntry>('changelog');
    const latest = async () =>
      (await log.find({ collection: 'casinos' }).toArray()).sort(
        (a, b) => b.version - a.version,
      )[0];
    const created = await createCasino();
    expect((await latest()).records?.map((record) => record.slug)).toEqual([created.slug]);
    await CasinoModel.deleteOne({ _id: created._id });
    expect(await latest()).toMatchObject({ ids: [String(created._id)], deleted: true });
    await waitFor(
      async () => (await fetch(`${second}/api/casinos/slug/${created.slug}`)).status === 404,
    );
  });

  it('only the latest change-log entries keep their records (every look scans the log); older ones keep their ids', async () => {
    const log = mongoose.connection.collection<ChangeLogEntry>('changelog');
    const casino = await createCasino();
    for (let n = 1; n <= 2 * CHANGE_LOG_RECORDS_KEPT; n += 1) {
      // Answered as stored ("new"): the entry carries the record, as an admin save's does.
      await CasinoModel.findOneAndUpdate(
        { _id: casino._id },
        { $set: { name: `Log Trim ${n}` } },
        { new: true },
      );
    }
    const entries = (await log.find({ collection: 'casinos' }).toArray()).sort(
      (a, b) => b.version - a.version,
    );
    const withRecords = entries.filter((entry) => entry.records !== undefined);
    // Trimmed every ten writes: between 20 and 30 entries keep their records, all the newest.
    expect(withRecords.length).toBeGreaterThanOrEqual(CHANGE_LOG_RECORDS_KEPT);
    expect(withRecords.length).toBeLessThan(CHANGE_LOG_RECORDS_KEPT + 10);
    expect(entries.slice(0, withRecords.length)).toEqual(withRecords);
    const trimmed = entries[withRecords.length];
    expect(trimmed.ids).toEqual([String(casino._id)]);
    await waitFor(async () =>
      (await (await fetch(`${second}/api/casinos/slug/${casino.slug}`)).text()).includes(
        `Log Trim ${2 * CHANGE_LOG_RECORDS_KEPT}`,
      ),
    );
  });

  it('new rating weights saved through one instance re-rate every casino on the other', async () => {
    const ratings = async () =>
      ((await (await fetch(`${second}/api/casinos`)).json()) as Casino[]).map((c) => c.rating);
    const before = await ratings();
    const token = await loginAdmin();
    const weights = {
      bonuses: 5,
      games: 5,
      redemption: 5,
      trust: 75,
      support: 5,
      responsiblePlay: 5,
    };
    await request(app)
      .put('/api/admin/rating-method')
      .set(auth(token))
      .send({ weights })
      .expect(200);
    await waitFor(async () => JSON.stringify(await ratings()) !== JSON.stringify(before));
    const rated = (await (await fetch(`${second}/api/casinos`)).json()) as Casino[];
    const stored = await CasinoModel.find().lean();
    for (const casino of rated) {
      const scores = stored.find((record) => record.slug === casino.slug)?.subScores;
      if (scores) expect(casino.rating).toBe(computeRating(scores, weights));
    }
    await RatingMethodModel.deleteMany({});
  });

  it('a casino created, then deleted, through one instance appears and goes on the other', async () => {
    const status = async (url: string) => (await fetch(`${second}${url}`)).status;
    const created = await createCasino();
    await waitFor(async () => (await status(`/api/casinos/slug/${created.slug}`)) === 200);
    expect(await status(`/api/casinos/${String(created._id)}`)).toBe(200);
    await CasinoModel.deleteOne({ _id: created._id });
    await waitFor(async () => (await status(`/api/casinos/slug/${created.slug}`)) === 404);
    expect(await status(`/api/casinos/${String(created._id)}`)).toBe(404);
  });
});

describe('the workers of one instance', () => {
  let site: ApiProcess;

  beforeAll(async () => {
    site = await startApiProcess(fixture.siteRoot, { WEB_CONCURRENCY: '2' });
  }, 60_000);

  afterAll(() => site.stop());

  it("each sees another instance's write: their primary watches the database and tells them", async () => {
    const slug = 'frontier-fortune';
    // A new connection each time: the primary hands them to its two workers in turn.
    const read = () =>
      new Promise<string>((resolve, reject) => {
        http
          .get(`${site.url}/api/casinos/slug/${slug}`, { agent: false }, (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => resolve(body));
          })
          .on('error', reject);
      });
    const readsOfBoth = async () => [await read(), await read(), await read(), await read()];
    // Both workers answer (and cache) the current data first.
    for (const answer of await readsOfBoth()) expect(answer).not.toContain('Omega');
    await CasinoModel.findOneAndUpdate({ slug }, { $set: { name: 'Frontier Omega' } });
    await waitFor(async () => (await readsOfBoth()).every((answer) => answer.includes('Omega')));
  });
});

describe("a worker's read model told of changes by its primary", () => {
  it('looks at the counters when told, and patches what another instance wrote', async () => {
    const model = new ReadModel();
    await model.current();
    // Its own look at most once a minute: what it sees here, it was told.
    model.followChangeSignal(60_000);
    const before = model.version;
    const slug = 'desert-star-casino';
    const nameIn = () => model.latestView?.casinos.bySlug.get(slug)?.record.name;
    expect(nameIn()).toBe('Desert Star Casino');
    // Written as another instance writes: to the database, its change counter moved.
    await CasinoModel.updateOne({ slug }, { $set: { name: 'Desert Omega' } });
    model.lookAgain();
    await waitFor(() => model.version > before);
    expect(nameIn()).toBe('Desert Omega');
  });
});

describe("the primary's watch of the change counters", () => {
  it('tells the workers when a write moves them', async () => {
    let told = 0;
    const stop = relayChangeCounters(() => (told += 1));
    try {
      // Its first look learns where the counters stand.
      await new Promise((resolve) => setTimeout(resolve, 3 * CHANGE_POLL_MS));
      expect(told).toBe(0);
      await createCasino();
      await waitFor(() => told === 1);
    } finally {
      stop();
    }
  });
});

describe('admin lists answered from memory', () => {
  const rules = CASINO_LIST_RULES;

  beforeAll(async () => {
    // Ties in every sorted column, drafts, scheduled and past-scheduled records, mixed case.
    for (const [i, fields] of [
      { rating: 4.5, name: 'alpha Tie' },
      { rating: 4.5, name: 'Alpha Tie' },
      { ...DRAFT, rating: 3 },
      { publishAt: new Date(Date.now() + 10 * HOUR), isFeatured: false },
      { publishAt: new Date(Date.now() - HOUR), bonusAmount: 'FREE 5 SC' },
      { rating: 1, isFeatured: false },
    ].entries()) {
      await createCasino(fields, unique(`memory-list-${i}`));
    }
  });

  const queries: Partial<AdminListQuery>[] = [
    {},
    { page: 1 },
    { page: 2, pageSize: 3 },
    { sort: 'name' },
    { sort: 'name', dir: 'desc', page: 1, pageSize: 4 },
    { sort: 'rating', dir: 'asc' },
    { sort: 'bonus', dir: 'desc' },
    { sort: 'featured' },
    { sort: 'updatedAt', dir: 'desc' },
    { q: 'TIE' },
    { q: 'free 5' },
    { q: 'memory-list', state: 'draft' },
    { state: 'scheduled' },
    { state: 'published', page: 1, pageSize: 50 },
    { q: 'no such casino anywhere' },
  ];

  it.each(queries)('answer %j exactly as the database does', async (fields) => {
    const query = adminListQuerySchema.parse(fields);
    const fromDatabase = await findPageInDatabase(CasinoModel, query, rules);
    const records = await readModel.storedRecords('casinos');
    expect(records).not.toBeNull();
    const fromMemory = listFromMemory(records ?? new Map(), query, rules);
    expect(fromMemory.total).toBe(fromDatabase.total);
    expect(fromMemory.page.map((r) => String(r._id))).toEqual(
      fromDatabase.page.map((r) => String(r._id)),
    );
  });
});
