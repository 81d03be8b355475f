import request from 'supertest';
import { ContactMessageModel } from '../src/features/contact/model';
import { NewsletterSubscriptionModel } from '../src/features/newsletter/model';
import { makeApp, setUpPublicSuite } from './helpers';

/** Newsletter and contact rules, with bad and hostile inputs. */
const { fixture, app } = setUpPublicSuite('content_forms');

const EMAIL_MESSAGE = 'Please enter a valid email address';

describe('POST /api/newsletter/subscribe', () => {
  const subscribe = (body: unknown) =>
    request(app)
      .post('/api/newsletter/subscribe')
      .send(body as object);

  it('stores a valid email once, lower-cased and trimmed', async () => {
    const res = await subscribe({ email: '  Reader.One@Example.COM ' }).expect(201);
    expect(res.body.message).toEqual(expect.any(String));
    const stored = await NewsletterSubscriptionModel.find({
      email: 'reader.one@example.com',
    }).lean();
    expect(stored).toHaveLength(1);
  });

  it('answers a repeat subscription in any case without storing a duplicate', async () => {
    await subscribe({ email: 'repeat@example.com' }).expect(201);
    // Answered exactly as a new address: the form cannot tell who subscribed.
    const again = await subscribe({ email: 'REPEAT@Example.com' }).expect(201);
    expect(again.body).toEqual({ message: 'Successfully subscribed' });
    expect(await NewsletterSubscriptionModel.countDocuments({ email: 'repeat@example.com' })).toBe(
      1,
    );
  });

  it('keeps one record when the same address arrives many times at once', async () => {
    const email = 'race@example.com';
    const answers = await Promise.all(Array.from({ length: 5 }, () => subscribe({ email })));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await NewsletterSubscriptionModel.countDocuments({ email })).toBe(1);
  });

  it.each([
    ['an empty string', { email: '' }],
    ['spaces only', { email: '   ' }],
    ['no @', { email: 'not-an-email' }],
    ['no domain', { email: 'someone@' }],
    ['no local part', { email: '@example.com' }],
    ['two @', { email: 'a@b@example.com' }],
    ['a header injection', { email: 'victim@example.com\r\nBcc: everyone@example.com' }],
    ['markup', { email: '<script>alert(1)</script>@example.com' }],
    ['a quoted SQL-ish payload', { email: "' OR 1=1 --@example.com" }],
    ['more than 254 characters', { email: `${'a'.repeat(250)}@example.com` }],
    ['a number', { email: 12345 }],
    ['null', { email: null }],
    ['an array', { email: ['a@example.com', 'b@example.com'] }],
    ['an object', { email: { toString: 'a@example.com' } }],
    ['a missing field', {}],
  ])('rejects %s with 400 and the schema message, storing nothing', async (_label, body) => {
    const before = await NewsletterSubscriptionModel.countDocuments();
    const res = await subscribe(body).expect(400);
    expect(res.body.message).toContain(EMAIL_MESSAGE);
    expect(res.body.issues).toEqual(
      expect.arrayContaining([{ path: 'email', message: EMAIL_MESSAGE }]),
    );
    expect(await NewsletterSubscriptionModel.countDocuments()).toBe(before);
  });

  it.each([
    ['a $ne operator', { email: { $ne: null } }],
    ['a $regex operator', { email: { $regex: '.*' } }],
    ['a $where key', { $where: 'sleep(1000)', email: 'ok@example.com' }],
    ['a dotted key', { 'email.x': 'ok@example.com' }],
  ])('rejects %s with 400 before it reaches the database', async (_label, body) => {
    const before = await NewsletterSubscriptionModel.countDocuments();
    const res = await subscribe(body).expect(400);
    expect(res.body.message).toEqual(expect.any(String));
    expect(await NewsletterSubscriptionModel.countDocuments()).toBe(before);
  });

  it('rejects a malformed JSON body and a body that is not an object', async () => {
    await request(app)
      .post('/api/newsletter/subscribe')
      .set('Content-Type', 'application/json')
      .send('{"email": "broken@example.com"')
      .expect(400);
    await request(app)
      .post('/api/newsletter/subscribe')
      .set('Content-Type', 'application/json')
      .send('"a@example.com"')
      .expect(400);
    expect(await NewsletterSubscriptionModel.countDocuments({ email: 'broken@example.com' })).toBe(
      0,
    );
  });

  it('ignores fields other than the email', async () => {
    await subscribe({ email: 'extra@example.com', isAdmin: true, createdAt: '1999-01-01' }).expect(
      201,
    );
    const stored = await NewsletterSubscriptionModel.findOne({ email: 'extra@example.com' }).lean();
    expect(stored).not.toHaveProperty('isAdmin');
    expect(
      new Date((stored as unknown as { createdAt: Date }).createdAt).getFullYear(),
    ).toBeGreaterThan(2000);
  });
});

