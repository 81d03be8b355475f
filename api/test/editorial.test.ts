import { TOTAL_COUNT_HEADER } from '@sweepscout/shared';
import request from 'supertest';
import {
  CSRF,
  anyCasinoId,
  bodies,
  createStaff,
  login,
  loginAdmin,
  sessionClient,
  sessionFor,
  setupAdminSuite,
  STAFF_PASSWORD,
  unique,
} from './admin-helpers';
import { EDITOR_SAMPLE_HTML } from '../../tests/support/editorSampleHtml';

const { app } = setupAdminSuite('admin_editorial', { timeout: 60_000 });
let admin = '';
let casinoId = '';

beforeAll(async () => {
  admin = await loginAdmin(app);
  casinoId = await anyCasinoId();
}, 60_000);

const as = (token: string) => sessionClient(app, token);
const api = () => as(admin);

/** What a visitor can see of a review: list, page data, search and sitemap. */
async function publicView(slug: string, title: string) {
  const [list, page, search, sitemap] = await Promise.all([
    request(app).get('/api/reviews'),
    request(app).get(`/api/reviews/slug/${slug}`),
    request(app).get('/api/search').query({ q: title }),
    request(app).get('/sitemap.xml'),
  ]);
  return {
    inList: (list.body as { slug: string }[]).some((r) => r.slug === slug),
    pageStatus: page.status,
    inSearch: (search.body.reviews as { slug: string }[]).some((r) => r.slug === slug),
    inSitemap: sitemap.text.includes(`/reviews/${slug}<`),
  };
}

const hidden = { inList: false, pageStatus: 404, inSearch: false, inSitemap: false };
const shown = { inList: true, pageStatus: 200, inSearch: true, inSitemap: true };

