import fs from 'node:fs';
import path from 'node:path';
import { PERMISSIONS } from '@sweepscout/shared';
import request from 'supertest';
import { CasinoModel } from '../src/features/casinos/model';
import { ContactMessageModel } from '../src/features/contact/model';
import { FaqModel } from '../src/features/faqs/model';
import { GameModel } from '../src/features/games/model';
import { NewsletterSubscriptionModel } from '../src/features/newsletter/model';
import { OutboundClickModel } from '../src/features/outbound/click.model';
import { PageContentModel } from '../src/features/pages/model';
import { ReviewModel } from '../src/features/reviews/model';
import {
  anyCasinoId,
  bodies,
  createStaff,
  login,
  loginAdmin,
  PNG_BYTES,
  pngDataUrl,
  sessionClient,
  sessionFor,
  unique,
  setupAdminSuite,
} from './admin-helpers';

const { fixture, app } = setupAdminSuite('admin_records', { timeout: 60_000 });
let admin = '';

beforeAll(async () => {
  admin = await loginAdmin(app);
}, 60_000);

const as = (token: string) => sessionClient(app, token);
const api = () => as(admin);

/** Each rule: a field set to a bad value gives 400 naming the field, and nothing is written. */
async function expectRejected(p: string, body: object, field: string, message?: string | RegExp) {
  const res = await api().post(p, body);
  expect({ field, status: res.status }).toEqual({ field, status: 400 });
  const paths: string[] = (res.body.issues ?? []).map((i: { path: string }) =>
    i.path.replace(/\.\d+$/, ''),
  );
  expect(paths).toContain(field.replace(/\.\d+$/, ''));
  if (message) expect(res.body.message).toMatch(message);
}

