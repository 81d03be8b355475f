import { PERMISSIONS } from '@sweepscout/shared';
import { UserRoleModel } from '../src/features/admin/userRole.model';
import {
  bodies,
  createStaff,
  loginAdmin,
  sessionClient,
  sessionFor,
  setupAdminSuite,
  unique,
} from './admin-helpers';

const { app } = setupAdminSuite('staff_privileges', { timeout: 60_000 });

const as = (token: string) => sessionClient(app, token);

const ONLY_HELD = 'You can only grant permissions that you hold yourself';

async function storedRole(userId: string) {
  return UserRoleModel.findOne({ userId }).lean();
}

describe('effective permissions on every create and update', () => {
  it('a user manager cannot create a dormant all-powerful viewer and promote it', async () => {
    const manager = as(
      await sessionFor(await createStaff(unique('mgr'), 'editor', ['manage_users'])),
    );
    // The viewer may be created (a viewer can do nothing), but it stores no permissions.
    const viewer = await manager
      .post('/api/admin/users', { ...bodies.user(), role: 'viewer', permissions: [...PERMISSIONS] })
      .expect(201);
    expect(viewer.body.permissions).toEqual([]);
    expect((await storedRole(viewer.body.id))?.permissions).toEqual([]);

    // Promotion counts every effective permission the editor would gain as granted.
    const promote = await manager
      .put(`/api/admin/users/${viewer.body.id}`, {
        username: viewer.body.username,
        role: 'editor',
        permissions: [...PERMISSIONS],
      })
      .expect(403);
    expect(promote.body.message).toBe(ONLY_HELD);
    await manager
      .post(`/api/admin/user-roles/${viewer.body.id}`, {
        role: 'editor',
        permissions: ['manage_content'],
      })
      .expect(403);
    expect((await storedRole(viewer.body.id))?.role).toBe('viewer');
  });

  it('a viewer record holding a dormant list (older data) is promoted only to what the caller holds', async () => {
    const manager = as(
      await sessionFor(await createStaff(unique('mgr'), 'editor', ['manage_users', 'manage_faqs'])),
    );
    const dormant = await createStaff(unique('dormant'), 'viewer', [...PERMISSIONS]);
    const refused = await manager
      .post(`/api/admin/user-roles/${dormant}`, { role: 'editor', permissions: [...PERMISSIONS] })
      .expect(403);
    expect(refused.body.message).toBe(ONLY_HELD);
    const ok = await manager
      .post(`/api/admin/user-roles/${dormant}`, { role: 'editor', permissions: ['manage_faqs'] })
      .expect(200);
    expect(ok.body).toEqual({ userId: dormant, role: 'editor', permissions: ['manage_faqs'] });
  });

  it('an editor keeps what it already had; only new permissions must be held by the caller', async () => {
    const manager = as(
      await sessionFor(await createStaff(unique('mgr'), 'editor', ['manage_users'])),
    );
    const editor = await createStaff(unique('ed'), 'editor', ['manage_casinos']);
    await manager
      .post(`/api/admin/user-roles/${editor}`, {
        role: 'editor',
        permissions: ['manage_casinos', 'manage_users'],
      })
      .expect(200);
    await manager
      .post(`/api/admin/user-roles/${editor}`, {
        role: 'editor',
        permissions: ['manage_casinos', 'manage_reviews'],
      })
      .expect(403);
  });

  it('an administrator may set any permissions; a viewer it creates still stores none', async () => {
    const admin = as(await loginAdmin(app));
    const res = await admin
      .post('/api/admin/users', { ...bodies.user(), role: 'viewer', permissions: ['manage_faqs'] })
      .expect(201);
    expect(res.body.permissions).toEqual([]);
  });
});

describe('who sees the staff list', () => {
  it('a viewer and an editor without manage_users see only their own account', async () => {
    const viewerId = await createStaff(unique('viewer'), 'viewer');
    const editorId = await createStaff(unique('editor'), 'editor', ['manage_faqs']);
    for (const id of [viewerId, editorId]) {
      const caller = as(await sessionFor(id));
      const users = await caller.get('/api/admin/users').expect(200);
      expect(users.body.map((u: { id: string }) => u.id)).toEqual([id]);
      const roles = await caller.get('/api/admin/user-roles').expect(200);
      expect(roles.body.map((r: { userId: string }) => r.userId)).toEqual([id]);
    }
  });

  it('a user manager sees every account', async () => {
    const manager = as(
      await sessionFor(await createStaff(unique('mgr'), 'editor', ['manage_users'])),
    );
    const users = await manager.get('/api/admin/users').expect(200);
    expect(users.body.map((u: { username: string }) => u.username)).toContain('admin');
    expect(users.body.length).toBeGreaterThan(1);
  });
});
