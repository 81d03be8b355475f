/**
 * Request and platform hardening: log masking, the unsubscribe page, policies on every answer,
 * hostile list parameters and paths, against the real app and database.
 */
import request from 'supertest';
import { unsubscribeToken } from '../src/features/newsletter/unsubscribe';
import { safeUrl } from '../src/log/logger';
import { ContactMessageModel } from '../src/features/contact/model';
import { NewsletterSubscriptionModel } from '../src/features/newsletter/model';
import { setupSiteSuite } from './helpers';
import { auth, loginAdmin } from './admin-helpers';

const { app } = setupSiteSuite('request_hardening');

describe('log masking (safeUrl)', () => {
  it('censors addresses anywhere in the path or query, and secret parameters', () => {
    expect(safeUrl('/api/x/someone@example.com/y')).toBe('/api/x/[email]/y');
    expect(safeUrl('/x?email=a@b.co&token=t&page=2')).toBe(
      '/x?email=[redacted]&token=[redacted]&page=2',
    );
    expect(safeUrl('/x?to=first.last@mail.example.org&page=2')).toBe('/x?to=[email]&page=2');
    // Not addresses: left as they are.
    expect(safeUrl('/api/casinos/slug/a@b')).toBe('/api/casinos/slug/a@b');
    expect(safeUrl('/guides/how-to.play?x=1')).toBe('/guides/how-to.play?x=1');
  });

  it('writes at most 2,048 characters of a long URL, still censored', () => {
    const long = `/api/casinos/slug/${'a'.repeat(15_000)}`;
    const logged = safeUrl(long);
    expect(logged.length).toBeLessThan(2100);
    expect(logged.startsWith('/api/casinos/slug/aaaa')).toBe(true);
    expect(logged.endsWith('…[cut]')).toBe(true);
    // An address that straddles the cut is censored before cutting, so no part of it is written.
    const straddling = `/x/${'b'.repeat(2040)}/someone@example.com`;
    expect(safeUrl(straddling)).not.toContain('some');
  });

  it('masks a long word with an @ and no dot (the slow case of the old pattern) correctly', () => {
    const word = `${'a'.repeat(5_000)}@${'b'.repeat(5_000)}`;
    expect(safeUrl(`/x/${word}`)).toBe(`/x/${word}`.slice(0, 2048) + '…[cut]');
    expect(safeUrl(`/x/${word}.com`)).toBe('/x/[email]');
  });
});

const policyOf = (res: request.Response) =>
  String(res.headers['content-security-policy'])
    .split(';')
    .map((d) => d.trim());

describe('the unsubscribe page', () => {
  const EVIL = '="><meta http-equiv="refresh" content="0;url=https://evil&#46;example/"><x y="';

  it('refuses a genuine token with text added, and never writes the text it was given', async () => {
    await NewsletterSubscriptionModel.create({ email: 'kept@example.com' });
    const token = await unsubscribeToken('kept@example.com');
    for (const tampered of [`${token}${EVIL}`, `${token}=`, `${token.replace('.', '=.')}`]) {
      const res = await request(app)
        .get('/api/newsletter/unsubscribe')
        .query({ token: tampered })
        .expect(400);
      expect(res.text).not.toContain('<meta http-equiv');
      expect(res.text).not.toContain('evil');
      const posted = await request(app)
        .post('/api/newsletter/unsubscribe')
        .send({ token: tampered })
        .expect(400);
      expect(posted.body).toEqual({ message: 'This unsubscribe link is not valid.' });
    }
    expect(await NewsletterSubscriptionModel.countDocuments({ email: 'kept@example.com' })).toBe(1);
  });

  it('accepts the token as issued; its form posts that token back to this site', async () => {
    const token = await unsubscribeToken('Leaving.Soon@example.com');
    const res = await request(app).get('/api/newsletter/unsubscribe').query({ token }).expect(200);
    expect(res.text).toContain(
      `<form method="post" action="/api/newsletter/unsubscribe?token=${token}">`,
    );
  });

  it('is sent with a policy that forbids <base> and forms posting to another site', async () => {
    const res = await request(app).get('/api/newsletter/unsubscribe').query({ token: 'x' });
    expect(policyOf(res)).toEqual(
      expect.arrayContaining(["base-uri 'none'", "form-action 'self'"]),
    );
  });
});