describe('casinos', () => {
  it('creates with the documented defaults and the age and state rules, then updates', async () => {
    const body = { ...bodies.casino(), minimumAge: '21', restrictedStates: 'wa, ID' };
    const res = await api().post('/api/admin/casinos', body).expect(201);
    expect(res.body).toMatchObject({
      rating: 4.2,
      minimumAge: 21,
      restrictedStates: ['WA', 'ID'],
      features: {},
      paymentMethods: [],
    });
    const updated = await api()
      .put(`/api/admin/casinos/${res.body.id}`, {
        ...body,
        name: 'Renamed Casino',
        features: '{"dailyBonus":true}',
        paymentMethods: '["Visa"]',
      })
      .expect(200);
    expect(updated.body).toMatchObject({
      name: 'Renamed Casino',
      features: { dailyBonus: true },
      paymentMethods: ['Visa'],
    });
    const pub = await request(app).get(`/api/casinos/slug/${body.slug}`).expect(200);
    expect(pub.body.name).toBe('Renamed Casino');
  });

  it('keeps a note per excluded state, typed one line per state, and shows it to that state', async () => {
    const body = {
      ...bodies.casino(),
      restrictedStates: 'WA',
      stateNotes: 'wa: Excluded by the operator since 2024\n\nTX :  Redemptions capped at $5,000  ',
    };
    const res = await api().post('/api/admin/casinos', body).expect(201);
    expect(res.body.stateNotes).toEqual([
      { state: 'WA', note: 'Excluded by the operator since 2024' },
      { state: 'TX', note: 'Redemptions capped at $5,000' },
    ]);
    const inWashington = await request(app)
      .get(`/api/casinos/slug/${body.slug}`)
      .set('Cookie', 'state=WA')
      .expect(200);
    expect(inWashington.body.availability).toMatchObject({
      code: 'WA',
      available: false,
      note: 'Excluded by the operator since 2024',
    });
    const inOhio = await request(app)
      .get(`/api/casinos/slug/${body.slug}`)
      .set('Cookie', 'state=OH')
      .expect(200);
    expect(inOhio.body.availability).toMatchObject({ code: 'OH', available: true, note: null });
  });

  it.each([
    ['name', { name: '' }],
    ['slug', { slug: '' }],
    ['slug', { slug: 'Bad Slug' }],
    ['rating', { rating: '0.5' }],
    ['rating', { rating: '5.1' }],
    ['rating', { rating: 'abc' }],
    ['bonusAmount', { bonusAmount: ' ' }],
    ['gamesCount', { gamesCount: '' }],
    ['gameTypes', { gameTypes: '' }],
    ['websiteUrl', { websiteUrl: 'not a url' }],
    ['description', { description: '' }],
    ['minimumAge', { minimumAge: 19 }],
    ['restrictedStates', { restrictedStates: ['XX'] }],
    ['logoUrl', { logoUrl: 'javascript:alert(1)' }],
  ])('rejects a bad %s', async (field, patch) => {
    const body = { ...bodies.casino(), ...patch };
    await expectRejected('/api/admin/casinos', body, field);
    expect(await CasinoModel.exists({ slug: body.slug })).toBeNull();
  });

  it.each([
    ['stateNotes.0.state', 'Idaho excluded', /starts with a US state code/],
    ['stateNotes.0.note', 'ID:', /needs text after the state code/],
    ['stateNotes', 'ID: one\nid: two', /One note per state/],
  ])('rejects bad state notes (%s): %j', async (field, stateNotes, message) => {
    const body = { ...bodies.casino(), stateNotes };
    await expectRejected('/api/admin/casinos', body, field, message);
    expect(await CasinoModel.exists({ slug: body.slug })).toBeNull();
  });

  it('409 for a duplicate slug on create and on update', async () => {
    const first = bodies.casino();
    await api().post('/api/admin/casinos', first).expect(201);
    const dup = await api()
      .post('/api/admin/casinos', { ...bodies.casino(), slug: first.slug })
      .expect(409);
    expect(dup.body.message).toBe(`A casino with the slug "${first.slug}" already exists`);
    const other = await api().post('/api/admin/casinos', bodies.casino()).expect(201);
    await api()
      .put(`/api/admin/casinos/${other.body.id}`, { ...bodies.casino(), slug: first.slug })
      .expect(409);
  });

  it('refuses to delete a casino that reviews, games or guides use, naming them; deletes a free one', async () => {
    const casino = await api().post('/api/admin/casinos', bodies.casino()).expect(201);
    const id = casino.body.id as string;
    const review = bodies.review(id);
    await api().post('/api/admin/reviews', review).expect(201);
    const game = bodies.game(id, 'Orphan Guard Slots');
    await api().post('/api/admin/games', game).expect(201);
    const res = await api().delete(`/api/admin/casinos/${id}`).expect(409);
    expect(res.body.message).toContain(casino.body.name);
    expect(res.body.message).toContain(`1 review ("${review.title}")`);
    expect(res.body.message).toContain('1 game ("Orphan Guard Slots")');
    expect(await CasinoModel.exists({ _id: id })).not.toBeNull();
    await ReviewModel.deleteMany({ casinoId: id });
    await GameModel.deleteMany({ casinoId: id });
    await api().delete(`/api/admin/casinos/${id}`).expect(200);
    await api().delete(`/api/admin/casinos/${id}`).expect(404);
    await request(app).get(`/api/casinos/slug/${casino.body.slug}`).expect(404);
  });

  it('400 for a bad id, 404 for an unknown one, 400 for operators in the body', async () => {
    await api().put('/api/admin/casinos/not-an-id', bodies.casino()).expect(400);
    await api().put('/api/admin/casinos/0123456789abcdef01234567', bodies.casino()).expect(404);
    await api().delete('/api/admin/casinos/0123456789abcdef01234567').expect(404);
    const res = await api()
      .post('/api/admin/casinos', { ...bodies.casino(), name: { $gt: '' } })
      .expect(400);
    expect(res.body.message).toMatch(/not an allowed field name/);
  });
});

