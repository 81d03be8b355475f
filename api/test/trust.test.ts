import request from 'supertest';
import type { Author, AuthorProfile, Guide, Review, StaffAccountOption } from '@sweepscout/shared';
import { AuditEntryModel } from '../src/features/audit/model';
import { AuthorModel } from '../src/features/authors/model';
import { CasinoModel } from '../src/features/casinos/model';
import { FaqModel } from '../src/features/faqs/model';
import { GuideModel } from '../src/features/guides/model';
import { ReviewModel } from '../src/features/reviews/model';
import { SEED_AUTHORS } from '../src/seed/data/authors';
import {
  auth,
  bodies,
  createStaff,
  loginAdmin,
  sessionFor,
  setupAdminSuite,
  unique,
} from './admin-helpers';

const { app } = setupAdminSuite('trust');

const get = (path: string) => request(app).get(path).set('Host', 'sweepscout.test');
const html = (path: string) => get(path).set('Accept', 'text/html');

type Ld = Record<string, unknown> & { '@type': string };
function jsonLdOf(text: string): Ld[] {
  const head = /<head>([\s\S]*)<\/head>/i.exec(text)?.[1] ?? '';
  return [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Ld,
  );
}

const ABSOLUTE = /^http:\/\/sweepscout\.test\//;

/** The properties search engines require of each type we publish (schema.org vocabulary). */
function expectValid(node: Ld, top = true): void {
  if (top) expect(node['@context']).toBe('https://schema.org');
  const has = (...names: string[]) => {
    for (const name of names) expect(node).toHaveProperty(name);
  };
  switch (node['@type']) {
    case 'Review':
      has('itemReviewed', 'author', 'reviewRating');
      expectValid(node.author as Ld, false);
      expectValid(node.reviewRating as Ld, false);
      break;
    case 'Rating': {
      has('ratingValue', 'bestRating', 'worstRating');
      const value = node.ratingValue as number;
      expect(value).toBeGreaterThanOrEqual(node.worstRating as number);
      expect(value).toBeLessThanOrEqual(node.bestRating as number);
      break;
    }
    case 'Person':
      has('name');
      if (node.url) expect(node.url).toMatch(ABSOLUTE);
      break;
    case 'Organization':
      has('name', 'url');
      break;
    case 'BreadcrumbList':
    case 'ItemList': {
      const items = node.itemListElement as Ld[];
      expect(items.length).toBeGreaterThan(0);
      items.forEach((item, index) => {
        expect(item['@type']).toBe('ListItem');
        expect(item.position).toBe(index + 1);
        expect(item.name).toEqual(expect.any(String));
        // Every crumb but the page itself links; every list item links.
        if (node['@type'] === 'ItemList' || index < items.length - 1) {
          expect(item.item ?? item.url).toMatch(ABSOLUTE);
        }
      });
      break;
    }
    case 'ProfilePage':
      has('mainEntity');
      expectValid(node.mainEntity as Ld, false);
      break;
    case 'Article':
      has('headline', 'author', 'datePublished');
      expectValid(node.author as Ld, false);
      break;
    default:
      expect(['WebSite', 'WebPage']).toContain(node['@type']);
  }
}

