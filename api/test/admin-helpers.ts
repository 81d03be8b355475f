import type { Express } from 'express';
import {
  ADMIN_CSRF_HEADER,
  ADMIN_CSRF_VALUE,
  ADMIN_SESSION_COOKIE_DEV,
  PERMISSIONS,
  PROTECTED_ADMIN_USERNAME,
  type AdminRole,
  type Permission,
} from '@sweepscout/shared';
import request from 'supertest';
import { createSession, hashPassword } from '../src/auth';
import { AdminUserModel } from '../src/features/admin/adminUser.model';
import { CasinoModel } from '../src/features/casinos/model';
import { UserRoleModel } from '../src/features/admin/userRole.model';
import { makeApp, setupSiteSuite, type SiteFixture } from './helpers';

/** The real site app. Login limits are counted in the database: see resetRateLimits(). */
export function makeAdminApp(fixture: SiteFixture): Express {
  return makeApp(fixture);
}

/** The setup of an admin test file: the site suite's (see setupSiteSuite). */
export const setupAdminSuite = setupSiteSuite;

/** The admin area's CSRF header, which every unsafe /api/admin request needs. */
export const CSRF = { [ADMIN_CSRF_HEADER]: ADMIN_CSRF_VALUE };

/**
 * The headers of a request in a session: its cookie (the plain-HTTP development cookie: supertest
 * talks to 127.0.0.1) and the CSRF header.
 */
export const auth = (token: string) => ({
  Cookie: `${ADMIN_SESSION_COOKIE_DEV}=${token}`,
  ...CSRF,
});

/** Requests to `app` in the session of `token`; a write sends `body` as its JSON. */
export const sessionClient = (app: Express, token: string) => ({
  get: (p: string) => request(app).get(p).set(auth(token)),
  post: (p: string, body?: object) => request(app).post(p).set(auth(token)).send(body),
  put: (p: string, body?: object) => request(app).put(p).set(auth(token)).send(body),
  patch: (p: string, body?: object) => request(app).patch(p).set(auth(token)).send(body),
  delete: (p: string) => request(app).delete(p).set(auth(token)),
});

/** The session token a response set in its cookie (undefined when it set none). */
export function sessionCookieOf(res: { headers: Record<string, unknown> }): string | undefined {
  const cookies = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  const prefix = `${ADMIN_SESSION_COOKIE_DEV}=`;
  const cookie = cookies.find((c) => c.startsWith(prefix));
  const value = cookie?.slice(prefix.length).split(';')[0];
  return value || undefined;
}

/** Sign in through the API (password, and the code when given) and answer the session token. */
export async function login(
  app: Express,
  username: string,
  password: string,
  code?: string,
): Promise<string> {
  const res = await request(app)
    .post('/api/admin/login')
    .set(CSRF)
    .send({ username, password, ...(code ? { code } : {}) });
  const token = sessionCookieOf(res);
  if (res.status !== 200 || res.body.next !== 'done' || !token)
    throw new Error(`login ${username}: ${res.status} ${JSON.stringify(res.body)}`);
  return token;
}

/**
 * A sign-in attempt from `client`, on an app behind one trusted proxy hop (X-Forwarded-For names
 * the client there).
 */
export const loginFrom = (app: Express, client: string, username: string, password: string) =>
  request(app)
    .post('/api/admin/login')
    .set(CSRF)
    .set('X-Forwarded-For', client)
    .send({ username, password });

/** The device cookie (`name=value`) a successful sign-in set, which marks the browser as known. */
export function deviceCookieOf(res: { headers: Record<string, unknown> }): string {
  const cookies = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  const cookie = cookies.find((c) => c.startsWith('sweepscout_device_dev='));
  if (!cookie) throw new Error('no device cookie set');
  return cookie.split(';')[0];
}

/**
 * A session of the seeded admin user, made directly: the admin role needs a second factor, and
 * tests that are not about signing in do not go through it (admin-second-factor.test.ts does).
 */
export async function loginAdmin(_app?: Express): Promise<string> {
  const admin = await AdminUserModel.findOne({ username: PROTECTED_ADMIN_USERNAME }).lean();
  if (!admin) throw new Error('no admin user seeded');
  return sessionFor(String(admin._id));
}

export const STAFF_PASSWORD = 'staff-password-1';
export { TEST_ADMIN_PASSWORD } from './helpers';
// bcrypt is slow on purpose: hash the shared staff password once per test file.
let staffHash: string | undefined;

/** A session token without a login round trip (for tests that are not about logging in). */
export async function sessionFor(userId: string): Promise<string> {
  return (await createSession(userId)).token;
}

/** A staff user stored directly; `role: null` leaves it without a role record. */
export async function createStaff(
  username: string,
  role: AdminRole | null,
  permissions: Permission[] = [],
): Promise<string> {
  staffHash ??= await hashPassword(STAFF_PASSWORD);
  const user = await AdminUserModel.create({ username, passwordHash: staffHash });
  if (role) await UserRoleModel.create({ userId: user._id, role, permissions });
  return String(user._id);
}

export const allBut = (permission: Permission): Permission[] =>
  PERMISSIONS.filter((p) => p !== permission);

export async function anyCasinoId(): Promise<string> {
  const casino = await CasinoModel.findOne().sort({ name: 1 }).lean();
  if (!casino) throw new Error('no casino seeded');
  return String(casino._id);
}

let counter = 0;
export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}`;

const casinoBody = (slug = unique('test-casino')) => ({
  name: `Casino ${slug}`,
  slug,
  description: 'A test casino with plenty of games.',
  rating: '4.2',
  bonusAmount: '10,000 Gold Coins',
  gamesCount: '300+ Games',
  gameTypes: 'Slots, Table Games',
  websiteUrl: 'https://example.com/casino',
  isFeatured: false,
});

const reviewBody = (casinoId: string, slug = unique('test-review')) => ({
  casinoId,
  title: `Review ${slug}`,
  slug,
  rating: '4.5',
  excerpt: 'Short excerpt.',
  content: '<p>Full review content.</p>',
  authorName: 'Test Author',
  authorAvatar: '',
  publishDate: '2026-01-05',
  isFeatured: false,
  reviewImages: [],
});

const guideBody = (slug = unique('test-guide')) => ({
  title: `Guide ${slug}`,
  slug,
  excerpt: 'Short excerpt.',
  content: '<p>Guide content.</p>',
  authorName: 'Test Author',
  publishDate: '2026-02-01',
  minutesToRead: 7,
  isFeatured: false,
});

const faqBody = (question = `${unique('What is')}?`) => ({
  question,
  answer: 'An answer.',
  order: 3,
});

const gameBody = (casinoId: string, name = unique('Test Game')) => ({
  casinoId,
  name,
  type: 'slot',
  description: 'A test game.',
  previewImage: '/media/games/test.svg',
  rtp: '96.1',
  volatility: 'high',
  features: ['Wilds'],
});

const pageBody = (page = unique('test-page')) => ({
  page,
  title: `Page ${page}`,
  metaDescription: 'A test page.',
  content: '<p>Page content.</p>',
});

const userBody = (username = unique('staff')) => ({
  username,
  password: 'new-user-password',
  role: 'editor',
  permissions: ['manage_faqs'],
});

/** A 1x1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const pngDataUrl = () => `data:image/png;base64,${PNG_BYTES.toString('base64')}`;

/** Valid request bodies of each record kind; names and slugs are unique per call. */
export const bodies = {
  casino: casinoBody,
  review: reviewBody,
  guide: guideBody,
  faq: faqBody,
  game: gameBody,
  page: pageBody,
  user: userBody,
};