describe('reviews and images', () => {
  it('takes rating as text, publishDate as a date, authorAvatar null when empty; sanitises HTML', async () => {
    const casinoId = await anyCasinoId();
    const body = {
      ...bodies.review(casinoId),
      content: '<p>Hi</p><script>alert(1)</script><img src=x onerror="alert(1)">',
    };
    const res = await api().post('/api/admin/reviews', body).expect(201);
    expect(res.body).toMatchObject({
      rating: 4.5,
      authorAvatar: null,
      publishDate: '2026-01-05T00:00:00.000Z',
      casinoId,
    });
    expect(res.body.content).not.toMatch(/script|onerror/);
    const pub = await request(app).get(`/api/reviews/slug/${body.slug}`).expect(200);
    expect(pub.body.title).toBe(body.title);
  });

  it.each([
    ['casinoId', { casinoId: 12 }],
    ['casinoId', { casinoId: 'nope' }],
    ['title', { title: '' }],
    ['slug', { slug: '' }],
    ['rating', { rating: '6' }],
    ['authorName', { authorName: '' }],
    ['publishDate', { publishDate: 'someday' }],
    ['excerpt', { excerpt: '' }],
    ['content', { content: '' }],
  ])('rejects a bad %s', async (field, patch) => {
    const body = { ...bodies.review(await anyCasinoId()), ...patch };
    await expectRejected('/api/admin/reviews', body, field);
    expect(await ReviewModel.exists({ slug: body.slug })).toBeNull();
  });

  it('400 for a casino that does not exist; 409 for a duplicate slug', async () => {
    const missing = bodies.review('0123456789abcdef01234567');
    await expectRejected(
      '/api/admin/reviews',
      missing,
      'casinoId',
      /No casino with this id exists/,
    );
    const body = bodies.review(await anyCasinoId());
    await api().post('/api/admin/reviews', body).expect(201);
    const dup = await api()
      .post('/api/admin/reviews', { ...bodies.review(await anyCasinoId()), slug: body.slug })
      .expect(409);
    expect(dup.body.message).toBe(`A review with the slug "${body.slug}" already exists`);
  });

  it('stores a data-URL image as a media file that the site serves, and keeps URLs', async () => {
    const body = {
      ...bodies.review(await anyCasinoId()),
      reviewImages: [pngDataUrl(), '/media/reviews/existing.svg'],
    };
    const res = await api().post('/api/admin/reviews', body).expect(201);
    const [stored, kept] = res.body.reviewImages as string[];
    expect(stored).toMatch(/^\/media\/review-images\/[a-f0-9]{32}\.png$/);
    expect(kept).toBe('/media/reviews/existing.svg');
    // Stored in the database (GridFS), which every instance shares, not in this data folder.
    expect(
      fs.existsSync(path.join(fixture.dataDir, 'uploads', stored.replace('/media/', ''))),
    ).toBe(false);
    const served = await request(app).get(stored).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toMatch(/(^|;)\s*sandbox\s*(;|$)/);
    await request(app).get('/media/review-images/nothing-here.png').expect(404);
    expect(Buffer.compare(served.body as Buffer, PNG_BYTES)).toBe(0);
  });

  it('POST /api/admin/uploads stores an image and answers its URL', async () => {
    const res = await api().post('/api/admin/uploads', { dataUrl: pngDataUrl() }).expect(201);
    expect(res.body.url).toMatch(/^\/media\/review-images\/[a-f0-9]{32}\.png$/);
    await request(app).get(res.body.url).expect(200);
  });

  it.each([
    [
      'an SVG',
      `data:image/svg+xml;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}`,
      /PNG, JPEG, WebP or GIF/,
    ],
    [
      'text claiming to be a PNG',
      `data:image/png;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`,
      /PNG, JPEG, WebP or GIF/,
    ],
    ['an empty image', 'data:image/png;base64,', /empty/],
    [
      'an image over 5 MB',
      `data:image/png;base64,${Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]).toString('base64')}`,
      /at most 5 MB/,
    ],
  ])('refuses %s (400), as an upload and inside a review', async (_name, dataUrl, message) => {
    const upload = await api().post('/api/admin/uploads', { dataUrl });
    expect(upload.status).toBe(400);
    expect(upload.body.message).toMatch(message);
    const body = { ...bodies.review(await anyCasinoId()), reviewImages: [dataUrl] };
    const res = await api().post('/api/admin/reviews', body);
    expect(res.status).toBe(400);
    expect(await ReviewModel.exists({ slug: body.slug })).toBeNull();
  });

  it('refuses a review image that is neither a URL nor an image', async () => {
    const body = { ...bodies.review(await anyCasinoId()), reviewImages: ['javascript:alert(1)'] };
    await expectRejected('/api/admin/reviews', body, 'reviewImages.0');
  });
});

