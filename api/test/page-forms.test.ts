import mongoose from 'mongoose';
import request from 'supertest';
import { connectDatabase, disconnectDatabase } from '../src/db/connect';
import { ContactMessageModel } from '../src/features/contact/model';
import { NewsletterSubscriptionModel } from '../src/features/newsletter/model';
import { NEWSLETTER_LIMIT } from '../src/features/newsletter/routes';
import { setUpPublicSuite, testDatabaseUri, VALID_CONTACT_MESSAGE } from './helpers';

// The newsletter and contact forms posted to their pages without script: the page server
// validates with the contract's schemas, counts the API's own rate limits, refuses posts from
// other sites and answers with Post/Redirect/Get. (The messages rendered on the page are checked
// end to end: jest cannot run the remotes' server builds.)

const { app } = setUpPublicSuite('page_forms');

beforeEach(async () => {
  await NewsletterSubscriptionModel.deleteMany({});
  await ContactMessageModel.deleteMany({});
});

const sameOrigin = { 'Sec-Fetch-Site': 'same-origin' };

describe('POST / (the newsletter form without script)', () => {
  it('subscribes and redirects (303) to the page showing the result, no email in the URL', async () => {
    const res = await request(app)
      .post('/')
      .set(sameOrigin)
      .type('form')
      .send({ email: ' Form.Reader@Example.COM ' })
      .expect(303);
    expect(res.headers.location).toBe('/?newsletter=subscribed#newsletter');
    expect(res.headers.location).not.toMatch(/example/i);
    const stored = await NewsletterSubscriptionModel.find().lean();
    expect(stored.map((s) => s.email)).toEqual(['form.reader@example.com']);
  });

  it('refuses an invalid address with 400 and the page, stores nothing, caches nothing', async () => {
    const res = await request(app).post('/').set(sameOrigin).type('form').send({ email: 'bad' });
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await NewsletterSubscriptionModel.countDocuments()).toBe(0);
  });

  it('subscribes nobody for a post from another site (Sec-Fetch-Site or Origin)', async () => {
    await request(app)
      .post('/')
      .set('Sec-Fetch-Site', 'cross-site')
      .type('form')
      .send({ email: 'victim@example.com' })
      .expect(403);
    await request(app)
      .post('/')
      .set('Origin', 'https://evil.example')
      .type('form')
      .send({ email: 'victim@example.com' })
      .expect(403);
    expect(await NewsletterSubscriptionModel.countDocuments()).toBe(0);
    // A post from the site's own page (Origin naming this host) is accepted.
    await request(app)
      .post('/')
      .set('Host', 'sweepscout.test')
      .set('Origin', 'http://sweepscout.test')
      .type('form')
      .send({ email: 'own@example.com' })
      .expect(303);
  });

  it('shares the API sign-up limit: beyond it 429 and nothing stored', async () => {
    for (let i = 0; i < NEWSLETTER_LIMIT.limit; i += 1) {
      await request(app)
        .post('/api/newsletter/subscribe')
        .send({ email: `reader${i}@example.com` })
        .expect(201);
    }
    await request(app)
      .post('/')
      .set(sameOrigin)
      .type('form')
      .send({ email: 'one.more@example.com' })
      .expect(429);
    expect(
      await NewsletterSubscriptionModel.countDocuments({ email: 'one.more@example.com' }),
    ).toBe(0);
  });
});

describe('POST /contact (the contact form without script)', () => {
  // Posted twice: the browser's "resend the form?" after a reload, or a retry after an error page.
  it('stores the message once and redirects (303) to the thank-you screen, also when posted again', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await request(app)
        .post('/contact')
        .set(sameOrigin)
        .type('form')
        .send(VALID_CONTACT_MESSAGE)
        .expect(303);
      expect(res.headers.location).toBe('/contact?sent=1#contact-form-title');
      const stored = await ContactMessageModel.find().lean();
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        name: 'Jane Player',
        subject: VALID_CONTACT_MESSAGE.subject,
      });
    }
  });

  it('refuses an invalid message (400) and stores nothing', async () => {
    await request(app)
      .post('/contact')
      .set(sameOrigin)
      .type('form')
      .send({ ...VALID_CONTACT_MESSAGE, message: 'short' })
      .expect(400);
    expect(await ContactMessageModel.countDocuments()).toBe(0);
  });

  it('sends nothing for a post from another site', async () => {
    await request(app)
      .post('/contact')
      .set('Sec-Fetch-Site', 'cross-site')
      .type('form')
      .send(VALID_CONTACT_MESSAGE)
      .expect(403);
    expect(await ContactMessageModel.countDocuments()).toBe(0);
  });
});

describe('with the database gone', () => {
  it("answers each form's page with 503, never the API's JSON, and stores nothing", async () => {
    const name = mongoose.connection.name;
    await disconnectDatabase();
    try {
      for (const [path, body] of [
        ['/', { email: 'while.down@example.com' }],
        ['/contact', VALID_CONTACT_MESSAGE],
      ] as const) {
        const res = await request(app).post(path).set(sameOrigin).type('form').send(body);
        expect([path, res.status]).toEqual([path, 503]);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.text).toMatch(/^<!doctype html>/i);
      }
    } finally {
      await connectDatabase(testDatabaseUri(), name);
    }
    expect(await NewsletterSubscriptionModel.countDocuments()).toBe(0);
    expect(await ContactMessageModel.countDocuments()).toBe(0);
  });
});
