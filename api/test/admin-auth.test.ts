import { PERMISSIONS, type Permission } from '@sweepscout/shared';
import request from 'supertest';
import { AdminUserModel } from '../src/features/admin/adminUser.model';
import { ContactMessageModel } from '../src/features/contact/model';
import {
  auth,
  CSRF,
  allBut,
  anyCasinoId,
  bodies,
  createStaff,
  loginAdmin,
  pngDataUrl,
  sessionFor,
  setupAdminSuite,
} from './admin-helpers';

const { app } = setupAdminSuite('admin_auth');

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

interface RouteCase {
  name: string;
  method: Method;
  /** Builds the path; record routes create a fresh record (as admin) for each allowed call. */
  path: (admin: string) => Promise<string> | string;
  body?: () => Promise<object> | object;
  /** null: any signed-in user. */
  permission: Permission | null;
  /** Reads of personal data (messages, subscribers) need the permission too. */
  personal?: boolean;
}

async function createAs(admin: string, path: string, body: object): Promise<string> {
  const res = await request(app).post(path).set(auth(admin)).send(body);
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

async function contactMessageId(): Promise<string> {
  const message = await ContactMessageModel.create({
    name: 'Matrix Tester',
    email: 'matrix@example.com',
    category: 'general',
    subject: 'Matrix subject',
    message: 'A message for the authorization matrix.',
  });
  return String(message._id);
}

const record = (base: string, body: () => Promise<object> | object) => async (admin: string) =>
  `${base}/${await createAs(admin, base, await body())}`;

const casinoId = () => anyCasinoId();

const c = (
  name: string,
  permission: Permission | null,
  extra: Partial<RouteCase> = {},
): RouteCase => {
  const [method, path] = name.split(' ') as [string, string];
  return { name, method: method.toLowerCase() as Method, path: () => path, permission, ...extra };
};
/** The four routes of a record collection: list, create, update and delete. */
const collectionRoutes = (
  collection: string,
  permission: Permission,
  body: () => Promise<object> | object,
): RouteCase[] => {
  const base = `/api/admin/${collection}`;
  return [
    c(`GET ${base}`, permission),
    c(`POST ${base}`, permission, { body }),
    c(`PUT ${base}/:id`, permission, { path: record(base, body), body }),
    c(`DELETE ${base}/:id`, permission, { path: record(base, body) }),
  ];
};
const reviewFor = async () => bodies.review(await casinoId());
const gameFor = async () => bodies.game(await casinoId());
const messagePath = async () => `/api/admin/messages/${await contactMessageId()}`;

const ROUTES: RouteCase[] = [
  c('GET /api/admin/me', null),
  c('GET /api/admin/stats', null),
  ...collectionRoutes('casinos', 'manage_casinos', () => bodies.casino()),
  ...collectionRoutes('reviews', 'manage_reviews', reviewFor),
  c('POST /api/admin/uploads', 'manage_reviews', { body: () => ({ dataUrl: pngDataUrl() }) }),
  ...collectionRoutes('guides', 'manage_guides', () => bodies.guide()),
  ...collectionRoutes('faqs', 'manage_faqs', () => bodies.faq()),
  ...collectionRoutes('games', 'manage_games', gameFor),
  ...collectionRoutes('page-contents', 'manage_content', () => bodies.page()),
  c('GET /api/admin/messages', 'manage_content', { personal: true }),
  c('GET /api/admin/messages/:id', 'manage_content', { personal: true, path: messagePath }),
  c('PATCH /api/admin/messages/:id', 'manage_content', {
    path: messagePath,
    body: () => ({ read: true }),
  }),
  c('DELETE /api/admin/messages/:id', 'manage_content', { path: messagePath }),
  c('GET /api/admin/subscribers', 'manage_content', { personal: true }),
  c('GET /api/admin/subscribers/export', 'manage_content', { personal: true }),
  c('GET /api/admin/users', 'manage_users'),
  // Editors may grant only permissions they hold: the matrix's editor holds manage_users alone.
  c('POST /api/admin/users', 'manage_users', {
    body: () => ({ ...bodies.user(), permissions: ['manage_users'] }),
  }),
  c('PUT /api/admin/users/:id', 'manage_users', {
    path: record('/api/admin/users', () => bodies.user()),
    // A blank password keeps it: only administrators set another user's password.
    body: () => ({ ...bodies.user(), password: '' }),
  }),
  c('DELETE /api/admin/users/:id', 'manage_users', {
    path: record('/api/admin/users', () => bodies.user()),
  }),
  c('GET /api/admin/user-roles', 'manage_users'),
  c('POST /api/admin/user-roles/:userId', 'manage_users', {
    path: async (admin) =>
      `/api/admin/user-roles/${await createAs(admin, '/api/admin/users', bodies.user())}`,
    body: () => ({ role: 'editor', permissions: ['manage_users'] }),
  }),
  c('POST /api/admin/logout', null),
];

type Actor = 'anonymous' | 'viewer' | 'no role record' | 'editor without' | 'editor with' | 'admin';

function expected(actor: Actor, route: RouteCase): 401 | 403 | 'ok' {
  if (actor === 'anonymous') return 401;
  if (actor === 'admin' || actor === 'editor with' || route.permission === null) return 'ok';
  if (route.method === 'get' && !route.personal) return 'ok';
  return 403;
}

describe('authorization matrix: every /api/admin route x every kind of caller', () => {
  let admin = '';
  let viewer = '';
  let noRole = '';
  const editorWith = new Map<Permission, string>();
  const editorWithout = new Map<Permission, string>();

  beforeAll(async () => {
    admin = await loginAdmin(app);
    viewer = await sessionFor(await createStaff('matrix-viewer', 'viewer', [...PERMISSIONS]));
    noRole = await sessionFor(await createStaff('matrix-norole', null));
    for (const permission of PERMISSIONS) {
      editorWith.set(
        permission,
        await sessionFor(await createStaff(`with-${permission}`, 'editor', [permission])),
      );
      editorWithout.set(
        permission,
        await sessionFor(await createStaff(`without-${permission}`, 'editor', allBut(permission))),
      );
    }
  }, 120_000);

  const tokenOf = (actor: Actor, route: RouteCase): string | null => {
    const permission = route.permission ?? 'manage_casinos';
    switch (actor) {
      case 'anonymous':
        return null;
      case 'viewer':
        return viewer;
      case 'no role record':
        return noRole;
      case 'editor with':
        return editorWith.get(permission) ?? null;
      case 'editor without':
        return editorWithout.get(permission) ?? null;
      default:
        return admin;
    }
  };

  // Logout ends the session it is called with: a fresh one of the same caller.
  const freshToken = async (actor: Actor): Promise<string> => {
    const username: Record<Actor, string> = {
      anonymous: '',
      viewer: 'matrix-viewer',
      'no role record': 'matrix-norole',
      'editor without': 'without-manage_casinos',
      'editor with': 'with-manage_casinos',
      admin: 'admin',
    };
    // A session made directly: the admin and user managers sign in with a second factor.
    const user = await AdminUserModel.findOne({ username: username[actor] }).lean();
    return sessionFor(String(user!._id));
  };

  const ACTORS: Actor[] = [
    'anonymous',
    'viewer',
    'no role record',
    'editor without',
    'editor with',
    'admin',
  ];
  const cases = ROUTES.flatMap((route) => ACTORS.map((actor) => [actor, route] as const));

  it.each(cases.map(([actor, route]) => [route.name, actor, route] as const))(
    '%s as %s',
    async (_name, actor, r) => {
      const want = expected(actor, r);
      // Record paths are made by the admin; a forbidden call must leave the record in place.
      const path = await r.path(admin);
      let call = request(app)[r.method](path);
      const token =
        r.name === 'POST /api/admin/logout' && want === 'ok'
          ? await freshToken(actor)
          : tokenOf(actor, r);
      // The CSRF header always: this matrix is about sessions and permissions.
      call = token ? call.set(auth(token)) : call.set(CSRF);
      if (r.body) call = call.send(await r.body());
      const res = await call;
      if (want === 'ok') {
        expect({
          path,
          status: res.status,
          ok: res.status >= 200 && res.status < 300,
          body: res.body,
        }).toMatchObject({ path, ok: true });
      } else {
        expect({ path, status: res.status }).toEqual({ path, status: want });
        expect(typeof res.body.message).toBe('string');
      }
      if (want === 403 && r.method === 'delete') {
        // Nothing was deleted: the admin still reads it (GET of the list or the record).
        const list = await request(app)
          .get(path.replace(/\/[a-f0-9]{24}$/, ''))
          .set(auth(admin));
        expect(JSON.stringify(list.body)).toContain(path.split('/').pop());
      }
    },
  );
});