describe('POST /api/contact', () => {
  const valid = {
    name: 'Jamie Rivera',
    email: 'Jamie.Rivera@Example.com',
    category: 'technical',
    subject: 'Cannot open a review',
    message: 'The review page for one casino shows an error since yesterday.',
  };
  // The limiter counts per app: each test gets its own app so that only the limit test hits it.
  const post = (body: unknown, target = makeApp(fixture)) =>
    request(target)
      .post('/api/contact')
      .send(body as object);

  it('stores a valid message, trimmed, with the email lower-cased', async () => {
    const res = await post({
      ...valid,
      name: '  Jamie Rivera  ',
      subject: ' Cannot open a review ',
    }).expect(201);
    expect(res.body.message).toEqual(expect.any(String));
    const stored = await ContactMessageModel.findOne({ subject: 'Cannot open a review' }).lean();
    expect(stored).toMatchObject({
      name: 'Jamie Rivera',
      email: 'jamie.rivera@example.com',
      category: 'technical',
      message: valid.message,
    });
  });

  it.each(['general', 'technical', 'partnership', 'complaint', 'other'])(
    'accepts the category %s',
    async (category) => {
      await post({ ...valid, category, subject: `Category ${category}` }).expect(201);
      expect(await ContactMessageModel.countDocuments({ subject: `Category ${category}` })).toBe(1);
    },
  );

  it('answers every missing field with its message', async () => {
    const res = await post({}).expect(400);
    const messages = (res.body.issues as { path: string; message: string }[]).map(
      (i) => `${i.path}: ${i.message}`,
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        'name: Name must be at least 2 characters',
        `email: ${EMAIL_MESSAGE}`,
        'category: Please select a category',
        'subject: Subject must be at least 5 characters',
        'message: Message must be at least 10 characters',
      ]),
    );
  });

  it.each([
    ['name', 'J', 'Name must be at least 2 characters'],
    ['name', '   J   ', 'Name must be at least 2 characters'],
    ['name', 'x'.repeat(101), 'Name must be at most 100 characters'],
    ['email', 'jamie@', EMAIL_MESSAGE],
    ['email', 'jamie@example.com\nBcc: all@example.com', EMAIL_MESSAGE],
    ['category', 'admin', 'Please select a category'],
    ['category', 'General', 'Please select a category'],
    ['category', '', 'Please select a category'],
    ['subject', 'Hi', 'Subject must be at least 5 characters'],
    ['subject', '    Hi     ', 'Subject must be at least 5 characters'],
    ['subject', 's'.repeat(201), 'Subject must be at most 200 characters'],
    ['message', 'Too short', 'Message must be at least 10 characters'],
    ['message', 'm'.repeat(5001), 'Message must be at most 5000 characters'],
    ['name', 42, 'Name must be at least 2 characters'],
    ['message', ['an', 'array'], 'Message must be at least 10 characters'],
    ['subject', { nested: 'object' }, 'Subject must be at least 5 characters'],
  ])('rejects %s = %j with "%s" and stores nothing', async (field, value, message) => {
    const before = await ContactMessageModel.countDocuments();
    const res = await post({ ...valid, [field]: value }).expect(400);
    expect(res.body.issues).toEqual(expect.arrayContaining([{ path: field, message }]));
    expect(res.body.message).toContain(message);
    expect(await ContactMessageModel.countDocuments()).toBe(before);
  });

  it.each([
    ['a $gt operator in a field', { ...valid, name: { $gt: '' } }],
    ['a $where key', { ...valid, $where: 'sleep(1000)' }],
    ['a dotted key', { ...valid, 'message.length': 1 }],
  ])('rejects %s with 400', async (_label, body) => {
    const before = await ContactMessageModel.countDocuments();
    await post(body).expect(400);
    expect(await ContactMessageModel.countDocuments()).toBe(before);
  });

  it('stores markup as plain text, never as HTML to run', async () => {
    const hostile = '<img src=x onerror=alert(1)> <script>alert(1)</script> please help';
    await post({ ...valid, subject: 'Hostile markup test', message: hostile }).expect(201);
    const stored = await ContactMessageModel.findOne({ subject: 'Hostile markup test' }).lean();
    expect(stored?.message).toBe(hostile);
  });

  it('does not store unknown fields', async () => {
    await post({ ...valid, subject: 'Extra fields test', read: true, id: 'abc' }).expect(201);
    const stored = await ContactMessageModel.findOne({ subject: 'Extra fields test' }).lean();
    expect(stored?.read).toBe(false);
  });

  it('rate-limits a client to 5 messages per 10 minutes, with a readable message', async () => {
    const limited = makeApp(fixture);
    for (let i = 1; i <= 5; i += 1) {
      await post({ ...valid, subject: `Rate limit test ${i}` }, limited).expect(201);
    }
    const res = await post({ ...valid, subject: 'Rate limit test 6' }, limited).expect(429);
    expect(res.body.message).toBe('Too many messages. Please try again later.');
    expect(await ContactMessageModel.countDocuments({ subject: 'Rate limit test 6' })).toBe(0);
  });
});
