import { REAUTH_REQUIRED_MESSAGE } from '@sweepscout/shared';
import { PASSWORD_COMMON } from '@sweepscout/shared/password';
import request from 'supertest';
import { AdminSessionModel, hashToken } from '../src/auth';
import { AdminUserModel } from '../src/features/admin/adminUser.model';
import {
  CSRF,
  bodies,
  createStaff,
  login,
  sessionClient,
  sessionFor,
  setupAdminSuite,
  STAFF_PASSWORD,
  unique,
} from './admin-helpers';
import { resetRateLimits } from './helpers';

const { app } = setupAdminSuite('staff_passwords', { timeout: 60_000 });

const as = (token: string) => sessionClient(app, token);

/** The session signed in longer ago than the re-authentication window. */
async function ageSession(token: string): Promise<void> {
  await AdminSessionModel.updateOne(
    { tokenHash: hashToken(token) },
    { $set: { authenticatedAt: new Date(Date.now() - 6 * 60 * 1000) } },
  );
}

beforeEach(() => resetRateLimits());

describe('staff password strength', () => {
  it.each([
    ['eleven-char', 'Password must be at least 12 characters'],
    ['password1234', PASSWORD_COMMON],
    ['aaaaaaaaaaaaaaaa', /too easy to guess: repeated characters/],
  ])(
    'refuses %s with the reason on the password field, and creates nothing',
    async (password, why) => {
      const admin = as(await sessionFor(await createStaff(unique('adm'), 'admin')));
      const body = { ...bodies.user(), password };
      const res = await admin.post('/api/admin/users', body).expect(400);
      const issue = res.body.issues.find((i: { path: string }) => i.path === 'password');
      expect(issue.message).toMatch(why);
      expect(await AdminUserModel.exists({ username: body.username })).toBeNull();
    },
  );

  it('refuses a password made of the username', async () => {
    const admin = as(await sessionFor(await createStaff(unique('adm'), 'admin')));
    const res = await admin
      .post('/api/admin/users', {
        ...bodies.user(),
        username: 'margaret.hamilton',
        password: 'margaret.hamilton1',
      })
      .expect(400);
    expect(res.body.message).toMatch(/too easy to guess/);
  });
});

describe('changing one own password', () => {
  it('needs the current password; the caller stays signed in, their other sessions end', async () => {
    const username = unique('self');
    const id = await createStaff(username, 'editor', ['manage_users']);
    // A user manager must have a second factor: sessions made directly, the password checked below.
    const other = await sessionFor(id);
    const me = as(await sessionFor(id));
    const change = {
      username,
      role: 'editor',
      permissions: ['manage_users'],
      password: 'q7R$wx2LpV9!tZ',
    };
    const missing = await me.put(`/api/admin/users/${id}`, change).expect(400);
    expect(missing.body.issues[0].path).toBe('currentPassword');
    const wrong = await me
      .put(`/api/admin/users/${id}`, { ...change, currentPassword: 'not-my-password' })
      .expect(403);
    expect(wrong.body.message).toBe('Your current password is incorrect');
    await expect(login(app, username, change.password)).rejects.toThrow(/401/);

    await me
      .put(`/api/admin/users/${id}`, { ...change, currentPassword: STAFF_PASSWORD })
      .expect(200);
    await me.get('/api/admin/me').expect(200);
    await as(other).get('/api/admin/me').expect(401);
    const signIn = await request(app)
      .post('/api/admin/login')
      .set(CSRF)
      .send({ username, password: change.password });
    expect(signIn.status).toBe(200);
  });
});

describe('PUT /api/admin/me/password (any signed-in user)', () => {
  it('a viewer changes their own password with the current one; a weak one is refused', async () => {
    const username = unique('viewer');
    await createStaff(username, 'viewer');
    const other = await login(app, username, STAFF_PASSWORD);
    const me = as(await login(app, username, STAFF_PASSWORD));
    const weak = await me
      .put('/api/admin/me/password', { currentPassword: STAFF_PASSWORD, password: 'password1234' })
      .expect(400);
    expect(weak.body.issues[0]).toEqual({ path: 'password', message: PASSWORD_COMMON });
    await me
      .put('/api/admin/me/password', { currentPassword: 'wrong-one', password: 'q7R$wx2LpV9!tZ' })
      .expect(403);
    await me
      .put('/api/admin/me/password', {
        currentPassword: STAFF_PASSWORD,
        password: 'q7R$wx2LpV9!tZ',
      })
      .expect(200);
    await me.get('/api/admin/me').expect(200);
    await as(other).get('/api/admin/me').expect(401);
    await login(app, username, 'q7R$wx2LpV9!tZ');
  });
});

describe('changes to another user need a recent sign-in', () => {
  it("another user's password: 403 asking to re-authenticate, then accepted after /reauth", async () => {
    const adminToken = await sessionFor(await createStaff(unique('adm'), 'admin'));
    const admin = as(adminToken);
    const username = unique('target');
    const target = await createStaff(username, 'editor', ['manage_faqs']);
    const change = {
      username,
      role: 'editor',
      permissions: ['manage_faqs'],
      password: 'q7R$wx2LpV9!tZ',
    };
    await ageSession(adminToken);

    const stale = await admin.put(`/api/admin/users/${target}`, change).expect(403);
    expect(stale.body).toEqual({ message: REAUTH_REQUIRED_MESSAGE, reauthenticate: true });
    await login(app, username, STAFF_PASSWORD);

    const wrong = await admin
      .post('/api/admin/reauth', { password: 'not-the-password' })
      .expect(403);
    expect(wrong.body.message).toBe('The password is incorrect');
    await admin.put(`/api/admin/users/${target}`, change).expect(403);

    const ok = await admin.post('/api/admin/reauth', { password: STAFF_PASSWORD }).expect(200);
    expect(Date.parse(ok.body.confirmedUntil)).toBeGreaterThan(Date.now());
    await admin.put(`/api/admin/users/${target}`, change).expect(200);
    await login(app, username, change.password);
  });

  it("a role change needs it too, and ends the target's sessions", async () => {
    const adminToken = await sessionFor(await createStaff(unique('adm'), 'admin'));
    const admin = as(adminToken);
    const username = unique('promoted');
    const target = await createStaff(username, 'editor', ['manage_faqs']);
    const targetSession = await login(app, username, STAFF_PASSWORD);
    await ageSession(adminToken);
    const promote = { role: 'editor', permissions: ['manage_faqs', 'manage_guides'] };
    const stale = await admin.post(`/api/admin/user-roles/${target}`, promote).expect(403);
    expect(stale.body.reauthenticate).toBe(true);
    await as(targetSession).get('/api/admin/me').expect(200);

    await admin.post('/api/admin/reauth', { password: STAFF_PASSWORD }).expect(200);
    await admin.post(`/api/admin/user-roles/${target}`, promote).expect(200);
    await as(targetSession).get('/api/admin/me').expect(401);
  });

  it('an edit that changes neither password nor access needs no re-authentication', async () => {
    const adminToken = await sessionFor(await createStaff(unique('adm'), 'admin'));
    const target = await createStaff(unique('renamed'), 'editor', ['manage_faqs']);
    await ageSession(adminToken);
    await as(adminToken)
      .put(`/api/admin/users/${target}`, {
        username: unique('renamed'),
        role: 'editor',
        permissions: ['manage_faqs'],
      })
      .expect(200);
  });
});