describe('authors', () => {
  it('lists the seeded profiles, and links every seed review and guide to an author and a fact-checker', async () => {
    const authors = (await get('/api/authors').expect(200)).body as Author[];
    expect(authors.map((a) => a.slug).sort()).toEqual(SEED_AUTHORS.map((a) => a.slug).sort());
    const ids = new Set(authors.map((a) => a.id));
    const reviews = (await get('/api/reviews').expect(200)).body as Review[];
    const guides = (await get('/api/guides').expect(200)).body as Guide[];
    for (const article of [...reviews, ...guides]) {
      expect(ids.has(article.authorId ?? '')).toBe(true);
      expect(ids.has(article.factCheckerId ?? '')).toBe(true);
      expect(article.factCheckerId).not.toBe(article.authorId);
      const author = authors.find((a) => a.id === article.authorId);
      expect(author?.name).toBe(article.authorName);
    }
  });

  it("an author's page lists what they wrote and fact-checked, newest first; an unknown one is 404", async () => {
    const profile = (await get('/api/authors/slug/megan-doyle').expect(200)).body as AuthorProfile;
    const written = await ReviewModel.find({ authorName: 'Megan Doyle' }).sort({ publishDate: -1 });
    expect(profile.reviews.filter((r) => r.role === 'author').map((r) => r.slug)).toEqual(
      written.map((r) => r.slug),
    );
    expect(profile.reviews.concat(profile.guides).some((w) => w.role === 'fact-checker')).toBe(
      true,
    );
    await get('/api/authors/slug/nobody').expect(404);
    const page = await html('/authors/megan-doyle').expect(200);
    expect(page.text).toContain('<title>Megan Doyle, Senior Reviewer | SweepScout</title>');
    await html('/authors/nobody').expect(404);
  });

  it('staff create an author (audited); bad input is refused with 400 and nothing is written', async () => {
    const token = await loginAdmin();
    const bad = await request(app)
      .post('/api/admin/authors')
      .set(auth(token))
      .send({ name: 'Sam', slug: 'Not A Slug', role: 'Writer', bio: 'Bio.', links: 'ftp://x' })
      .expect(400);
    expect(bad.body.message).toMatch(/Slug|Link/);
    expect(await AuthorModel.exists({ name: 'Sam' })).toBeNull();
    const created = await request(app)
      .post('/api/admin/authors')
      .set(auth(token))
      .send({
        name: 'Sam Ortiz',
        slug: 'sam-ortiz',
        role: 'Writer',
        bio: 'Sam writes guides.',
        links: 'https://example.com/sam\nhttps://example.org/sam',
      })
      .expect(201);
    expect(created.body.links).toEqual(['https://example.com/sam', 'https://example.org/sam']);
    expect(await AuditEntryModel.exists({ recordType: 'author', action: 'create' })).toBeTruthy();
    expect(((await get('/api/authors').expect(200)).body as Author[]).map((a) => a.slug)).toContain(
      'sam-ortiz',
    );
    await request(app)
      .post('/api/admin/authors')
      .set(auth(token))
      .send({ name: 'Sam Two', slug: 'sam-ortiz', role: 'Writer', bio: 'Another.' })
      .expect(409);
  });

  it('a profile links only to an existing staff account, picked from the accounts staff who edit authors may list', async () => {
    const token = await loginAdmin();
    const editorName = unique('writer');
    const editorId = await createStaff(editorName, 'editor', ['manage_reviews']);
    const accounts = await request(app)
      .get('/api/admin/authors/staff-accounts')
      .set(auth(await sessionFor(editorId)))
      .expect(200);
    expect(accounts.body as StaffAccountOption[]).toContainEqual({
      id: editorId,
      username: editorName,
      role: 'editor',
    });
    expect(accounts.body).toContainEqual(
      expect.objectContaining({ username: 'admin', role: 'admin' }),
    );
    for (const account of accounts.body as object[]) {
      expect(Object.keys(account).sort()).toEqual(['id', 'role', 'username']);
    }
    // Who may not edit authors does not see the staff list (a viewer reads other admin lists).
    const viewer = await sessionFor(await createStaff(unique('viewer'), 'viewer'));
    await request(app).get('/api/admin/authors/staff-accounts').set(auth(viewer)).expect(403);

    const body = { name: 'Riley Park', slug: 'riley-park', role: 'Writer', bio: 'Riley writes.' };
    const refused = await request(app)
      .post('/api/admin/authors')
      .set(auth(token))
      .send({ ...body, staffUserId: '0123456789abcdef01234567' })
      .expect(400);
    expect(refused.body.message).toBe('Invalid staffUserId: No staff account with this id exists');
    expect(await AuthorModel.exists({ slug: 'riley-park' })).toBeNull();

    const created = await request(app)
      .post('/api/admin/authors')
      .set(auth(token))
      .send({ ...body, staffUserId: editorId })
      .expect(201);
    expect(created.body.staffUserId).toBe(editorId);
    const unlinked = await request(app)
      .put(`/api/admin/authors/${created.body.id}`)
      .set(auth(token))
      .send({ ...body, staffUserId: '' })
      .expect(200);
    expect(unlinked.body.staffUserId).toBeNull();

    // Deleting the staff account unlinks the profile, which stays editable.
    await request(app)
      .put(`/api/admin/authors/${created.body.id}`)
      .set(auth(token))
      .send({ ...body, staffUserId: editorId })
      .expect(200);
    await request(app).delete(`/api/admin/users/${editorId}`).set(auth(token)).expect(200);
    expect((await AuthorModel.findById(created.body.id).lean())?.staffUserId).toBeNull();
    await request(app)
      .put(`/api/admin/authors/${created.body.id}`)
      .set(auth(token))
      .send({ ...body, bio: 'Riley still writes.' })
      .expect(200);
  });

  it('a review naming an unknown author is refused; an author still named cannot be deleted', async () => {
    const token = await loginAdmin();
    const review = await ReviewModel.findOne().lean();
    const body = {
      ...bodies.review(String(review!.casinoId)),
      authorId: '0123456789abcdef01234567',
    };
    const refused = await request(app)
      .post('/api/admin/reviews')
      .set(auth(token))
      .send(body)
      .expect(400);
    expect(refused.body.message).toMatch(/author/i);
    const megan = await AuthorModel.findOne({ slug: 'megan-doyle' }).lean();
    const res = await request(app)
      .delete(`/api/admin/authors/${String(megan!._id)}`)
      .set(auth(token))
      .expect(409);
    expect(res.body.message).toMatch(/still name/);
  });
});

