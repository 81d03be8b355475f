import request from 'supertest';
import { CasinoModel } from '../src/features/casinos/model';
import { ContactMessageModel } from '../src/features/contact/model';
import { REPEAT_WINDOW_MS } from '../src/features/contact/receive';
import { NewsletterSubscriptionModel } from '../src/features/newsletter/model';
import { makeApp, setUpPublicSuite, VALID_CONTACT_MESSAGE } from './helpers';

const { fixture } = setUpPublicSuite('forms');

describe('POST /api/newsletter/subscribe', () => {
  const app = makeApp(fixture);

  it('subscribes a new email (201) and stores it lower-cased', async () => {
    const res = await request(app)
      .post('/api/newsletter/subscribe')
      .send({ email: '  New.Reader@Example.COM ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'Successfully subscribed' });
    const stored = await NewsletterSubscriptionModel.find().lean();
    expect(stored.map((s) => s.email)).toEqual(['new.reader@example.com']);
  });

  // The same answer as for a new address: the form cannot tell who subscribed.
  it('answers a repeat in any case exactly as a new address, and stores nothing new', async () => {
    for (const email of ['new.reader@example.com', 'NEW.READER@EXAMPLE.COM']) {
      const res = await request(app).post('/api/newsletter/subscribe').send({ email }).expect(201);
      expect(res.body).toEqual({ message: 'Successfully subscribed' });
    }
    expect(await NewsletterSubscriptionModel.countDocuments()).toBe(1);
  });

  it.each([
    [{ email: 'not-an-email' }],
    [{ email: '' }],
    [{}],
    [{ email: 42 }],
    [{ email: ['a@b.com'] }],
    [{ email: { $gt: '' } }],
    [{ email: `${'a'.repeat(250)}@example.com` }],
  ])('rejects %j with 400 and the exact message', async (body) => {
    const res = await request(app).post('/api/newsletter/subscribe').send(body).expect(400);
    expect(res.body.message).toMatch(
      /Please enter a valid email address|not an allowed field name/,
    );
    expect(await NewsletterSubscriptionModel.countDocuments()).toBe(1);
  });
});

describe('POST /api/contact', () => {
  // Every request counts towards the per-client limit: a fresh app (and limiter) per test.
  let app = makeApp(fixture);
  beforeEach(() => {
    app = makeApp(fixture);
  });

  it('stores a valid message (201)', async () => {
    const res = await request(app).post('/api/contact').send(VALID_CONTACT_MESSAGE).expect(201);
    expect(res.body).toEqual({ message: 'Message received' });
    const stored = await ContactMessageModel.find().lean();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...VALID_CONTACT_MESSAGE, read: false });
    expect(stored[0].createdAt).toBeInstanceOf(Date);
  });

  it.each([
    ['name', 'J', 'Name must be at least 2 characters'],
    ['email', 'jane@', 'Please enter a valid email address'],
    ['subject', 'Hi', 'Subject must be at least 5 characters'],
    ['message', 'Too short', 'Message must be at least 10 characters'],
    ['category', 'sales', 'Please select a category'],
  ])('rejects a bad %s with "%s"', async (field, value, text) => {
    const res = await request(app)
      .post('/api/contact')
      .send({ ...VALID_CONTACT_MESSAGE, [field]: value })
      .expect(400);
    expect(res.body.message).toBe(`Invalid ${field}: ${text}`);
    expect(res.body.issues).toEqual([{ path: field, message: text }]);
  });

  it('rejects missing fields and wrong types without storing anything', async () => {
    const missing = await request(app).post('/api/contact').send({}).expect(400);
    expect(missing.body.issues.map((i: { message: string }) => i.message)).toEqual(
      expect.arrayContaining([
        'Name must be at least 2 characters',
        'Please enter a valid email address',
        'Subject must be at least 5 characters',
        'Message must be at least 10 characters',
      ]),
    );
    await request(app)
      .post('/api/contact')
      .send({ ...VALID_CONTACT_MESSAGE, name: 12345 })
      .expect(400);
    await request(app)
      .post('/api/contact')
      .send({ ...VALID_CONTACT_MESSAGE, message: ['a', 'b'] })
      .expect(400);
    expect(await ContactMessageModel.countDocuments()).toBe(1);
  });
});

/** A message of its own (the same message sent again is stored once: see below). */
const messageNumber = (i: number) => ({
  ...VALID_CONTACT_MESSAGE,
  message: `${VALID_CONTACT_MESSAGE.message} (${i})`,
});