describe('guides', () => {
  it('creates with reading time 5 by default, updates, 409 on duplicate slug', async () => {
    const { minutesToRead: _drop, ...body } = bodies.guide();
    const res = await api().post('/api/admin/guides', body).expect(201);
    expect(res.body.minutesToRead).toBe(5);
    await api()
      .put(`/api/admin/guides/${res.body.id}`, { ...body, minutesToRead: 12 })
      .expect(200);
    const pub = await request(app).get(`/api/guides/slug/${body.slug}`).expect(200);
    expect(pub.body.minutesToRead).toBe(12);
    const dup = await api()
      .post('/api/admin/guides', { ...bodies.guide(), slug: body.slug })
      .expect(409);
    expect(dup.body.message).toBe(`A guide with the slug "${body.slug}" already exists`);
  });

  it.each([
    ['minutesToRead', { minutesToRead: 0 }],
    ['minutesToRead', { minutesToRead: 2.5 }],
    ['title', { title: '' }],
    ['authorName', { authorName: '' }],
    ['publishDate', { publishDate: '' }],
    ['excerpt', { excerpt: '' }],
    ['content', { content: '' }],
    ['imageUrl', { imageUrl: 'no url' }],
  ])('rejects a bad %s', async (field, patch) => {
    await expectRejected('/api/admin/guides', { ...bodies.guide(), ...patch }, field);
  });
});

describe('FAQs', () => {
  it('a new FAQ without an order gets the current count; order and text update', async () => {
    const count = await FaqModel.countDocuments();
    const res = await api()
      .post('/api/admin/faqs', { question: `${unique('Order test')}?`, answer: 'A.' })
      .expect(201);
    expect(res.body.order).toBe(count);
    const upd = await api()
      .put(`/api/admin/faqs/${res.body.id}`, {
        question: 'Changed question?',
        answer: 'B.',
        order: 0,
      })
      .expect(200);
    expect(upd.body).toMatchObject({ question: 'Changed question?', order: 0 });
    const pub = await request(app).get('/api/faqs').expect(200);
    expect(pub.body.map((f: { question: string }) => f.question)).toContain('Changed question?');
  });

  it.each([
    ['order', { order: -1 }],
    ['question', { question: '' }],
    ['answer', { answer: '' }],
  ])('rejects a bad %s', async (field, patch) => {
    await expectRejected('/api/admin/faqs', { ...bodies.faq(), ...patch }, field);
  });

  it('409 for a question that already exists (any case)', async () => {
    const body = bodies.faq();
    await api().post('/api/admin/faqs', body).expect(201);
    const res = await api()
      .post('/api/admin/faqs', { ...body, question: body.question.toUpperCase() })
      .expect(409);
    expect(res.body.message).toBe('A FAQ with this question already exists');
  });
});

describe('games', () => {
  it('applies the defaults, keeps only non-empty trimmed features, names the casino', async () => {
    const casinoId = await anyCasinoId();
    const {
      rtp: _r,
      volatility: _v,
      type: _t,
      ...body
    } = { ...bodies.game(casinoId), features: ['  Wilds ', '', '   ', 'Free Spins'] };
    const res = await api().post('/api/admin/games', body).expect(201);
    expect(res.body).toMatchObject({
      rtp: 96.5,
      volatility: 'medium',
      type: 'slot',
      features: ['Wilds', 'Free Spins'],
      demoUrl: null,
    });
    expect(res.body.casinoName).toBeTruthy();
    const pub = await request(app).get('/api/games').expect(200);
    expect(pub.body.map((g: { name: string }) => g.name)).toContain(body.name);
  });

  it.each([
    ['casinoId', { casinoId: '' }],
    ['name', { name: '' }],
    ['type', { type: 'lottery' }],
    ['rtp', { rtp: '101' }],
    ['volatility', { volatility: 'extreme' }],
    ['previewImage', { previewImage: '' }],
    ['description', { description: '' }],
    ['demoUrl', { demoUrl: 'nope' }],
  ])('rejects a bad %s', async (field, patch) => {
    await expectRejected(
      '/api/admin/games',
      { ...bodies.game(await anyCasinoId()), ...patch },
      field,
    );
  });

  it('409 for the same game name at the same casino', async () => {
    const body = bodies.game(await anyCasinoId());
    await api().post('/api/admin/games', body).expect(201);
    const res = await api()
      .post('/api/admin/games', { ...body, name: body.name.toLowerCase() })
      .expect(409);
    expect(res.body.message).toBe(
      `A game named "${body.name.toLowerCase()}" already exists for this casino`,
    );
  });
});