describe('change notes', () => {
  it('a publish with a note adds it, dated, to the public page; a draft or a minor edit adds none', async () => {
    const token = await loginAdmin();
    const guide = await GuideModel.findOne({ slug: 'how-to-redeem-sweep-coins' }).lean();
    const base = {
      ...bodies.guide(guide!.slug),
      title: guide!.title,
      authorName: guide!.authorName,
    };
    const save = (extra: object) =>
      request(app)
        .put(`/api/admin/guides/${String(guide!._id)}`)
        .set(auth(token))
        .send({ ...base, ...extra })
        .expect(200);
    await save({ changeNote: 'Redemption minimum lowered to 50 SC' });
    await save({ changeNote: 'Drafted note', status: 'draft' });
    await save({ status: 'published' });
    const shown = (await get(`/api/guides/slug/${guide!.slug}`).expect(200)).body as Guide;
    expect(shown.changeNotes?.map((n) => n.text)).toEqual(['Redemption minimum lowered to 50 SC']);
    expect(Date.parse(shown.changeNotes![0].date)).toBeGreaterThan(Date.now() - 60_000);
    expect(shown.updatedAt).toEqual(expect.any(String));
    // The author and fact-checker stay when a save does not name them.
    expect(shown.authorId).toBe(String(guide!.authorId));
    const tooLong = await request(app)
      .put(`/api/admin/guides/${String(guide!._id)}`)
      .set(auth(token))
      .send({ ...base, changeNote: 'x'.repeat(301) })
      .expect(400);
    expect(tooLong.body.message).toMatch(/Change note must be at most 300 characters/);
  });
});

