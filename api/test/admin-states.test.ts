import request from 'supertest';
import { AuditEntryModel } from '../src/features/audit/model';
import { UsStateModel } from '../src/features/states/model';
import { auth, createStaff, loginAdmin, sessionFor, setupAdminSuite } from './admin-helpers';

const { app } = setupAdminSuite('admin_states', { timeout: 60_000 });
let admin = '';

beforeAll(async () => {
  admin = await loginAdmin(app);
}, 60_000);

const body = (overrides: object = {}) => ({
  code: 'IN',
  legalStatus: 'pending',
  scheduledStatus: 'banned',
  effectiveDate: '2026-07-01',
  citation: 'HB 1052 (2026)',
  billStage: 'Signed into law',
  summary: 'Indiana bans online sweepstakes casinos from 1 July 2026.',
  sources: ['https://iga.in.gov/'],
  reachesAffiliates: false,
  verified: true,
  ...overrides,
});

async function indiana() {
  const record = await UsStateModel.findOne({ code: 'IN' }).lean();
  if (!record) throw new Error('Indiana is not seeded');
  return record;
}

describe('admin state records', () => {
  it('need a session, and the content permission to change', async () => {
    await request(app).get('/api/admin/states').expect(401);
    const id = await createStaff('states-viewer', 'viewer');
    const viewer = await sessionFor(id);
    await request(app).get('/api/admin/states').set(auth(viewer)).expect(200);
    const { _id } = await indiana();
    await request(app).put(`/api/admin/states/${_id}`).set(auth(viewer)).send(body()).expect(403);
  });

  it('list every state, with filters and sorts of the editorial lists', async () => {
    const res = await request(app)
      .get('/api/admin/states?page=1&pageSize=100&sort=code')
      .set(auth(admin))
      .expect(200);
    expect(res.body).toHaveLength(51);
    expect(res.body[0]).toMatchObject({ code: 'AK', status: 'published', verified: false });
  });

  it('save through the editorial workflow: verified by the editor, revision, audit, public at once', async () => {
    const { _id, updatedAt } = await indiana();
    const res = await request(app)
      .put(`/api/admin/states/${_id}`)
      .set(auth(admin))
      .send(body({ updatedAt: updatedAt?.toISOString() }))
      .expect(200);
    expect(res.body).toMatchObject({ verified: true, verifiedBy: 'admin' });
    expect(res.body.lastVerifiedAt).toEqual(expect.any(String));

    const shown = await request(app).get('/api/states/indiana').expect(200);
    expect(shown.body).toMatchObject({
      verified: true,
      verifiedBy: 'admin',
      billStage: 'Signed into law',
    });
    const revisions = await request(app)
      .get(`/api/admin/states/${_id}/revisions`)
      .set(auth(admin))
      .expect(200);
    expect(revisions.body[0]).toMatchObject({ by: 'admin' });
    expect(
      await AuditEntryModel.countDocuments({ recordType: 'state', recordId: String(_id) }),
    ).toBe(1);

    // Saved again from the version read before: refused as stale.
    const stale = await request(app)
      .put(`/api/admin/states/${_id}`)
      .set(auth(admin))
      .send(body({ updatedAt: updatedAt?.toISOString() }))
      .expect(409);
    expect(stale.body.message).toMatch(/This state was changed by admin/);
  });

  it('refuse bad input with a clear message and write nothing', async () => {
    const before = await indiana();
    const res = await request(app)
      .put(`/api/admin/states/${before._id}`)
      .set(auth(admin))
      .send(body({ effectiveDate: null }))
      .expect(400);
    expect(res.body.message).toMatch(/A scheduled status needs an effective date/);
    const bad = await request(app)
      .put(`/api/admin/states/${before._id}`)
      .set(auth(admin))
      .send(body({ legalStatus: 'legal-ish' }))
      .expect(400);
    expect(bad.body.message).toMatch(
      /Status must be one of: available, restricted, banned, pending/,
    );
    expect((await indiana()).updatedAt).toEqual(before.updatedAt);
  });

  it('refuse a second record for a state', async () => {
    const res = await request(app)
      .post('/api/admin/states')
      .set(auth(admin))
      .send(body())
      .expect(409);
    expect(res.body.message).toBe('This state already has a record');
  });
});