describe('every policy forbids <base> and off-site forms', () => {
  it.each([
    ['a page', '/compare'],
    ['an admin page', '/admin/login'],
    ['the API', '/api/casinos'],
    ['robots.txt', '/robots.txt'],
    ['the sitemap', '/sitemap.xml'],
    ['a media file', '/media/no-such-file.png'],
    ['a remote file', '/remotes/catalog/mf-manifest.json'],
    ['the not-found page', '/no/such/page'],
  ])('%s (%s)', async (_name, path) => {
    const res = await request(app).get(path).set('Accept', 'text/html');
    const policy = policyOf(res);
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("form-action 'self'");
  });
});

describe('hostile list parameters and paths', () => {
  const LISTS = ['casinos', 'reviews', 'guides', 'faqs', 'games', 'page-contents'];
  const PROTOTYPE_KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

  it.each(LISTS)('/api/admin/%s answers 400 to a sort column it does not have', async (list) => {
    const token = await loginAdmin(app);
    for (const sort of [...PROTOTYPE_KEYS, 'nosuchcolumn']) {
      const res = await request(app)
        .get(`/api/admin/${list}`)
        .query({ sort, page: 1 })
        .set(auth(token));
      expect([sort, res.status]).toEqual([sort, 400]);
      expect(res.body.message).toMatch(/sort must be one of /);
    }
    await request(app)
      .get(`/api/admin/${list}`)
      .query({ sort: 'updatedAt', dir: 'desc', page: 1 })
      .set(auth(token))
      .expect(200);
  });

  it('answers 404, not 500, to a media path whose percent-encoding is broken', async () => {
    for (const path of ['/media/%E0%A4%A', '/media/%', '/media/a%zz.png', '/MEDIA/%E0%A4%A']) {
      const res = await request(app).get(path);
      expect([path, res.status]).toEqual([path, 404]);
    }
  });

  it('serves /media in any case with the media sandbox', async () => {
    for (const path of [
      '/media/uploaded-test.svg',
      '/MEDIA/uploaded-test.svg',
      '/Media/uploaded-test.svg',
    ]) {
      const res = await request(app).get(path).expect(200);
      expect([path, policyOf(res)]).toEqual([
        path,
        expect.arrayContaining(['sandbox', "default-src 'none'"]),
      ]);
    }
  });

  it('gives /ROBOTS.TXT and /REMOTES/... the headers of their kind, whatever the case', async () => {
    const robots = await request(app).get('/ROBOTS.TXT').expect(200);
    expect(policyOf(robots)).toContain("default-src 'none'");
    const remote = await request(app).get('/REMOTES/catalog/mf-manifest.json').expect(200);
    expect(remote.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});

/** A minimal RFC 4180 reader: quoted cells, doubled quotes, CRLF rows (what a spreadsheet does). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += ch;
  }
  return rows;
}

describe('admin messages and subscribers are paged by the server; the export streams', () => {
  const SUBSCRIBERS = 1_200;
  const EMAIL_OF: Record<number, string> = {
    7: '"quoted",comma@example.com',
    8: '=sum(a1)@example.com',
  };

  it('answers one page of subscribers with the total, newest first, searchable', async () => {
    const token = await loginAdmin(app);
    await NewsletterSubscriptionModel.deleteMany({});
    const start = Date.UTC(2026, 0, 1);
    await NewsletterSubscriptionModel.collection.insertMany(
      Array.from({ length: SUBSCRIBERS }, (_, i) => ({
        email: EMAIL_OF[i] ?? `reader${i}@example.com`,
        createdAt: new Date(start + i * 1000),
        updatedAt: new Date(start + i * 1000),
      })),
    );
    const first = await request(app).get('/api/admin/subscribers').set(auth(token)).expect(200);
    expect(first.headers['x-total-count']).toBe(String(SUBSCRIBERS));
    expect(first.body).toHaveLength(25);
    expect(first.body[0].email).toBe(`reader${SUBSCRIBERS - 1}@example.com`);
    const third = await request(app)
      .get('/api/admin/subscribers')
      .query({ page: 3, pageSize: 50 })
      .set(auth(token))
      .expect(200);
    expect(third.body).toHaveLength(50);
    expect(third.body[0].email).toBe(`reader${SUBSCRIBERS - 101}@example.com`);
    const found = await request(app)
      .get('/api/admin/subscribers')
      .query({ q: 'reader1199' })
      .set(auth(token))
      .expect(200);
    expect(found.body.map((s: { email: string }) => s.email)).toEqual(['reader1199@example.com']);
    await request(app)
      .get('/api/admin/subscribers')
      .query({ pageSize: 100_000 })
      .set(auth(token))
      .expect(400);
  });

  it('exports every subscriber as correct CSV, quotes and formulas escaped', async () => {
    const token = await loginAdmin(app);
    const csv = await request(app)
      .get('/api/admin/subscribers/export')
      .set(auth(token))
      .buffer(true)
      .expect(200);
    // Streamed: no length known in advance.
    expect(csv.headers['content-length']).toBeUndefined();
    expect(csv.headers['transfer-encoding']).toBe('chunked');
    const rows = parseCsv(csv.text);
    expect(rows[0]).toEqual(['email', 'subscribed_at', 'unsubscribe_url']);
    expect(rows).toHaveLength(SUBSCRIBERS + 1);
    for (const row of rows) expect(row).toHaveLength(3);
    expect(rows[1][0]).toBe(`reader${SUBSCRIBERS - 1}@example.com`);
    expect(rows[SUBSCRIBERS][0]).toBe('reader0@example.com');
    const emails = new Set(rows.slice(1).map((row) => row[0]));
    expect(emails.size).toBe(SUBSCRIBERS);
    // Quotes and commas survive a round trip; a cell a spreadsheet would read as a formula is
    // defused with a leading apostrophe.
    expect(emails.has('"quoted",comma@example.com')).toBe(true);
    expect(emails.has("'=sum(a1)@example.com")).toBe(true);
    expect(
      rows
        .slice(1)
        .every((row) => /^https?:\/\/[^/]+\/api\/newsletter\/unsubscribe\?token=/.test(row[2])),
    ).toBe(true);
  });

  it('answers one page of messages with the total, newest first', async () => {
    const token = await loginAdmin(app);
    await ContactMessageModel.deleteMany({});
    const start = Date.UTC(2026, 0, 1);
    await ContactMessageModel.collection.insertMany(
      Array.from({ length: 60 }, (_, i) => ({
        name: `Sender ${i}`,
        email: `sender${i}@example.com`,
        subject: `Subject ${i}`,
        category: 'general',
        message: 'Hello',
        read: false,
        createdAt: new Date(start + i * 1000),
        updatedAt: new Date(start + i * 1000),
      })),
    );
    const first = await request(app).get('/api/admin/messages').set(auth(token)).expect(200);
    expect(first.headers['x-total-count']).toBe('60');
    expect(first.body.map((m: { subject: string }) => m.subject).slice(0, 2)).toEqual([
      'Subject 59',
      'Subject 58',
    ]);
    expect(first.body).toHaveLength(25);
    const last = await request(app)
      .get('/api/admin/messages')
      .query({ page: 3 })
      .set(auth(token))
      .expect(200);
    expect(last.body).toHaveLength(10);
    await request(app)
      .get('/api/admin/messages')
      .query({ sort: 'constructor' })
      .set(auth(token))
      .expect(400);
  });
});