describe('change notes on a bulk publish', () => {
  const NOTE = 'Bonus terms rechecked for November';
  const bulk = async (resource: string, body: object, status = 200) =>
    request(app)
      .post(`/api/admin/${resource}/bulk`)
      .set(auth(await loginAdmin()))
      .send(body)
      .expect(status);
  const notesOf = async (resource: string, slug: string) =>
    ((await get(`/api/${resource}/slug/${slug}`).expect(200)).body as Review).changeNotes?.map(
      (note) => note.text,
    ) ?? [];

  it('adds the note, dated, to every record it publishes; the public answers show it', async () => {
    const reviews = await ReviewModel.find().sort({ slug: 1 }).limit(2).lean();
    const guide = await GuideModel.findOne().sort({ slug: 1 }).lean();
    const casinos = await CasinoModel.find().sort({ slug: 1 }).limit(2).lean();
    // One of the reviews is a draft: the bulk publish puts it live with the note.
    await ReviewModel.updateOne({ _id: reviews[1]._id }, { status: 'draft' });
    await get(`/api/reviews/slug/${reviews[1].slug}`).expect(404);

    const done = await bulk('reviews', {
      action: 'publish',
      ids: reviews.map((r) => String(r._id)),
      changeNote: `  ${NOTE} `,
    });
    expect(done.body).toEqual({ done: reviews.map((r) => String(r._id)), failed: [] });
    await bulk('guides', { action: 'publish', ids: [String(guide!._id)], changeNote: NOTE });
    await bulk('casinos', {
      action: 'publish',
      ids: casinos.map((c) => String(c._id)),
      changeNote: NOTE,
    });

    for (const review of reviews) {
      const shown = (await get(`/api/reviews/slug/${review.slug}`).expect(200)).body as Review;
      expect(shown.changeNotes?.[0]).toEqual({ date: expect.any(String), text: NOTE });
      expect(Date.parse(shown.changeNotes![0].date)).toBeGreaterThan(Date.now() - 60_000);
    }
    expect((await notesOf('guides', guide!.slug))[0]).toBe(NOTE);
    for (const casino of casinos) expect((await notesOf('casinos', casino.slug))[0]).toBe(NOTE);

    // A minor publish (no note) adds none.
    await bulk('guides', { action: 'publish', ids: [String(guide!._id)], changeNote: '' });
    expect((await notesOf('guides', guide!.slug)).filter((text) => text === NOTE)).toHaveLength(1);
  });

  it('an invalid note is refused with 400 and nothing is published or noted', async () => {
    const review = await ReviewModel.findOne().sort({ slug: -1 }).lean();
    await ReviewModel.updateOne({ _id: review!._id }, { status: 'draft' });
    const ids = [String(review!._id)];
    const before = (await ReviewModel.findById(review!._id).lean())!.changeNotes ?? [];

    const tooLong = await bulk(
      'reviews',
      { action: 'publish', ids, changeNote: 'x'.repeat(301) },
      400,
    );
    expect(tooLong.body.message).toMatch(/Change note must be at most 300 characters/);
    const notPublish = await bulk('reviews', { action: 'unpublish', ids, changeNote: NOTE }, 400);
    expect(notPublish.body.message).toMatch(/A change note goes only with publish/);
    const faq = await FaqModel.findOne().lean();
    const noNotes = await bulk(
      'faqs',
      { action: 'publish', ids: [String(faq!._id)], changeNote: NOTE },
      400,
    );
    expect(noNotes.body.message).toMatch(/has no change notes/);

    const after = (await ReviewModel.findById(review!._id).lean())!;
    expect(after.status).toBe('draft');
    expect(after.changeNotes ?? []).toEqual(before);
    await get(`/api/reviews/slug/${review!.slug}`).expect(404);
    await ReviewModel.updateOne({ _id: review!._id }, { status: 'published' });
  });
});

describe('structured data', () => {
  it('every public page carries valid JSON-LD ending in its BreadcrumbList', async () => {
    const review = await ReviewModel.findOne().lean();
    const guide = await GuideModel.findOne().lean();
    const paths = [
      '/',
      '/compare',
      '/methodology',
      '/reviews',
      `/reviews/${review!.slug}`,
      `/guides/${guide!.slug}`,
      '/casino/crown-coins-casino',
      '/authors/jordan-reyes',
    ];
    for (const path of paths) {
      const nodes = jsonLdOf((await html(path).expect(200)).text);
      for (const node of nodes) expectValid(node);
      expect(nodes.at(-1)?.['@type']).toBe('BreadcrumbList');
    }
    const compare = jsonLdOf((await html('/compare').expect(200)).text);
    expect(compare.map((node) => node['@type'])).toEqual(['ItemList', 'BreadcrumbList']);
  });

  it('a review names its author as a Person with their page, and the publisher its publishing principles', async () => {
    const review = await ReviewModel.findOne({ authorName: 'Jordan Reyes' }).lean();
    const [ld] = jsonLdOf((await html(`/reviews/${review!.slug}`).expect(200)).text);
    expect(ld['@type']).toBe('Review');
    expect(ld.author).toMatchObject({
      '@type': 'Person',
      name: 'Jordan Reyes',
      url: 'http://sweepscout.test/authors/jordan-reyes',
    });
    expect(ld.publisher).toMatchObject({
      '@type': 'Organization',
      publishingPrinciples: 'http://sweepscout.test/methodology',
    });
    const crumbs = jsonLdOf((await html(`/reviews/${review!.slug}`).expect(200)).text).at(-1);
    expect((crumbs?.itemListElement as { name: string }[]).map((c) => c.name)).toEqual([
      'Home',
      'Casino Reviews',
      review!.title,
    ]);
  });
});