/** Polls until `check` holds or the time is up: waits for the real condition, no fixed sleep. */
async function eventually(check: () => Promise<boolean>, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('drafts and publishing', () => {
  it('a call without status publishes, as calls written before drafts always did', async () => {
    const body = bodies.review(casinoId);
    const res = await api().post('/api/admin/reviews', body).expect(201);
    expect(res.body).toMatchObject({ status: 'published', publishAt: null });
    expect(Date.parse(res.body.updatedAt)).not.toBeNaN();
    expect(await publicView(body.slug, body.title)).toEqual(shown);
  });

  it('an update in the shape before drafts existed (no status, publishAt, updatedAt) is accepted', async () => {
    // The shape a remote built before this contract change sends: the API takes both for a major.
    const body = bodies.review(casinoId);
    const created = await api().post('/api/admin/reviews', body).expect(201);
    const renamed = { ...body, title: `${body.title} (updated)` };
    const res = await api().put(`/api/admin/reviews/${created.body.id}`, renamed).expect(200);
    expect(res.body).toMatchObject({ title: renamed.title, status: 'published', publishAt: null });
    expect(await publicView(body.slug, renamed.title)).toEqual(shown);
  });

  it('a draft review reaches no public answer until it is published', async () => {
    const body = { ...bodies.review(casinoId), status: 'draft' };
    const created = await api().post('/api/admin/reviews', body).expect(201);
    expect(created.body.status).toBe('draft');
    expect(await publicView(body.slug, body.title)).toEqual(hidden);

    const adminList = await api().get('/api/admin/reviews').expect(200);
    expect(adminList.body.map((r: { slug: string }) => r.slug)).toContain(body.slug);

    await api()
      .put(`/api/admin/reviews/${created.body.id}`, { ...body, status: 'published' })
      .expect(200);
    expect(await publicView(body.slug, body.title)).toEqual(shown);
  });

  it.each([
    ['casinos', '/api/casinos', () => bodies.casino(), (b: { slug: string }) => b.slug, 'slug'],
    ['guides', '/api/guides', () => bodies.guide(), (b: { slug: string }) => b.slug, 'slug'],
    ['faqs', '/api/faqs', () => bodies.faq(), (b: { question: string }) => b.question, 'question'],
    ['games', '/api/games', () => bodies.game(casinoId), (b: { name: string }) => b.name, 'name'],
  ] as const)(
    'a draft in %s stays off the public list',
    async (resource, publicPath, makeBody, keyOf, field) => {
      const body = makeBody() as Record<string, unknown>;
      await api()
        .post(`/api/admin/${resource}`, { ...body, status: 'draft' })
        .expect(201);
      const list = await request(app).get(publicPath).expect(200);
      const keys = (list.body as Record<string, unknown>[]).map((r) => r[field]);
      expect(keys).not.toContain(keyOf(body as never));
    },
  );

  it('a draft page content answers 404 publicly', async () => {
    const body = { ...bodies.page(), status: 'draft' };
    await api().post('/api/admin/page-contents', body).expect(201);
    await request(app).get(`/api/pages/${body.page}`).expect(404);
  });

  it('rejects an unknown status with 400 and writes nothing', async () => {
    const body = { ...bodies.guide(), status: 'live' };
    const res = await api().post('/api/admin/guides', body).expect(400);
    expect(res.body.issues.map((i: { path: string }) => i.path)).toContain('status');
    const list = await api().get('/api/admin/guides').query({ q: body.slug }).expect(200);
    expect(list.body).toEqual([]);
  });
});

describe('scheduling', () => {
  it('a review scheduled ahead is hidden, shown as scheduled to staff, and appears on its own', async () => {
    const publishAt = new Date(Date.now() + 2500).toISOString();
    const body = { ...bodies.review(casinoId), publishAt };
    const created = await api().post('/api/admin/reviews', body).expect(201);
    expect(created.body).toMatchObject({ status: 'published', publishAt });
    expect(await publicView(body.slug, body.title)).toEqual(hidden);
    const scheduled = await api()
      .get('/api/admin/reviews')
      .query({ state: 'scheduled', q: body.slug })
      .expect(200);
    expect(scheduled.body.map((r: { slug: string }) => r.slug)).toEqual([body.slug]);

    const appeared = await eventually(
      async () => (await request(app).get(`/api/reviews/slug/${body.slug}`)).status === 200,
      10_000,
    );
    expect(appeared).toBe(true);
    expect(await publicView(body.slug, body.title)).toEqual(shown);
  });

  it('rejects a publishAt that is not a date', async () => {
    const res = await api()
      .post('/api/admin/guides', { ...bodies.guide(), publishAt: 'tomorrow-ish' })
      .expect(400);
    expect(res.body.issues.map((i: { path: string }) => i.path)).toContain('publishAt');
  });
});

describe('revisions', () => {
  it('keeps one per save, newest first, and a restore brings the old title back as a new one', async () => {
    const body = bodies.review(casinoId);
    const created = await api().post('/api/admin/reviews', body).expect(201);
    const id = created.body.id as string;
    await api()
      .put(`/api/admin/reviews/${id}`, { ...body, title: 'Second title' })
      .expect(200);
    await api()
      .put(`/api/admin/reviews/${id}`, { ...body, title: 'Third title' })
      .expect(200);

    const list = await api().get(`/api/admin/reviews/${id}/revisions`).expect(200);
    expect(list.body).toHaveLength(3);
    expect(list.body[0]).toEqual({
      id: expect.any(String),
      createdAt: expect.any(String),
      by: 'admin',
    });
    const times = list.body.map((r: { createdAt: string }) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const oldest = list.body[2].id as string;
    const detail = await api().get(`/api/admin/reviews/${id}/revisions/${oldest}`).expect(200);
    expect(detail.body.record).toMatchObject({ title: body.title, slug: body.slug });

    const restored = await api()
      .post(`/api/admin/reviews/${id}/revisions/${oldest}/restore`)
      .expect(200);
    expect(restored.body.title).toBe(body.title);
    const pub = await request(app).get(`/api/reviews/slug/${body.slug}`).expect(200);
    expect(pub.body.title).toBe(body.title);
    const after = await api().get(`/api/admin/reviews/${id}/revisions`).expect(200);
    expect(after.body).toHaveLength(4);
  });

  it.each([
    ['casinos', () => bodies.casino(), { name: 'Changed name' }, 'name'],
    ['guides', () => bodies.guide(), { title: 'Changed title' }, 'title'],
    ['faqs', () => bodies.faq(), { answer: 'Changed answer' }, 'answer'],
    ['games', () => bodies.game(casinoId), { description: 'Changed' }, 'description'],
    ['page-contents', () => bodies.page(), { title: 'Changed title' }, 'title'],
  ] as const)('%s keep revisions and restore them', async (resource, makeBody, change, field) => {
    const body = makeBody() as Record<string, unknown>;
    const created = await api().post(`/api/admin/${resource}`, body).expect(201);
    const id = created.body.id as string;
    await api()
      .put(`/api/admin/${resource}/${id}`, { ...body, ...change })
      .expect(200);
    const list = await api().get(`/api/admin/${resource}/${id}/revisions`).expect(200);
    expect(list.body).toHaveLength(2);
    const restored = await api()
      .post(`/api/admin/${resource}/${id}/revisions/${list.body[1].id}/restore`)
      .expect(200);
    expect(restored.body[field]).toBe(created.body[field]);
  });

  it('answers 404 for a revision of another record', async () => {
    const a = await api().post('/api/admin/guides', bodies.guide()).expect(201);
    const b = await api().post('/api/admin/guides', bodies.guide()).expect(201);
    const [revOfB] = (await api().get(`/api/admin/guides/${b.body.id}/revisions`)).body;
    await api().post(`/api/admin/guides/${a.body.id}/revisions/${revOfB.id}/restore`).expect(404);
  });
});

describe('optimistic concurrency', () => {
  it('a page view does not count as a change', async () => {
    const body = bodies.guide();
    const created = await api().post('/api/admin/guides', body).expect(201);
    await request(app).get(`/api/guides/slug/${body.slug}`).expect(200);
    await api()
      .put(`/api/admin/guides/${created.body.id}`, { ...body, updatedAt: created.body.updatedAt })
      .expect(200);
  });

  it('a stale update answers 409 naming who changed it and when; nothing is overwritten', async () => {
    const body = bodies.guide();
    const created = await api().post('/api/admin/guides', body).expect(201);
    const read = created.body.updatedAt as string;
    const editorId = await createStaff(unique('editor'), 'editor', ['manage_guides']);
    const editor = await sessionFor(editorId);
    const first = await as(editor)
      .put(`/api/admin/guides/${created.body.id}`, {
        ...body,
        title: 'Editor title',
        updatedAt: read,
      })
      .expect(200);
    const editorName = (await as(editor).get('/api/admin/me')).body.username as string;

    const stale = await api()
      .put(`/api/admin/guides/${created.body.id}`, {
        ...body,
        title: 'Admin title',
        updatedAt: read,
      })
      .expect(409);
    expect(stale.body.message).toContain(`changed by ${editorName}`);
    expect(stale.body.changedBy).toBe(editorName);
    expect(Date.parse(stale.body.changedAt)).not.toBeNaN();
    const current = await request(app).get(`/api/guides/slug/${body.slug}`).expect(200);
    expect(current.body.title).toBe('Editor title');

    const reloaded = await api().get(`/api/admin/guides/${created.body.id}`).expect(200);
    expect(reloaded.body).toMatchObject({ title: 'Editor title', updatedAt: first.body.updatedAt });
    await api()
      .put(`/api/admin/guides/${created.body.id}`, {
        ...body,
        title: 'Admin title',
        updatedAt: reloaded.body.updatedAt,
      })
      .expect(200);
  });
});

describe('admin lists', () => {
  it('page, sort, search and filter on the server, with the total in a header', async () => {
    const tag = unique('paging');
    for (const n of [3, 1, 2]) {
      await api()
        .post('/api/admin/guides', {
          ...bodies.guide(`${tag}-${n}`),
          title: `${tag} ${n}`,
          status: n === 2 ? 'draft' : 'published',
        })
        .expect(201);
    }
    const page1 = await api()
      .get('/api/admin/guides')
      .query({ q: tag, sort: 'title', dir: 'asc', page: 1, pageSize: 2 })
      .expect(200);
    expect(page1.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('3');
    expect(page1.body.map((g: { title: string }) => g.title)).toEqual([`${tag} 1`, `${tag} 2`]);
    const page2 = await api()
      .get('/api/admin/guides')
      .query({ q: tag, sort: 'title', dir: 'asc', page: 2, pageSize: 2 })
      .expect(200);
    expect(page2.body.map((g: { title: string }) => g.title)).toEqual([`${tag} 3`]);
    const drafts = await api()
      .get('/api/admin/guides')
      .query({ q: tag, state: 'draft' })
      .expect(200);
    expect(drafts.body.map((g: { title: string }) => g.title)).toEqual([`${tag} 2`]);
    await api().get('/api/admin/guides').query({ pageSize: 5000, page: 1 }).expect(400);
  });

  it("reviews and games carry their casino's name, as it is now, so no client loads every casino", async () => {
    const casino = await api().post('/api/admin/casinos', bodies.casino()).expect(201);
    const review = await api()
      .post('/api/admin/reviews', bodies.review(casino.body.id))
      .expect(201);
    expect(review.body.casinoName).toBe(casino.body.name);
    const game = await api().post('/api/admin/games', bodies.game(casino.body.id)).expect(201);
    const renamed = `Renamed ${casino.body.slug}`;
    await api()
      .put(`/api/admin/casinos/${casino.body.id}`, {
        ...bodies.casino(casino.body.slug),
        name: renamed,
      })
      .expect(200);
    const [reviewPage, one, games] = await Promise.all([
      api().get('/api/admin/reviews').query({ q: review.body.slug, page: 1, pageSize: 5 }),
      api().get(`/api/admin/reviews/${review.body.id}`),
      api().get('/api/admin/games').query({ q: game.body.name, page: 1, pageSize: 5 }),
    ]);
    expect(reviewPage.body.map((r: { casinoName: string }) => r.casinoName)).toEqual([renamed]);
    expect(one.body.casinoName).toBe(renamed);
    expect(games.body.map((g: { casinoName: string }) => g.casinoName)).toEqual([renamed]);
  });

  it('bulk publish, unpublish and delete apply to each record and report refusals', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      ids.push((await api().post('/api/admin/faqs', bodies.faq()).expect(201)).body.id);
    }
    const un = await api().post('/api/admin/faqs/bulk', { action: 'unpublish', ids }).expect(200);
    expect(un.body).toEqual({ done: ids, failed: [] });
    const drafts = await api().get('/api/admin/faqs').query({ state: 'draft' }).expect(200);
    expect(drafts.body.map((f: { id: string }) => f.id)).toEqual(expect.arrayContaining(ids));
    await api().post('/api/admin/faqs/bulk', { action: 'publish', ids }).expect(200);
    const missing = '0123456789abcdef01234567';
    const del = await api()
      .post('/api/admin/faqs/bulk', { action: 'delete', ids: [...ids, missing] })
      .expect(200);
    expect(del.body.done).toEqual(ids);
    expect(del.body.failed).toEqual([{ id: missing, message: 'FAQ not found' }]);
    await api().post('/api/admin/faqs/bulk', { action: 'archive', ids }).expect(400);
  });
});

describe('live preview', () => {
  it('sanitises an unsaved body exactly as a save stores it', async () => {
    const html = '<h2>Title</h2><p onclick="x()">Hi<script>alert(1)</script></p>';
    const preview = await api().post('/api/admin/preview/html', { html }).expect(200);
    const saved = await api()
      .post('/api/admin/guides', { ...bodies.guide(), content: html })
      .expect(201);
    expect(preview.body.html).toBe(saved.body.content);
    expect(preview.body.html).not.toMatch(/script|onclick/);
    await api().post('/api/admin/preview/html', {}).expect(400);
  });
});

describe('rich text', () => {
  it("keeps the admin editor's HTML unchanged through save, edit and the public pages", async () => {
    const review = await api()
      .post('/api/admin/reviews', { ...bodies.review(casinoId), content: EDITOR_SAMPLE_HTML })
      .expect(201);
    expect(review.body.content).toBe(EDITOR_SAMPLE_HTML);
    const guideBody = { ...bodies.guide(), content: EDITOR_SAMPLE_HTML };
    const guide = await api().post('/api/admin/guides', guideBody).expect(201);
    const edited = `${EDITOR_SAMPLE_HTML}<p>Added later.</p>`;
    await api()
      .put(`/api/admin/guides/${guide.body.id}`, {
        ...guideBody,
        content: edited,
        updatedAt: guide.body.updatedAt,
      })
      .expect(200);
    const [publicReview, publicGuide, preview] = await Promise.all([
      request(app).get(`/api/reviews/slug/${review.body.slug}`).expect(200),
      request(app).get(`/api/guides/slug/${guideBody.slug}`).expect(200),
      api().post('/api/admin/preview/html', { html: EDITOR_SAMPLE_HTML }).expect(200),
    ]);
    expect(publicReview.body.content).toBe(EDITOR_SAMPLE_HTML);
    expect(publicGuide.body.content).toBe(edited);
    expect(preview.body.html).toBe(EDITOR_SAMPLE_HTML);
  });

  it('keeps glossary terms of the built-in glossary only', async () => {
    const html =
      '<p><span data-glossary-term="gold-coins">Gold Coins</span> <span data-glossary-term="x" onclick="y()">x</span> <span data-glossary-term="constructor">c</span></p>';
    const preview = await api().post('/api/admin/preview/html', { html }).expect(200);
    expect(preview.body.html).toBe(
      '<p><span data-glossary-term="gold-coins">Gold Coins</span> <span>x</span> <span>c</span></p>',
    );
  });
});

describe('audit log', () => {
  it('records staff actions with actor, record and address; admins read it, editors get 403', async () => {
    const since = new Date().toISOString();
    const username = unique('auditor');
    await createStaff(username, 'editor', ['manage_guides']);
    await request(app)
      .post('/api/admin/login')
      .set(CSRF)
      .send({ username, password: 'wrong-password' })
      .expect(401);
    const editor = await login(app, username, STAFF_PASSWORD);
    const body = bodies.guide();
    const created = await as(editor).post('/api/admin/guides', body).expect(201);
    const id = created.body.id as string;
    await as(editor)
      .put(`/api/admin/guides/${id}`, { ...body, status: 'draft' })
      .expect(200);
    await as(editor)
      .put(`/api/admin/guides/${id}`, { ...body, status: 'published' })
      .expect(200);
    await as(editor)
      .put(`/api/admin/guides/${id}`, { ...body, title: 'Edited' })
      .expect(200);
    const [oldest] = (await as(editor).get(`/api/admin/guides/${id}/revisions`)).body.slice(-1);
    await as(editor).post(`/api/admin/guides/${id}/revisions/${oldest.id}/restore`).expect(200);
    await as(editor).delete(`/api/admin/guides/${id}`).expect(200);

    const forbidden = await as(editor).get('/api/admin/audit').expect(403);
    expect(forbidden.body.message).toMatch(/administrators/);
    await as(editor).post('/api/admin/logout').expect(200);

    const mine = await api()
      .get('/api/admin/audit')
      .query({ actor: username, from: since })
      .expect(200);
    expect(mine.body.map((e: { action: string }) => e.action)).toEqual([
      'sign-out',
      'delete',
      'restore',
      'update',
      'publish',
      'unpublish',
      'create',
      'sign-in',
      'sign-in-failed',
    ]);
    expect(mine.body[1]).toMatchObject({
      actor: username,
      recordType: 'guide',
      recordId: id,
      clientAddress: expect.stringMatching(/\d/),
    });
    expect(Number(mine.headers[TOTAL_COUNT_HEADER.toLowerCase()])).toBe(9);

    const deletes = await api()
      .get('/api/admin/audit')
      .query({ actor: username, action: 'delete', type: 'guide' })
      .expect(200);
    expect(deletes.body).toHaveLength(1);
    const paged = await api()
      .get('/api/admin/audit')
      .query({ actor: username, page: 2, pageSize: 4 })
      .expect(200);
    expect(paged.body.map((e: { action: string }) => e.action)).toEqual([
      'publish',
      'unpublish',
      'create',
      'sign-in',
    ]);
    const future = await api()
      .get('/api/admin/audit')
      .query({ actor: username, from: new Date(Date.now() + 60_000).toISOString() })
      .expect(200);
    expect(future.body).toEqual([]);
  });

  it('records user, role, permission and password changes', async () => {
    const user = await api().post('/api/admin/users', bodies.user()).expect(201);
    const id = user.body.id as string;
    await api()
      .put(`/api/admin/users/${id}`, {
        username: user.body.username,
        password: 'another-password-1',
        role: 'editor',
        permissions: ['manage_faqs', 'manage_guides'],
      })
      .expect(200);
    await api()
      .post(`/api/admin/user-roles/${id}`, { role: 'viewer', permissions: ['manage_faqs'] })
      .expect(200);
    const log = await api()
      .get('/api/admin/audit')
      .query({ type: 'user', pageSize: 200 })
      .expect(200);
    const forUser = log.body
      .filter((e: { recordId: string }) => e.recordId === id)
      .map((e: { action: string }) => e.action);
    expect(forUser).toEqual([
      'permission-change',
      'role-change',
      'permission-change',
      'password-change',
      'create',
    ]);
  });
});
