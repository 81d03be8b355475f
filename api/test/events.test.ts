import express from 'express';
import request from 'supertest';
import { eventsRouter } from '../src/features/events/routes';
import { AnalyticsEventModel } from '../src/features/events/model';
import { setUpPublicSuite } from './helpers';

const { app } = setUpPublicSuite('events');

beforeEach(() => AnalyticsEventModel.deleteMany({}));

describe('POST /api/events', () => {
  it('stores a batch of events: page views and custom events with category, label and value', async () => {
    const res = await request(app)
      .post('/api/events')
      .send({
        events: [
          { name: 'page_view', path: '/compare' },
          { name: 'social_click', path: '/', category: 'footer', label: 'Facebook' },
          {
            name: 'game_demo_win',
            path: '/games',
            category: 'slot',
            label: 'Slot Machine',
            value: 20,
          },
        ],
      })
      .expect(202);
    expect(res.body).toEqual({ accepted: 3 });
    const stored = await AnalyticsEventModel.find().sort({ _id: 1 }).lean();
    expect(
      stored.map(({ name, path, category, label, value }) => ({
        name,
        path,
        category,
        label,
        value,
      })),
    ).toEqual([
      { name: 'page_view', path: '/compare', category: null, label: null, value: null },
      { name: 'social_click', path: '/', category: 'footer', label: 'Facebook', value: null },
      { name: 'game_demo_win', path: '/games', category: 'slot', label: 'Slot Machine', value: 20 },
    ]);
    expect(stored[0].createdAt).toBeInstanceOf(Date);
  });

  it('accepts a sendBeacon body (JSON content type from a Blob)', async () => {
    await request(app)
      .post('/api/events')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ events: [{ name: 'page_view', path: '/' }] }))
      .expect(202);
    expect(await AnalyticsEventModel.countDocuments({ path: '/' })).toBe(1);
  });

  it.each([
    [{ events: [] }, 'No events'],
    [{ events: [{ name: 'hack_the_planet' }] }, 'Unknown event name'],
    [
      { events: Array.from({ length: 21 }, () => ({ name: 'page_view', path: '/' })) },
      'At most 20 events per request',
    ],
    [{ events: [{ name: 'page_view', value: 'ten' }] }, undefined],
    [{ events: [{ name: 'page_view', path: { $gt: '' } }] }, undefined],
    [{ events: [{ name: 'page_view' }, { name: 'nope' }] }, undefined],
  ])('refuses %j with 400 and stores nothing', async (body, message) => {
    const res = await request(app).post('/api/events').send(body).expect(400);
    expect(res.body.message).toEqual(expect.any(String));
    if (message) expect(JSON.stringify(res.body)).toContain(message);
    expect(await AnalyticsEventModel.countDocuments()).toBe(0);
  });

  it('bounds the whole intake: beyond the site-wide events per window, 429 and nothing stored', async () => {
    const bounded = express();
    bounded.set('trust proxy', 1);
    bounded.use(express.json());
    bounded.use(
      '/api/events',
      eventsRouter({ windowMs: 60_000, limit: 100 }, { windowMs: 60_000, limit: 3 }),
    );
    const batch = { events: [{ name: 'page_view', path: '/intake' }] };
    // Three different clients each within their own limit fill the site-wide intake...
    for (const client of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      await request(bounded)
        .post('/api/events')
        .set('X-Forwarded-For', client)
        .send(batch)
        .expect(202);
    }
    // ...so a fourth is refused.
    await request(bounded)
      .post('/api/events')
      .set('X-Forwarded-For', '192.0.2.4')
      .send(batch)
      .expect(429);
    expect(await AnalyticsEventModel.countDocuments({ path: '/intake' })).toBe(3);
  });

  it('is rate-limited per client: beyond the limit 429 and nothing stored', async () => {
    const limited = express();
    limited.use(express.json());
    limited.use('/api/events', eventsRouter({ windowMs: 60_000, limit: 2 }));
    const batch = { events: [{ name: 'page_view', path: '/limited' }] };
    await request(limited).post('/api/events').send(batch).expect(202);
    await request(limited).post('/api/events').send(batch).expect(202);
    const res = await request(limited).post('/api/events').send(batch).expect(429);
    expect(res.body).toEqual({ message: 'Too many events. Please slow down.' });
    expect(await AnalyticsEventModel.countDocuments({ path: '/limited' })).toBe(2);
  });
});