describe('page content', () => {
  it('creates, lists, updates the first section only, 409 for a second record of a page', async () => {
    const body = bodies.page();
    const res = await api().post('/api/admin/page-contents', body).expect(201);
    expect(res.body.sections).toEqual([{ content: '<p>Page content.</p>' }]);
    await PageContentModel.updateOne(
      { _id: res.body.id },
      { $push: { sections: { title: 'Second', content: '<p>Kept</p>' } } },
    );
    const before = new Date(res.body.lastUpdated).getTime();
    const upd = await api()
      .put(`/api/admin/page-contents/${res.body.id}`, { ...body, content: '<p>New</p>' })
      .expect(200);
    expect(upd.body.sections).toEqual([
      { content: '<p>New</p>' },
      { title: 'Second', content: '<p>Kept</p>' },
    ]);
    expect(new Date(upd.body.lastUpdated).getTime()).toBeGreaterThanOrEqual(before);
    const list = await api().get('/api/admin/page-contents').expect(200);
    expect(list.body.map((p: { page: string }) => p.page)).toContain(body.page);
    const dup = await api().post('/api/admin/page-contents', body).expect(409);
    expect(dup.body.message).toBe(`Content for the page "${body.page}" already exists`);
  });

  it.each([['page'], ['title'], ['content']])(
    'missing %s: "Please fill in all required fields"',
    async (field) => {
      await expectRejected(
        '/api/admin/page-contents',
        { ...bodies.page(), [field]: '' },
        field,
        /Please fill in all required fields/,
      );
    },
  );
});