describe('POST /api/contact, the same message sent again', () => {
  it('answers a repeat as the first and stores the message once; another message is stored', async () => {
    const app = makeApp(fixture);
    const before = await ContactMessageModel.countDocuments();
    const repeat = { ...VALID_CONTACT_MESSAGE, subject: 'Sent twice, stored once' };
    for (let i = 0; i < 2; i += 1) {
      const res = await request(app).post('/api/contact').send(repeat).expect(201);
      expect(res.body).toEqual({ message: 'Message received' });
    }
    expect(await ContactMessageModel.countDocuments({ subject: repeat.subject })).toBe(1);
    await request(app)
      .post('/api/contact')
      .send({ ...repeat, message: `${repeat.message} And one more thing.` })
      .expect(201);
    expect(await ContactMessageModel.countDocuments()).toBe(before + 2);
  });

  it('stores it again once the earlier one is older than the repeat window', async () => {
    const app = makeApp(fixture);
    const repeat = { ...VALID_CONTACT_MESSAGE, subject: 'Sent again much later' };
    await request(app).post('/api/contact').send(repeat).expect(201);
    const past = new Date(Date.now() - REPEAT_WINDOW_MS - 1000);
    await ContactMessageModel.collection.updateOne(
      { subject: repeat.subject },
      { $set: { createdAt: past } },
    );
    await request(app).post('/api/contact').send(repeat).expect(201);
    expect(await ContactMessageModel.countDocuments({ subject: repeat.subject })).toBe(2);
  });
});

describe('POST /api/contact rate limit', () => {
  it('allows 5 messages per client per 10 minutes, then answers 429', async () => {
    const app = makeApp(fixture);
    const before = await ContactMessageModel.countDocuments();
    for (let i = 0; i < 5; i += 1) {
      await request(app).post('/api/contact').send(messageNumber(i)).expect(201);
    }
    const res = await request(app).post('/api/contact').send(messageNumber(5)).expect(429);
    expect(res.body).toEqual({ message: 'Too many messages. Please try again later.' });
    expect(await ContactMessageModel.countDocuments()).toBe(before + 5);
  });

  it('holds a burst of 20 concurrent messages from one client to 5', async () => {
    const app = makeApp(fixture);
    const before = await ContactMessageModel.countDocuments();
    const statuses = (
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          request(app)
            .post('/api/contact')
            .send(messageNumber(100 + i)),
        ),
      )
    ).map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect(await ContactMessageModel.countDocuments()).toBe(before + 5);
  });
});

describe('request hygiene', () => {
  const app = makeApp(fixture);

  it.each([
    ['/api/newsletter/subscribe', { email: 'a@b.com', $where: 'sleep(1000)' }],
    ['/api/newsletter/subscribe', { email: 'a@b.com', nested: { deep: [{ $gt: 1 }] } }],
    ['/api/newsletter/subscribe', { 'email.x': 'a@b.com' }],
    ['/api/contact', { ...VALID_CONTACT_MESSAGE, name: { $ne: null } }],
  ])('rejects operator keys in a body (%s %j) with 400 and writes nothing', async (url, body) => {
    const counts = [
      await NewsletterSubscriptionModel.countDocuments(),
      await ContactMessageModel.countDocuments(),
    ];
    const res = await request(app).post(url).send(body).expect(400);
    expect(res.body.message).toMatch(/not an allowed field name/);
    expect([
      await NewsletterSubscriptionModel.countDocuments(),
      await ContactMessageModel.countDocuments(),
    ]).toEqual(counts);
  });

  it('rejects operator keys in a query', async () => {
    await request(app).get('/api/casinos?$where=1').expect(400);
    await request(app).get('/api/reviews?sort[$gt]=').expect(400);
    await request(app).get('/api/faqs?a.b=1').expect(400);
  });

  it('answers 400 "Malformed JSON body" to broken JSON', async () => {
    const res = await request(app)
      .post('/api/newsletter/subscribe')
      .set('Content-Type', 'application/json')
      .send('{"email": "a@b.com"')
      .expect(400);
    expect(res.body).toEqual({ message: 'Malformed JSON body' });
  });

  it('answers 400 to a body that is not an object or not JSON', async () => {
    await request(app)
      .post('/api/newsletter/subscribe')
      .set('Content-Type', 'application/json')
      .send('"text"')
      .expect(400);
    await request(app)
      .post('/api/newsletter/subscribe')
      .set('Content-Type', 'application/json')
      .send('[1,2]')
      .expect(400);
    await request(app)
      .post('/api/contact')
      .set('Content-Type', 'text/plain')
      .send('hello')
      .expect(400);
  });

  it('answers 413 JSON to a body over the limit', async () => {
    const res = await request(app)
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ message: 'x'.repeat(11 * 1024 * 1024) }))
      .expect(413);
    expect(res.body.message).toMatch(/too large/);
  });

  it('answers 404 JSON to unknown API paths and methods', async () => {
    expect((await request(app).get('/api/nothing').expect(404)).body).toEqual({
      message: 'Not found',
    });
    await request(app).delete('/api/casinos').expect(404);
    await request(app).post('/api/faqs').send({}).expect(404);
  });

  it('never changes data through public GET routes with odd input', async () => {
    const count = await CasinoModel.countDocuments();
    await request(app).get('/api/casinos/slug/%24where').expect(400);
    await request(app).get('/api/casinos/%7B%22%24gt%22%3A%22%22%7D').expect(400);
    expect(await CasinoModel.countDocuments()).toBe(count);
  });
});
