import { generate } from 'otplib';
import request from 'supertest';
import { AdminSessionModel, hashRecoveryCode, hashToken } from '../src/auth';
import { AdminUserModel } from '../src/features/admin/adminUser.model';
import {
  auth,
  createStaff,
  CSRF,
  sessionCookieOf,
  sessionFor,
  setupAdminSuite,
  STAFF_PASSWORD,
  TEST_ADMIN_PASSWORD,
  unique,
} from './admin-helpers';
import { makeApp, resetRateLimits } from './helpers';

const { app, fixture } = setupAdminSuite('admin_second_factor', { timeout: 60_000 });
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

const code = (secret = SECRET, epoch = Date.now() / 1000) =>
  generate({ secret, epoch: Math.floor(epoch) });
const signIn = (body: object) => request(app).post('/api/admin/login').set(CSRF).send(body);
const me = (token: string) => request(app).get('/api/admin/me').set(auth(token));

async function withSecret(username: string, secret = SECRET, recovery: string[] = []) {
  await AdminUserModel.updateOne(
    { username },
    { $set: { totpSecret: secret, recoveryCodeHashes: recovery.map(hashRecoveryCode) } },
  );
}

beforeEach(() => resetRateLimits());

describe('TOTP sign-in', () => {
  it('accepts the code in the same request; refuses a wrong one and a replayed one', async () => {
    const username = unique('totp');
    await createStaff(username, 'editor', ['manage_faqs']);
    await withSecret(username);
    const wrong = await signIn({ username, password: STAFF_PASSWORD, code: '000000' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid authentication code');
    const now = await code();
    const ok = await signIn({ username, password: STAFF_PASSWORD, code: now });
    expect(ok.status).toBe(200);
    expect(ok.body.next).toBe('done');
    await me(sessionCookieOf(ok)!).expect(200);
    // The same code again (a replay within its 30 s) is refused.
    expect((await signIn({ username, password: STAFF_PASSWORD, code: now })).status).toBe(401);
  });

  it('in two steps: the password opens only the code step; the code gives a new token', async () => {
    const username = unique('totp2');
    await createStaff(username, 'editor', ['manage_faqs']);
    await withSecret(username);
    const first = await signIn({ username, password: STAFF_PASSWORD });
    expect(first.body).toMatchObject({ next: 'second-factor' });
    expect(first.body.user).toBeUndefined();
    const pending = sessionCookieOf(first)!;
    await me(pending).expect(401);
    const second = await request(app)
      .post('/api/admin/login/second-factor')
      .set(auth(pending))
      .send({ code: await code() })
      .expect(200);
    expect(second.body).toMatchObject({ next: 'done', user: { username } });
    const full = sessionCookieOf(second)!;
    expect(full).not.toBe(pending);
    await me(full).expect(200);
    await me(pending).expect(401);
  });

  it('a recovery code works once', async () => {
    const username = unique('recover');
    await createStaff(username, 'editor', ['manage_faqs']);
    await withSecret(username, SECRET, ['abcde-fghij', 'klmno-pqrst']);
    const used = await signIn({ username, password: STAFF_PASSWORD, code: 'ABCDE FGHIJ' });
    expect(used.body.next).toBe('done');
    expect((await signIn({ username, password: STAFF_PASSWORD, code: 'abcde-fghij' })).status).toBe(
      401,
    );
    const stored = await AdminUserModel.findOne({ username }).select('+recoveryCodeHashes').lean();
    expect(stored!.recoveryCodeHashes).toHaveLength(1);
  });
});

describe('second factor required for the admin role and user managers', () => {
  it('a user manager without one is sent to enrol, sets it up with a code, gets recovery codes', async () => {
    const username = unique('mgr');
    await createStaff(username, 'editor', ['manage_users']);
    const first = await signIn({ username, password: STAFF_PASSWORD }).expect(200);
    expect(first.body.next).toBe('enrol');
    const enrolling = sessionCookieOf(first)!;
    await me(enrolling).expect(401);
    await request(app).get('/api/admin/users').set(auth(enrolling)).expect(401);

    const setup = await request(app)
      .post('/api/admin/second-factor/setup')
      .set(auth(enrolling))
      .expect(200);
    expect(setup.body.uri).toMatch(/^otpauth:\/\/totp\/SweepScout:/);
    expect(setup.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    await request(app)
      .post('/api/admin/second-factor/confirm')
      .set(auth(enrolling))
      .send({ code: '123456' })
      .expect(400);
    const confirmed = await request(app)
      .post('/api/admin/second-factor/confirm')
      .set(auth(enrolling))
      .send({ code: await code(setup.body.secret) })
      .expect(200);
    expect(confirmed.body.next).toBe('done');
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    await me(sessionCookieOf(confirmed)!).expect(200);
    const stored = await AdminUserModel.findOne({ username }).select('+recoveryCodeHashes').lean();
    expect(JSON.stringify(stored)).not.toContain(confirmed.body.recoveryCodes[0]);
    // From now on the password alone is not enough.
    const next = await signIn({ username, password: STAFF_PASSWORD });
    expect(next.body.next).toBe('second-factor');
  });

  it('an administrator resets another user second factor (recent sign-in needed); their sessions end', async () => {
    const admin = await sessionFor(
      String((await AdminUserModel.findOne({ username: 'admin' }))!._id),
    );
    const username = unique('lost-phone');
    const id = await createStaff(username, 'editor', ['manage_faqs']);
    await withSecret(username);
    const theirs = await sessionFor(id);
    const editor = await sessionFor(await createStaff(unique('ed'), 'editor', ['manage_users']));
    await request(app).delete(`/api/admin/users/${id}/second-factor`).set(auth(editor)).expect(403);
    await request(app).delete(`/api/admin/users/${id}/second-factor`).set(auth(admin)).expect(200);
    await me(theirs).expect(401);
    const after = await signIn({ username, password: STAFF_PASSWORD });
    expect(after.body.next).toBe('done');
  });

  it('the admin user signs in with password and code when ADMIN_TOTP_SECRET set its secret', async () => {
    await withSecret('admin');
    const res = await signIn({
      username: 'admin',
      password: TEST_ADMIN_PASSWORD,
      code: await code(),
    });
    expect(res.body).toMatchObject({
      next: 'done',
      user: { username: 'admin', secondFactor: true },
    });
  });
});

describe('cookie session rules', () => {
  it('refuses an unsafe admin request without the CSRF header, or from another origin', async () => {
    const token = await sessionFor(await createStaff(unique('csrf'), 'editor', ['manage_faqs']));
    const body = { question: 'Is this a cross-site write?', answer: 'No.', order: 1 };
    const cookie = auth(token).Cookie;
    const bare = await request(app).post('/api/admin/faqs').set('Cookie', cookie).send(body);
    expect(bare.status).toBe(403);
    // Another site shows in either header.
    for (const [header, value] of [
      ['Origin', 'https://evil.example'],
      ['Sec-Fetch-Site', 'cross-site'],
    ]) {
      const foreign = await request(app)
        .post('/api/admin/faqs')
        .set(auth(token))
        .set(header, value)
        .send(body);
      expect({ header, status: foreign.status }).toEqual({ header, status: 403 });
    }
    const login = await request(app)
      .post('/api/admin/login')
      .send({ username: 'admin', password: TEST_ADMIN_PASSWORD });
    expect(login.status).toBe(403);
    await request(app).post('/api/admin/faqs').set(auth(token)).send(body).expect(201);
  });

  it('a session idle for more than 30 minutes ends, an active one lives on', async () => {
    const token = await sessionFor(await createStaff(unique('idle'), 'editor', ['manage_faqs']));
    await me(token).expect(200);
    await AdminSessionModel.updateOne(
      { tokenHash: hashToken(token) },
      { $set: { lastSeenAt: new Date(Date.now() - 31 * 60 * 1000) } },
    );
    await me(token).expect(401);
  });

  it('plain HTTP at a public address cannot sign in (no session may travel in clear)', async () => {
    const res = await request(app)
      .post('/api/admin/login')
      .set(CSRF)
      .set('Host', 'sweepscout.example')
      .send({ username: 'admin', password: TEST_ADMIN_PASSWORD });
    expect(res.status).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('over HTTPS (behind a trusted proxy) the cookie is __Host- prefixed and Secure', async () => {
    const username = unique('https');
    await createStaff(username, 'editor', ['manage_faqs']);
    const proxied = makeApp(fixture, { trustProxy: 1 });
    const res = await request(proxied)
      .post('/api/admin/login')
      .set(CSRF)
      .set('X-Forwarded-Proto', 'https')
      .set('Host', 'sweepscout.example')
      .send({ username, password: STAFF_PASSWORD });
    expect(res.status).toBe(200);
    const cookies = res.headers['set-cookie'] as unknown as string[];
    // The session's cookie, whichever order it is set in beside the device cookie.
    const cookie = cookies.find((c) => c.startsWith('__Host-sweepscout_admin=')) ?? '';
    expect(cookie).toMatch(/^__Host-sweepscout_admin=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
  });
});