describe('users and roles', () => {
  it('creates a user (no confirmPassword needed), never answers a password or hash', async () => {
    const body = bodies.user();
    const res = await api().post('/api/admin/users', body).expect(201);
    expect(res.body).toMatchObject({
      username: body.username,
      role: 'editor',
      permissions: ['manage_faqs'],
    });
    const list = await api().get('/api/admin/users').expect(200);
    const roles = await api().get('/api/admin/user-roles').expect(200);
    for (const text of [res.text, list.text, roles.text])
      expect(text).not.toMatch(/password|hash|\$2[aby]\$/i);
    expect(roles.body).toContainEqual({
      userId: res.body.id,
      role: 'editor',
      permissions: ['manage_faqs'],
    });
    await login(app, body.username, body.password);
  });

  it.each([
    ['password', { password: '' }, 'Password must be at least 12 characters'],
    ['password', { password: 'short' }, 'Password must be at least 12 characters'],
    ['permissions', { permissions: [] }, 'Please select at least one permission.'],
    ['permissions', { permissions: ['manage_world'] }, 'Permissions must be among'],
    ['role', { role: 'owner' }, undefined],
    ['username', { username: '' }, 'Username is required'],
    ['username', { username: 'bad name!' }, undefined],
  ])('rejects a bad %s', async (field, patch, message) => {
    await expectRejected('/api/admin/users', { ...bodies.user(), ...patch }, field, message);
  });

  it('409 for a username already taken, in any case', async () => {
    const body = bodies.user();
    await api().post('/api/admin/users', body).expect(201);
    const res = await api()
      .post('/api/admin/users', { ...bodies.user(), username: body.username.toUpperCase() })
      .expect(409);
    expect(res.body.message).toBe(`The username "${body.username.toUpperCase()}" is already taken`);
    const other = await api().post('/api/admin/users', bodies.user()).expect(201);
    await api()
      .put(`/api/admin/users/${other.body.id}`, { ...bodies.user(), username: body.username })
      .expect(409);
  });

  it('a blank password on update keeps the current one', async () => {
    const body = bodies.user();
    const created = await api().post('/api/admin/users', body).expect(201);
    await api()
      .put(`/api/admin/users/${created.body.id}`, {
        username: body.username,
        password: '',
        role: 'editor',
        permissions: ['manage_guides'],
      })
      .expect(200);
    await login(app, body.username, body.password);
    const roles = await api().get('/api/admin/user-roles').expect(200);
    expect(roles.body).toContainEqual({
      userId: created.body.id,
      role: 'editor',
      permissions: ['manage_guides'],
    });
  });

  it('the user named admin cannot be deleted, renamed or demoted', async () => {
    const me = await api().get('/api/admin/me').expect(200);
    const del = await api().delete(`/api/admin/users/${me.body.id}`).expect(403);
    expect(del.body.message).toBe('The admin user cannot be deleted');
    await api()
      .put(`/api/admin/users/${me.body.id}`, {
        username: 'root',
        role: 'admin',
        permissions: ['manage_users'],
      })
      .expect(403);
    await api()
      .post(`/api/admin/user-roles/${me.body.id}`, {
        role: 'viewer',
        permissions: ['manage_users'],
      })
      .expect(403);
    await api().get('/api/admin/me').expect(200);
  });

  it('an editor with manage_users cannot grant the admin role or change an administrator', async () => {
    const editorId = await createStaff(unique('user-manager'), 'editor', ['manage_users']);
    const editor = as(await sessionFor(editorId));
    const grant = await editor
      .post('/api/admin/users', { ...bodies.user(), role: 'admin' })
      .expect(403);
    expect(grant.body.message).toBe(
      'Only administrators can grant the admin role or change an administrator',
    );
    const adminId = (
      await api()
        .post('/api/admin/users', { ...bodies.user(), role: 'admin' })
        .expect(201)
    ).body.id;
    await editor.delete(`/api/admin/users/${adminId}`).expect(403);
    await editor
      .post(`/api/admin/user-roles/${adminId}`, { role: 'viewer', permissions: ['manage_faqs'] })
      .expect(403);
    await editor
      .post(`/api/admin/user-roles/${editorId}`, { role: 'admin', permissions: ['manage_faqs'] })
      .expect(403);
    // Only permissions the editor holds itself may be granted.
    const escalate = await editor.post('/api/admin/users', bodies.user()).expect(403);
    expect(escalate.body.message).toBe('You can only grant permissions that you hold yourself');
    await editor
      .post(`/api/admin/user-roles/${editorId}`, { role: 'editor', permissions: PERMISSIONS })
      .expect(403);
    // Within their right: a new editor with a permission the editor holds.
    const created = await editor
      .post('/api/admin/users', { ...bodies.user(), permissions: ['manage_users'] })
      .expect(201);
    // Another user's password: administrators only.
    const reset = await editor
      .put(`/api/admin/users/${created.body.id}`, {
        username: created.body.username,
        password: 'a-password-set-by-editor',
        role: 'editor',
        permissions: ['manage_users'],
      })
      .expect(403);
    expect(reset.body.message).toBe("Only administrators can change another user's password");
    await api()
      .put(`/api/admin/users/${created.body.id}`, {
        username: created.body.username,
        password: 'a-password-set-by-admin',
        role: 'editor',
        permissions: ['manage_users'],
      })
      .expect(200);
  });

  it('user-roles: 404 for an unknown user, 400 for a bad role or no permission', async () => {
    await api()
      .post('/api/admin/user-roles/0123456789abcdef01234567', {
        role: 'editor',
        permissions: ['manage_faqs'],
      })
      .expect(404);
    const id = (await api().post('/api/admin/users', bodies.user()).expect(201)).body.id;
    await api()
      .post(`/api/admin/user-roles/${id}`, { role: 'boss', permissions: ['manage_faqs'] })
      .expect(400);
    const none = await api()
      .post(`/api/admin/user-roles/${id}`, { role: 'editor', permissions: [] })
      .expect(400);
    expect(none.body.message).toContain('Please select at least one permission.');
    const ok = await api()
      .post(`/api/admin/user-roles/${id}`, { role: 'viewer', permissions: ['manage_faqs'] })
      .expect(200);
    // A viewer stores no permissions: nothing lies dormant to be promoted later.
    expect(ok.body).toEqual({ userId: id, role: 'viewer', permissions: [] });
    await api().delete(`/api/admin/users/${id}`).expect(200);
    await api().delete(`/api/admin/users/${id}`).expect(404);
  });

  it('a viewer cannot change users even when the role record lists manage_users', async () => {
    const viewer = as(
      await sessionFor(await createStaff(unique('viewer'), 'viewer', ['manage_users'])),
    );
    const res = await viewer.post('/api/admin/users', bodies.user()).expect(403);
    expect(res.body.message).toBe('Viewers have read-only access');
    const list = await viewer.get('/api/admin/users').expect(200);
    expect(list.body).toHaveLength(1);
  });
});

