import request from 'supertest';
import type { Casino, Page } from '@sweepscout/shared';
import { RefusedClickModel } from '../src/features/outbound/refusedClick.model';
import { statePreviewOf } from '../src/http/statePreview';
import { auth, CSRF, loginAdmin, setupAdminSuite } from './admin-helpers';
import { resetRateLimits } from './helpers';

const { app } = setupAdminSuite('state_preview', { timeout: 60_000 });
let admin = '';

beforeAll(async () => {
  admin = await loginAdmin(app);
}, 60_000);
beforeEach(() => resetRateLimits());
afterEach(() => {
  delete process.env.GEO_REGION_HEADER;
});

/** Starts a preview as `state` in the admin's session; answers the cookie the browser keeps. */
async function startPreview(state: string): Promise<string> {
  const res = await request(app)
    .post('/api/admin/preview/state')
    .set(auth(admin))
    .send({ state })
    .expect(200);
  const cookie = ((res.headers['set-cookie'] as unknown as string[]) ?? []).find((c) =>
    c.startsWith('state_preview='),
  );
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/SameSite=Strict/);
  return cookie!.split(';')[0]!;
}

describe('staff preview of the site as a visitor from a state', () => {
  it('is only for signed-in staff, and the state must be a US state code or all', async () => {
    await request(app).post('/api/admin/preview/state').set(CSRF).send({ state: 'CA' }).expect(401);
    const bad = await request(app)
      .post('/api/admin/preview/state')
      .set(auth(admin))
      .send({ state: 'ZZ' })
      .expect(400);
    expect(bad.body.message).toMatch(/State must be a US state code such as CA, or all/);
    expect(bad.headers['set-cookie']).toBeUndefined();
  });

  it("overrides the visitor's own choice and the CDN's region header, on lists, the page state and /go/", async () => {
    process.env.GEO_REGION_HEADER = 'X-Region';
    const preview = await startPreview('ca');
    const asEditor = (path: string) =>
      request(app).get(path).set('X-Region', 'US-TX').set('Cookie', `state=TX; ${preview}`);

    const visitor = await asEditor('/api/visitor').expect(200);
    expect(visitor.body).toMatchObject({
      source: 'preview',
      state: { code: 'CA', informationOnly: true },
    });
    // Never kept by a shared cache or the browser's.
    expect(visitor.headers['cache-control']).toBe('private, no-store');
    const list = (await asEditor('/api/casinos?page=1&pageSize=100').expect(200))
      .body as Page<Casino>;
    expect(list.items.every((c) => c.promoCode === null && c.informationOnly)).toBe(true);

    await RefusedClickModel.deleteMany({});
    const go = await asEditor('/go/crown-coins-casino').expect(451);
    expect(go.text).toContain('California');

    // The same request without the preview is the header's state (Texas), cached as usual.
    const plain = await request(app)
      .get('/api/visitor')
      .set('X-Region', 'US-TX')
      .set('Cookie', 'state=TX')
      .expect(200);
    expect(plain.body).toMatchObject({ source: 'header', state: { code: 'TX' } });
    expect(plain.headers['cache-control']).not.toBe('private, no-store');
  });

  it('ends with "all", and a forged, altered or expired cookie is ignored', async () => {
    const preview = await startPreview('NY');
    const token = preview.slice('state_preview='.length);
    expect(statePreviewOf(token)).toBe('NY');
    // Another state with the same signature, or the same token after its eight hours.
    expect(statePreviewOf(token.replace(/^NY/, 'NJ'))).toBeNull();
    expect(statePreviewOf(token, Date.now() + 9 * 60 * 60 * 1000)).toBeNull();
    expect(statePreviewOf(`${token}x`)).toBeNull();
    const forged = await request(app)
      .get('/api/visitor')
      .set('Cookie', `state=TX; state_preview=${token.replace(/^NY/, 'CA')}`)
      .expect(200);
    expect(forged.body).toMatchObject({ source: 'cookie', state: { code: 'TX' } });

    const end = await request(app)
      .post('/api/admin/preview/state')
      .set(auth(admin))
      .send({ state: 'all' })
      .expect(200);
    expect(end.body).toEqual({ state: null });
    expect(String(end.headers['set-cookie'])).toMatch(/state_preview=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('tells the admin screen whether this browser is in a preview (its cookie is HttpOnly)', async () => {
    const current = (cookie: string) =>
      request(app)
        .get('/api/admin/preview/state')
        .set({ ...auth(admin), Cookie: `${auth(admin).Cookie}; ${cookie}` })
        .expect(200)
        .expect('Cache-Control', 'no-store');
    const preview = await startPreview('CA');
    const on = await current(preview);
    expect(on.body.state).toBe('CA');
    expect(Date.parse(on.body.expiresAt as string)).toBeGreaterThan(Date.now());
    expect((await current('')).body).toEqual({ state: null });
    expect((await current(preview.replace(/^state_preview=CA/, 'state_preview=NY'))).body).toEqual({
      state: null,
    });
    await request(app).get('/api/admin/preview/state').expect(401);
  });
});
