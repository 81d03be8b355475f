/**
 * Platform hardening: security headers, body limits, TRUST_PROXY, health endpoints, unsubscribe links,
 * retention and structured logs, against the real app and database.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import express from 'express';
import { FEED_FILE_PATHS } from '@sweepscout/shared';
import request from 'supertest';
import { AdminSessionModel, createSession } from '../src/auth';
import { KnownDeviceModel } from '../src/auth/knownDevice';
import { parseTrustProxy } from '../src/config';
import { purgeExpired } from '../src/db/retention';
import { registerReadinessCheck } from '../src/http/health';
import { RateLimitCounterModel, incrementCounter } from '../src/limits/counterStore';
import { createLogger, safeUrl } from '../src/log/logger';
import { requestLog } from '../src/log/requestLog';
import { AdminUserModel } from '../src/features/admin/adminUser.model';
import { AnalyticsEventModel } from '../src/features/events/model';
import { CasinoModel } from '../src/features/casinos/model';
import { NewsletterSubscriptionModel } from '../src/features/newsletter/model';
import { OutboundClickModel } from '../src/features/outbound/click.model';
import { unsubscribeToken, unsubscribeUrl } from '../src/features/newsletter/unsubscribe';
import { makeApp, resetRateLimits, setUpPublicSuite } from './helpers';
import { auth, CSRF, loginAdmin } from './admin-helpers';

const THEME_SCRIPT = "document.documentElement.setAttribute('data-theme','dark');";
const { fixture, app } = setUpPublicSuite('hardening', {
  prepare: (site) =>
    fs.writeFileSync(
      path.join(site.siteRoot, 'shell/dist/index.html'),
      `<!doctype html><html><head><title>SweepScout</title><script>${THEME_SCRIPT}</script></head><body><div id="root"></div><script src="/main.js"></script></body></html>`,
    ),
});

const csp = (res: request.Response) => String(res.headers['content-security-policy']);
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d === name || d.startsWith(`${name} `));

describe('security headers', () => {
  it('pages: a strict CSP allowing the inline theme script by its hash, nosniff, referrer policy', async () => {
    const res = await request(app).get('/compare').set('Accept', 'text/html').expect(200);
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    const policy = csp(res);
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('admin pages and the API may not be framed', async () => {
    const admin = await request(app).get('/admin/login').set('Accept', 'text/html').expect(200);
    expect(directive(csp(admin), 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(admin.headers['x-frame-options']).toBe('DENY');
    const api = await request(app).get('/api/casinos').expect(200);
    expect(directive(csp(api), 'default-src')).toBe("default-src 'none'");
    expect(directive(csp(api), 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['x-powered-by']).toBeUndefined();
  });

  it('data answers (API, robots.txt, sitemap, feeds) leave out the headers only a page heeds; pages keep them', async () => {
    const pageOnly = [
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];
    // Every feed too, wherever it is served (the legal changes beside the states page).
    const dataAnswers = ['/api/casinos', '/api/casinos/slug/no-such-casino', '/robots.txt'];
    for (const path of [...dataAnswers, ...FEED_FILE_PATHS]) {
      const res = await request(app).get(path);
      for (const name of pageOnly) expect([path, res.headers[name]]).toEqual([path, undefined]);
      expect([path, directive(csp(res), 'default-src')]).toEqual([path, "default-src 'none'"]);
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    const page = await request(app).get('/compare').set('Accept', 'text/html').expect(200);
    for (const name of pageOnly) expect(page.headers[name]).toBeDefined();
  });

  it("robots.txt and the sitemap run nothing and may not be framed; the browser's viewer still shows them", async () => {
    for (const path of ['/robots.txt', '/sitemap.xml']) {
      const res = await request(app).get(path).expect(200);
      expect(csp(res)).toBe(
        "default-src 'none';style-src 'unsafe-inline';img-src data:;base-uri 'none';form-action 'self';frame-ancestors 'none'",
      );
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('allows the configured remote origins', async () => {
    process.env.REMOTE_GAMES_URL = 'https://games.cdn.example/games/mf-manifest.json';
    try {
      const other = makeApp(fixture);
      const res = await request(other).get('/games').set('Accept', 'text/html').expect(200);
      expect(directive(csp(res), 'script-src')).toContain('https://games.cdn.example');
      expect(directive(csp(res), 'connect-src')).toContain('https://games.cdn.example');
      expect(directive(csp(res), 'connect-src')).not.toContain('wss://');
    } finally {
      delete process.env.REMOTE_GAMES_URL;
    }
  });

  it("allows a local dev server's hot-update socket, and still no eval", async () => {
    process.env.REMOTE_CATALOG_URL = 'http://localhost:3101/mf-manifest.json';
    try {
      const other = makeApp(fixture);
      const res = await request(other).get('/compare').set('Accept', 'text/html').expect(200);
      expect(directive(csp(res), 'script-src')).toContain('http://localhost:3101');
      expect(directive(csp(res), 'connect-src')).toBe(
        "connect-src 'self' http://localhost:3101 ws://localhost:3101",
      );
      expect(csp(res)).not.toMatch(/unsafe-eval/);
    } finally {
      delete process.env.REMOTE_CATALOG_URL;
    }
  });

  it('sends HSTS only over TLS, as told by a trusted proxy', async () => {
    const proxied = makeApp(fixture, { trustProxy: 1 });
    const tls = await request(proxied).get('/healthz').set('X-Forwarded-Proto', 'https');
    expect(tls.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const untrusted = await request(app).get('/healthz').set('X-Forwarded-Proto', 'https');
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('body limits', () => {
  const big = (bytes: number) => ({ name: 'x'.repeat(bytes) });

  it('answers 413 {message} to a 1 MB JSON body on an anonymous endpoint, storing nothing', async () => {
    const res = await request(app)
      .post('/api/contact')
      .send(big(1024 * 1024))
      .expect(413);
    expect(res.body).toEqual({ message: 'Request body is too large (limit 100 KB)' });
  });

  it('reads a large upload body only after the session check', async () => {
    const anonymous = await request(app)
      .post('/api/admin/uploads')
      .set(CSRF)
      .send({ dataUrl: `data:image/png;base64,${'A'.repeat(1024 * 1024)}` });
    expect(anonymous.status).toBe(401);
    const token = await loginAdmin(app);
    const signedIn = await request(app)
      .post('/api/admin/uploads')
      .set(auth(token))
      .send({ dataUrl: `data:image/png;base64,${'A'.repeat(1024 * 1024)}` });
    // Parsed (no 413): refused by the image check, not by the size of the body.
    expect(signedIn.status).toBe(400);
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count or addresses/subnets, never a blanket true', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8, loopback')).toEqual(['10.0.0.0/8', 'loopback']);
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('10.0.0.0/40')).toThrow(/TRUST_PROXY/);
  });

  it('gives each client behind the proxy its own limit, and ignores the header otherwise', async () => {
    const contact = {
      name: 'Proxy Tester',
      email: 'proxy@example.com',
      category: 'general',
      subject: 'Behind a proxy',
      message: 'Counting clients behind a proxy.',
    };
    const send = (target: express.Express, client: string) =>
      request(target).post('/api/contact').set('X-Forwarded-For', client).send(contact);
    const proxied = makeApp(fixture, { trustProxy: 1 });
    for (let i = 0; i < 5; i += 1) expect((await send(proxied, '192.0.2.1')).status).toBe(201);
    expect((await send(proxied, '192.0.2.1')).status).toBe(429);
    expect((await send(proxied, '192.0.2.2')).status).toBe(201);
    // Without TRUST_PROXY the header is not believed: everyone is the socket's address.
    await resetRateLimits();
    for (let i = 0; i < 5; i += 1) expect((await send(app, `192.0.2.${i + 10}`)).status).toBe(201);
    expect((await send(app, '192.0.2.99')).status).toBe(429);
  });
});

describe('/healthz and /readyz', () => {
  it('answer 200 with a reachable database, /readyz 503 while a readiness check fails', async () => {
    expect((await request(app).get('/healthz').expect(200)).body).toEqual({ status: 'ok' });
    const ready = await request(app).get('/readyz').expect(200);
    expect(ready.body).toMatchObject({ status: 'ready', checks: { database: true } });
    let loaded = false;
    registerReadinessCheck('test-read-model', () => loaded);
    const notYet = await request(app).get('/readyz').expect(503);
    expect(notYet.body).toMatchObject({
      message: 'Not ready',
      checks: { 'test-read-model': false },
    });
    loaded = true;
    await request(app).get('/readyz').expect(200);
  });
});

describe('newsletter unsubscribe links', () => {
  it('removes the subscriber through its signed link; a forged link changes nothing', async () => {
    await request(app).post('/api/newsletter/subscribe').send({ email: 'leaving@example.com' });
    await request(app).post('/api/newsletter/subscribe').send({ email: 'staying@example.com' });
    const url = new URL(await unsubscribeUrl('leaving@example.com', 'https://sweepscout.example'));
    expect(url.pathname).toBe('/api/newsletter/unsubscribe');
    // GET only asks (mail scanners follow links).
    const page = await request(app).get(`${url.pathname}${url.search}`).expect(200);
    expect(page.text).toContain('Unsubscribe');
    // Its one style block is allowed by the API's policy (which allows no other style or script).
    const style = /<style>([^<]*)<\/style>/.exec(page.text)?.[1] ?? '';
    const styleHash = createHash('sha256').update(style).digest('base64');
    const directives = csp(page)
      .split(';')
      .map((directive) => directive.trim());
    expect(directives).toContain(`style-src 'sha256-${styleHash}'`);
    expect(directives).toContain("default-src 'none'");
    expect(page.text).toContain('<a href="/">Go to the SweepScout home page</a>');
    expect(
      await NewsletterSubscriptionModel.exists({ email: 'leaving@example.com' }),
    ).not.toBeNull();

    const forged = (await unsubscribeToken('leaving@example.com')).replace(
      /^[^.]+/,
      Buffer.from('staying@example.com').toString('base64url'),
    );
    await request(app).post('/api/newsletter/unsubscribe').send({ token: forged }).expect(400);
    expect(
      await NewsletterSubscriptionModel.exists({ email: 'staying@example.com' }),
    ).not.toBeNull();

    const token = url.searchParams.get('token');
    const done = await request(app).post('/api/newsletter/unsubscribe').send({ token }).expect(200);
    expect(done.body.message).toMatch(/unsubscribed/);
    expect(await NewsletterSubscriptionModel.exists({ email: 'leaving@example.com' })).toBeNull();
    // The form button (urlencoded) and a repeat get the same answer, a page that leads home.
    const donePage = await request(app)
      .post(`/api/newsletter/unsubscribe?token=${token}`)
      .type('form')
      .send({})
      .expect(200);
    expect(donePage.text).toContain('You have been unsubscribed');
    expect(donePage.text).toContain('<a href="/">Go to the SweepScout home page</a>');
    const badLink = await request(app).get('/api/newsletter/unsubscribe?token=bad').expect(400);
    expect(badLink.text).toContain('This unsubscribe link is not valid.');
    expect(badLink.text).toContain('<a href="/">Go to the SweepScout home page</a>');
  });
});

describe('retention purge', () => {
  it('removes expired sessions, known devices and counters and analytics older than the retention age', async () => {
    const admin = await AdminUserModel.findOne({ username: 'admin' }).lean();
    const casino = await CasinoModel.findOne().lean();
    const day = 24 * 60 * 60 * 1000;
    const now = new Date();
    const old = new Date(now.getTime() - 40 * day);
    const live = await createSession(admin!._id);
    await AdminSessionModel.create({
      tokenHash: 'expired-session',
      userId: admin!._id,
      expiresAt: new Date(now.getTime() - 1000),
    });
    await incrementCounter('test:old', 60_000, 1, now.getTime() - 10 * 60_000);
    await AnalyticsEventModel.collection.insertMany([
      { name: 'page_view', path: '/old', createdAt: old },
      { name: 'page_view', path: '/new', createdAt: now },
    ]);
    await OutboundClickModel.collection.insertMany([
      { casinoId: casino!._id, slug: casino!.slug, placement: 'review', page: '/', createdAt: old },
      { casinoId: casino!._id, slug: casino!.slug, placement: 'review', page: '/', createdAt: now },
    ]);

    await KnownDeviceModel.create([
      { tokenHash: 'expired-device', username: 'admin', expiresAt: new Date(now.getTime() - 1) },
      { tokenHash: 'known-device', username: 'admin', expiresAt: new Date(now.getTime() + day) },
    ]);

    const purged = await purgeExpired({ analyticsRetentionDays: 30 }, now);
    expect(purged).toMatchObject({ sessions: 1, events: 1, clicks: 1, devices: 1 });
    expect(await KnownDeviceModel.exists({ tokenHash: 'known-device' })).not.toBeNull();
    expect(purged.counters).toBeGreaterThanOrEqual(1);
    expect(await AdminSessionModel.exists({ tokenHash: 'expired-session' })).toBeNull();
    expect(await AnalyticsEventModel.exists({ path: '/new' })).not.toBeNull();
    expect(await OutboundClickModel.countDocuments()).toBe(1);
    expect(await RateLimitCounterModel.exists({ _id: 'test:old' })).toBeNull();
    // The live session still works.
    await request(app).get('/api/admin/me').set(auth(live.token)).expect(200);
  });
});

describe('structured logs', () => {
  it('one JSON line per request with an id, and no password, token, session key or email', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const logged = express();
    logged.use(requestLog(createLogger('info', sink)));
    logged.use(express.json());
    logged.post('/api/admin/login', (req, res) => {
      req.log.info({ password: req.body.password, email: 'someone@example.com' }, 'attempt');
      res.status(401).json({ message: 'no' });
    });
    await request(logged)
      .post('/api/admin/login?token=secret-token-value&email=a@b.co')
      .set(auth('secret-session-key'))
      .set('Authorization', 'Bearer secret-bearer')
      .send({ username: 'admin', password: 'secret-password-value' })
      .expect(401);
    const text = lines.join('\n');
    for (const secret of [
      'secret-token-value',
      'secret-session-key',
      'secret-bearer',
      'secret-password-value',
      'someone@example.com',
      'a@b.co',
    ]) {
      expect(text).not.toContain(secret);
    }
    const finished = lines.map((l) => JSON.parse(l)).find((l) => l.res?.statusCode === 401);
    expect(finished).toMatchObject({ req: { method: 'POST' }, responseTime: expect.any(Number) });
    expect(finished.req.id).toEqual(expect.any(String));
    expect(safeUrl('/x?email=a@b.co&token=t&page=2')).toBe(
      '/x?email=[redacted]&token=[redacted]&page=2',
    );
  });
});