describe('contact messages, subscribers and stats', () => {
  it('lists, opens, marks read and deletes messages; the unread count follows', async () => {
    await ContactMessageModel.deleteMany({});
    const [older, newer] = await ContactMessageModel.create([
      {
        name: 'Ann',
        email: 'ann@example.com',
        subject: 'First message',
        category: 'general',
        message: 'Hello there, first.',
      },
      {
        name: 'Bob',
        email: 'bob@example.com',
        subject: 'Second message',
        category: 'complaint',
        message: 'Hello there, second.',
      },
    ]);
    await ContactMessageModel.updateOne(
      { _id: older._id },
      { $set: { createdAt: new Date(Date.now() - 60_000) } },
    );
    const list = await api().get('/api/admin/messages').expect(200);
    expect(list.body.map((m: { subject: string }) => m.subject)).toEqual([
      'Second message',
      'First message',
    ]);
    expect((await api().get('/api/admin/stats').expect(200)).body.unreadMessages).toBe(2);
    const one = await api().get(`/api/admin/messages/${newer._id}`).expect(200);
    expect(one.body).toMatchObject({ name: 'Bob', read: false, category: 'complaint' });
    await api().patch(`/api/admin/messages/${newer._id}`, { read: true }).expect(200);
    expect((await api().get('/api/admin/stats').expect(200)).body.unreadMessages).toBe(1);
    await api().patch(`/api/admin/messages/${newer._id}`, { read: 'maybe' }).expect(400);
    await api().delete(`/api/admin/messages/${older._id}`).expect(200);
    await api().get(`/api/admin/messages/${older._id}`).expect(404);
    expect((await api().get('/api/admin/stats').expect(200)).body.unreadMessages).toBe(0);
  });

  it('lists subscribers and exports them as a safe CSV', async () => {
    await NewsletterSubscriptionModel.deleteMany({});
    await NewsletterSubscriptionModel.create([
      { email: 'reader@example.com' },
      { email: '=cmd@example.com' },
    ]);
    const list = await api().get('/api/admin/subscribers').expect(200);
    expect(list.body.map((s: { email: string }) => s.email).sort()).toEqual([
      '=cmd@example.com',
      'reader@example.com',
    ]);
    expect((await api().get('/api/admin/stats').expect(200)).body.subscriberCount).toBe(2);
    const csv = await api().get('/api/admin/subscribers/export').expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('email,subscribed_at,unsubscribe_url');
    expect(lines).toHaveLength(3);
    expect(csv.text).toContain('"reader@example.com"');
    expect(csv.text).toContain(`"'=cmd@example.com"`);

    // Each row's signed link unsubscribes that address, and only that one.
    const readerRow = lines.find((line) => line.startsWith('"reader@example.com"')) ?? '';
    const link = new URL(/"(http[^"]+)"$/.exec(readerRow)?.[1] ?? 'http://missing/');
    expect(link.pathname).toBe('/api/newsletter/unsubscribe');
    // As the subscriber following it would: no staff session.
    await request(app).post(`${link.pathname}${link.search}`).send({}).expect(200);
    const left = await api().get('/api/admin/subscribers').expect(200);
    expect(left.body.map((s: { email: string }) => s.email)).toEqual(['=cmd@example.com']);
  });

  it('counts outbound clicks per casino over 7 and 30 days', async () => {
    const casino = await CasinoModel.findOne({ slug: 'crown-coins-casino' }).lean();
    if (!casino) throw new Error('seed casino missing');
    const day = 24 * 60 * 60 * 1000;
    await OutboundClickModel.deleteMany({});
    await OutboundClickModel.collection.insertMany(
      [1, 3, 10, 20, 45].map((days) => ({
        casinoId: casino._id,
        slug: casino.slug,
        placement: 'test',
        page: '/compare',
        createdAt: new Date(Date.now() - days * day),
      })),
    );
    const stats = await api().get('/api/admin/stats').expect(200);
    const row = stats.body.clicks.find((c: { slug: string }) => c.slug === 'crown-coins-casino');
    expect(row).toMatchObject({ name: 'Crown Coins Casino', last7Days: 2, last30Days: 4 });
    expect(stats.body.clicks[0].slug).toBe('crown-coins-casino');
    expect(stats.body.clickTotals).toEqual({ last7Days: 2, last30Days: 4 });
  });
});
