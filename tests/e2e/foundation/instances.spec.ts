import { expect, test, type APIRequestContext } from '../../support/test';
import { CSRF_HEADERS, sessionHeaders, signInWithCode } from '../../support/adminSession';
import { E2E_ADMIN_PASSWORD, E2E_ADMIN_TOTP_SECRET, E2E_PORT } from '../../support/env';
import { startSiteServer, type SiteServer } from '../../support/server';

/**
 * Two API processes on one database, each with its own data folder and port.
 * The first runs the embedded database on a known port; the second uses it through MONGODB_URI.
 * What instances must share lives in the database: sessions, logout, uploaded media and the
 * login limit.
 */
const DB_PORT = E2E_PORT + 62;
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

test.describe('two API instances on one database', () => {
  test.describe.configure({ timeout: 180_000 });
  let first: SiteServer | undefined;
  let second: SiteServer | undefined;

  test.beforeAll(async () => {
    // Two sites start (database, seed, warm-up) before any test: longer than one test's time.
    test.setTimeout(180_000);
    first = await startSiteServer({
      port: E2E_PORT + 60,
      env: { EMBEDDED_DB_PORT: String(DB_PORT), ADMIN_TOTP_SECRET: E2E_ADMIN_TOTP_SECRET },
    });
    second = await startSiteServer({
      port: E2E_PORT + 61,
      env: {
        MONGODB_URI: `mongodb://127.0.0.1:${DB_PORT}/`,
        ADMIN_TOTP_SECRET: E2E_ADMIN_TOTP_SECRET,
      },
    });
  });
  test.afterAll(async () => {
    await second?.stop();
    await first?.stop();
  });

  const login = (request: APIRequestContext, url: string) =>
    signInWithCode(request, 'admin', E2E_ADMIN_PASSWORD, url);

  test('a session from one works on the other, and logout on one ends it on both', async ({
    request,
  }) => {
    const token = await login(request, first!.url);
    const me = await request.get(`${second!.url}/api/admin/me`, {
      headers: sessionHeaders(token),
    });
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ username: 'admin' });
    const out = await request.post(`${second!.url}/api/admin/logout`, {
      headers: sessionHeaders(token),
    });
    expect(out.status()).toBe(200);
    for (const url of [first!.url, second!.url]) {
      const after = await request.get(`${url}/api/admin/me`, { headers: sessionHeaders(token) });
      expect(after.status()).toBe(401);
    }
  });

  test('media uploaded through one is served by the other', async ({ request }) => {
    const token = await login(request, first!.url);
    const upload = await request.post(`${first!.url}/api/admin/uploads`, {
      headers: sessionHeaders(token),
      data: { dataUrl: `data:image/png;base64,${PNG_1X1}` },
    });
    expect(upload.status()).toBe(201);
    const { url } = (await upload.json()) as { url: string };
    const served = await request.get(`${second!.url}${url}`);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
    expect(Buffer.compare(await served.body(), Buffer.from(PNG_1X1, 'base64'))).toBe(0);
  });

  test('the login limit counts attempts made on both', async ({ request }) => {
    const attempt = (url: string, password: string) =>
      request.post(`${url}/api/admin/login`, {
        headers: CSRF_HEADERS,
        data: { username: 'admin', password },
      });
    for (let i = 0; i < 6; i += 1) {
      const res = await attempt(i % 2 ? second!.url : first!.url, `wrong-password-${i}`);
      // The 6th attempt from this client, wherever it lands, is refused unchecked.
      expect(res.status()).toBe(i < 5 ? 401 : 429);
    }
    expect((await attempt(second!.url, E2E_ADMIN_PASSWORD)).status()).toBe(429);
  });
});
