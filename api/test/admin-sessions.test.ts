import request from 'supertest';
import { AdminSessionModel, hashPassword, hashToken } from '../src/auth';
import { AdminUserModel } from '../src/features/admin/adminUser.model';
import {
  sessionCookieOf,
  CSRF,
  auth,
  createStaff,
  login,
  loginAdmin,
  loginFrom,
  makeAdminApp,
  STAFF_PASSWORD,
  setupAdminSuite,
} from './admin-helpers';
import bcrypt from 'bcryptjs';
import { makeApp, resetRateLimits, TEST_ADMIN_PASSWORD } from './helpers';

// Tests that fail logins on purpose start from zero counts (resetRateLimits) with their own app.
const { fixture } = setupAdminSuite('admin_sessions');

describe('login and sessions', () => {
  const app = makeAdminApp(fixture);

  it('sets the session in an HttpOnly SameSite=Strict cookie, answers no token; stores only its hash', async () => {
    await createStaff('cookie-user', 'editor', ['manage_faqs']);
    const res = await request(app)
      .post('/api/admin/login')
      .set(CSRF)
      .send({ username: 'cookie-user', password: STAFF_PASSWORD });
    expect(res.status).toBe(200);
    const token = sessionCookieOf(res);
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const cookie = (res.headers['set-cookie'] as unknown as string[])[0];
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\//);
    expect(res.body).toMatchObject({ next: 'done', user: { username: 'cookie-user' } });
    expect(JSON.stringify(res.body)).not.toContain(token);
    expect(new Date(res.body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 60 * 60 * 1000);
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash/i);
    const stored = await AdminSessionModel.find().lean();
    expect(stored.some((s) => s.tokenHash === hashToken(token!))).toBe(true);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it.each([
    [{ username: 'admin', password: 'wrong-password' }],
    [{ username: 'nobody', password: 'whatever-password' }],
  ])('refuses %j with 401 "Invalid username or password"', async (body) => {
    const res = await request(app).post('/api/admin/login').set(CSRF).send(body);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Invalid username or password' });
  });

  it.each([
    [{}, 'Username is required'],
    [{ username: 'admin' }, 'Password is required'],
    [{ username: '', password: 'x' }, 'Username is required'],
    [{ username: 'admin', password: '' }, 'Password is required'],
    [{ username: { $ne: '' }, password: 'x' }, 'not an allowed field name'],
  ])('validates the login body %j (400)', async (body, message) => {
    const res = await request(app).post('/api/admin/login').set(CSRF).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it('401 without a token, with an unknown token and with a malformed one', async () => {
    for (const key of [undefined, 'not-a-real-token', 'x'.repeat(500)]) {
      const call = request(app).get('/api/admin/me');
      const res = await (key ? call.set(auth(key)) : call);
      expect(res.status).toBe(401);
      expect(res.body.message).toMatch(/log in/i);
    }
  });

  it('an expired session is refused with 401 and removed', async () => {
    const token = await loginAdmin(app);
    await request(app).get('/api/admin/me').set(auth(token)).expect(200);
    await AdminSessionModel.updateOne(
      { tokenHash: hashToken(token) },
      { $set: { expiresAt: new Date(Date.now() - 1000) } },
    );
    const res = await request(app).get('/api/admin/me').set(auth(token));
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Your session has expired or is invalid. Please log in again.');
    expect(await AdminSessionModel.exists({ tokenHash: hashToken(token) })).toBeNull();
  });

  it('logout revokes the session: the same token then gets 401; other sessions live on', async () => {
    const token = await loginAdmin(app);
    const other = await loginAdmin(app);
    await request(app).post('/api/admin/logout').set(auth(token)).expect(200);
    await request(app).get('/api/admin/me').set(auth(token)).expect(401);
    await request(app).get('/api/admin/casinos').set(auth(token)).expect(401);
    await request(app).get('/api/admin/me').set(auth(other)).expect(200);
  });

  it('deleting a user ends their sessions; a new password ends their other sessions', async () => {
    const admin = await loginAdmin(app);
    const userId = await createStaff('session-victim', 'editor', ['manage_faqs']);
    const first = await login(app, 'session-victim', STAFF_PASSWORD);
    const body = {
      username: 'session-victim',
      password: 'a-new-password-1',
      role: 'editor',
      permissions: ['manage_faqs'],
    };
    await request(app).put(`/api/admin/users/${userId}`).set(auth(admin)).send(body).expect(200);
    await request(app).get('/api/admin/me').set(auth(first)).expect(401);
    await expect(login(app, 'session-victim', STAFF_PASSWORD)).rejects.toThrow(/401/);
    const second = await login(app, 'session-victim', 'a-new-password-1');
    await request(app).delete(`/api/admin/users/${userId}`).set(auth(admin)).expect(200);
    await request(app).get('/api/admin/me').set(auth(second)).expect(401);
    expect(await AdminUserModel.exists({ username: 'session-victim' })).toBeNull();
  });

  it('a user without a role record is a viewer: reads, cannot change', async () => {
    await createStaff('no-role-user', null);
    const token = await login(app, 'no-role-user', STAFF_PASSWORD);
    const me = await request(app).get('/api/admin/me').set(auth(token)).expect(200);
    expect(me.body).toMatchObject({ username: 'no-role-user', role: 'viewer', permissions: [] });
    await request(app).get('/api/admin/faqs').set(auth(token)).expect(200);
    const res = await request(app)
      .post('/api/admin/faqs')
      .set(auth(token))
      .send({ question: 'Q?', answer: 'A' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Viewers have read-only access');
  });
});

describe('login rate limit', () => {
  beforeEach(() => resetRateLimits());
  const attempt = (
    app: ReturnType<typeof makeAdminApp>,
    path: string,
    username: string,
    password = 'wrong-password',
  ) => request(app).post(path).set(CSRF).send({ username, password });

  it('locks a username after 5 failures, whatever the case, spacing or path spelling', async () => {
    const app = makeAdminApp(fixture);
    await createStaff('limited-user', 'editor', ['manage_faqs']);
    const spellings: [string, string][] = [
      ['/api/admin/login', 'limited-user'],
      ['/api/admin/LOGIN', 'Limited-User'],
      ['/api/admin/login/', ' limited-user '],
      ['/API/ADMIN/Login/', 'LIMITED-USER'],
      ['/api/admin/login?x=1', 'limited-user'],
    ];
    for (const [path, username] of spellings) {
      const res = await attempt(app, path, username);
      expect({ path, status: res.status }).toEqual({ path, status: 401 });
    }
    for (const [path, username] of spellings) {
      const res = await attempt(app, path, username, STAFF_PASSWORD);
      expect({ path, status: res.status }).toEqual({ path, status: 429 });
      expect(res.body.message).toMatch(
        /^Too many failed login attempts\. Please try again in \d+ minutes?\.$/,
      );
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another user from the same client is not locked by this username's failures.
    expect((await attempt(app, '/api/admin/login', 'admin', TEST_ADMIN_PASSWORD)).status).toBe(200);
  });

  it('locks a client after 20 failures across usernames', async () => {
    const app = makeAdminApp(fixture);
    for (let i = 0; i < 20; i += 1) {
      const res = await attempt(
        app,
        i % 2 ? '/api/admin/Login/' : '/api/admin/login',
        `probe-${i}`,
      );
      expect(res.status).toBe(401);
    }
    const res = await attempt(app, '/api/admin/login', 'admin', TEST_ADMIN_PASSWORD);
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/Too many failed login attempts/);
  });

  it('a success clears the username count', async () => {
    const app = makeAdminApp(fixture);
    await createStaff('forgetful-user', 'editor', ['manage_faqs']);
    for (let i = 0; i < 4; i += 1)
      expect((await attempt(app, '/api/admin/login', 'forgetful-user')).status).toBe(401);
    await login(app, 'forgetful-user', STAFF_PASSWORD);
    for (let i = 0; i < 4; i += 1)
      expect((await attempt(app, '/api/admin/login', 'forgetful-user')).status).toBe(401);
    await login(app, 'forgetful-user', STAFF_PASSWORD);
  });
});

describe('login under a burst, from many clients and instances', () => {
  beforeEach(() => resetRateLimits());

  it('checks at most 5 of 50 concurrent wrong passwords; the owner then signs in from another client', async () => {
    const app = makeApp(fixture, { trustProxy: 1 });
    const burst = await Promise.all(
      Array.from({ length: 50 }, () => loginFrom(app, '203.0.113.7', 'admin', 'wrong-password')),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    // The attacker's client stays refused, even with the right password...
    expect((await loginFrom(app, '203.0.113.7', 'admin', TEST_ADMIN_PASSWORD)).status).toBe(429);
    // ...while the owner, from elsewhere, gets in (after the username's short delay at most).
    const owner = await loginFrom(app, '198.51.100.20', 'admin', TEST_ADMIN_PASSWORD);
    expect(owner.status).toBe(200);
  });

  it('counts attempts across two app instances on the same database', async () => {
    const first = makeApp(fixture, { trustProxy: 1 });
    const second = makeApp(fixture, { trustProxy: 1 });
    await createStaff('shared-limit-user', 'editor', ['manage_faqs']);
    for (let i = 0; i < 5; i += 1) {
      const res = await loginFrom(
        i % 2 ? second : first,
        '203.0.113.8',
        'shared-limit-user',
        'nope',
      );
      expect(res.status).toBe(401);
    }
    const sixth = await loginFrom(second, '203.0.113.8', 'shared-limit-user', STAFF_PASSWORD);
    expect(sixth.status).toBe(429);
  });

  it('upgrades a bcrypt hash to argon2id at the next successful login', async () => {
    const app = makeAdminApp(fixture);
    await createStaff('legacy-user', 'editor', ['manage_faqs']);
    const legacy = await bcrypt.hash(STAFF_PASSWORD, 4);
    await AdminUserModel.updateOne({ username: 'legacy-user' }, { $set: { passwordHash: legacy } });
    await login(app, 'legacy-user', STAFF_PASSWORD);
    const stored = await AdminUserModel.findOne({ username: 'legacy-user' }).select(
      '+passwordHash',
    );
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
    await login(app, 'legacy-user', STAFF_PASSWORD);
  });

  it('tells apart passwords that differ only after 72 bytes', async () => {
    const app = makeAdminApp(fixture);
    const long = `${'x'.repeat(72)}-first`;
    await AdminUserModel.create({
      username: 'long-password-user',
      passwordHash: await hashPassword(long),
    });
    const wrong = await request(app)
      .post('/api/admin/login')
      .set(CSRF)
      .send({ username: 'long-password-user', password: `${'x'.repeat(72)}-other` });
    expect(wrong.status).toBe(401);
    await login(app, 'long-password-user', long);
  });
});
