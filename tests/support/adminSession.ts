import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import {
  ADMIN_CSRF_HEADER,
  ADMIN_CSRF_VALUE,
  ADMIN_SESSION_COOKIE_DEV,
  REAUTH_WINDOW_MS,
} from '@sweepscout/shared';
import {
  ARTIFACTS_DIR,
  E2E_ADMIN_PASSWORD,
  E2E_ADMIN_TOTP_SECRET,
  E2E_BASE_URL,
  E2E_PORT,
} from './env';

/** The admin area's CSRF header: every unsafe /api/admin call of a test carries it. */
export const CSRF_HEADERS = { [ADMIN_CSRF_HEADER]: ADMIN_CSRF_VALUE };

/** The headers of an API call in a session (its cookie, and the CSRF header). */
export const sessionHeaders = (token: string) => ({
  Cookie: `${ADMIN_SESSION_COOKIE_DEV}=${token}`,
  ...CSRF_HEADERS,
});

const STEP_MS = 30_000;

/**
 * The run's admin session, signed in once before any test (tests/support/globalSetup.ts) and
 * shared by the workers through this file: a sign-in per worker, or again after a test that signs
 * in on its own, waited up to 30 s for a TOTP step no one had used (about 90 s of the admin
 * area's run).
 */
const SHARED_SESSION_FILE = path.join(ARTIFACTS_DIR, `admin-session-${E2E_PORT}.json`);

interface SharedSession {
  token: string;
  /** The TOTP time step the sign-in used: the server takes only later ones. */
  step: number;
  confirmedAt: number;
}

function readSharedSession(): SharedSession | null {
  if (!existsSync(SHARED_SESSION_FILE)) return null;
  return JSON.parse(readFileSync(SHARED_SESSION_FILE, 'utf8')) as SharedSession;
}

/** The shared session as this process found it at its start (the set-up then writes a new one). */
const sharedAtStart = readSharedSession();

// The last time step whose code this process sent (or the shared sign-in's): the server takes
// each step once, and only after the last one it took (no replay).
let lastStep = sharedAtStart?.step ?? -1;

/**
 * The admin's TOTP code for a time step this worker has not sent yet. The server accepts the
 * previous, current and next step, each once; when this worker (or the other one) has used them,
 * this waits for the next step.
 */
export async function nextAdminCode(): Promise<string> {
  const now = Date.now();
  const step = Math.max(Math.floor(now / STEP_MS), lastStep + 1);
  // The server's window reaches one step ahead of its clock.
  const usableFrom = (step - 1) * STEP_MS + 1000;
  if (usableFrom > now) await new Promise((resolve) => setTimeout(resolve, usableFrom - now));
  lastStep = step;
  return generate({ secret: E2E_ADMIN_TOTP_SECRET, epoch: (step * STEP_MS) / 1000 });
}

/** The session token a response set, or undefined. */
function sessionCookieOf(headers: { name: string; value: string }[]): string | undefined {
  const prefix = `${ADMIN_SESSION_COOKIE_DEV}=`;
  const cookie = headers.find(
    (h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith(prefix),
  );
  return cookie?.value.slice(prefix.length).split(';')[0] || undefined;
}

/**
 * Sign in through the API with password and code (in one request); a code the server already
 * took (the other worker used its step) is retried with the next one.
 */
export async function signInWithCode(
  request: APIRequestContext,
  username = 'admin',
  password = E2E_ADMIN_PASSWORD,
  siteUrl = '',
): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const response = await request.post(`${siteUrl}/api/admin/login`, {
      headers: CSRF_HEADERS,
      data: { username, password, code: await nextAdminCode() },
    });
    const body = (await response.json()) as { message?: string; next?: string };
    if (response.status() === 401 && body.message === 'Invalid authentication code') continue;
    expect(response.ok(), `login answered ${response.status()} ${body.message ?? ''}`).toBeTruthy();
    expect(body.next).toBe('done');
    const token = sessionCookieOf(response.headersArray());
    expect(token, 'the login set no session cookie').toBeTruthy();
    return token!;
  }
  throw new Error('no TOTP code was accepted');
}

// The admin session of the tests that are not about signing in: the run's shared one, or this
// worker's own once that one is gone.
let cached: { token: string; confirmedAt: number } | null = sharedAtStart;

/**
 * A live admin session token of this worker: reused while the server accepts it, confirmed again
 * (POST /reauth) when its last sign-in is older than the re-authentication window allows.
 */
export async function adminToken(request: APIRequestContext): Promise<string> {
  if (cached) {
    const me = await request.get('/api/admin/me', { headers: sessionHeaders(cached.token) });
    if (me.status() !== 200) cached = null;
  }
  if (!cached) cached = { token: await signInWithCode(request), confirmedAt: Date.now() };
  if (Date.now() - cached.confirmedAt > REAUTH_WINDOW_MS - 60_000) {
    const reauth = await request.post('/api/admin/reauth', {
      headers: sessionHeaders(cached.token),
      data: { password: E2E_ADMIN_PASSWORD },
    });
    expect(reauth.ok(), `reauth answered ${reauth.status()}`).toBeTruthy();
    cached.confirmedAt = Date.now();
  }
  return cached.token;
}

/** Signs the admin in once for the whole run, before any test: see SHARED_SESSION_FILE. */
export async function shareAdminSession(request: APIRequestContext): Promise<void> {
  const token = await signInWithCode(request);
  const shared: SharedSession = { token, step: lastStep, confirmedAt: Date.now() };
  mkdirSync(path.dirname(SHARED_SESSION_FILE), { recursive: true });
  writeFileSync(SHARED_SESSION_FILE, JSON.stringify(shared), { mode: 0o600 });
}

/** Open the admin area already signed in: the session cookie is in the page's browser context. */
export async function signInAdmin(page: Page, request: APIRequestContext): Promise<string> {
  const token = await adminToken(request);
  await page.context().addCookies([
    {
      name: ADMIN_SESSION_COOKIE_DEV,
      value: token,
      url: E2E_BASE_URL,
      httpOnly: true,
      sameSite: 'Strict',
    },
  ]);
  return token;
}
