import type { SearchResults } from '@sweepscout/shared';
import request from 'supertest';
import { setupSiteSuite } from './helpers';

const { app } = setupSiteSuite('search');

const search = async (query: Record<string, string | string[]>) =>
  (await request(app).get('/api/search').query(query).expect(200)).body as SearchResults;

describe('GET /api/search', () => {
  it('finds casinos by name, reviews and guides by title, ignoring case', async () => {
    const lower = await search({ q: 'crown' });
    expect(lower.casinos.map((c) => c.slug)).toContain('crown-coins-casino');
    expect(lower.casinos[0]).toEqual({
      id: expect.any(String),
      name: 'Crown Coins Casino',
      slug: 'crown-coins-casino',
      logoUrl: expect.any(String),
      rating: expect.any(Number),
    });
    expect(lower.reviews.map((r) => r.title)).toContain(
      'Crown Coins Casino Review 2026: Royal Rewards Without a Purchase',
    );
    expect(await search({ q: 'CROWN coins' })).toEqual(lower);

    const guides = await search({ q: 'sweep coins' });
    expect(guides.guides.map((g) => g.title)).toEqual(
      expect.arrayContaining([
        'Gold Coins vs Sweep Coins: What Is the Difference?',
        'How to Redeem Sweep Coins for Cash Prizes',
      ]),
    );
  });

  it('limits each kind to `limit` results (default 8)', async () => {
    const all = await search({ q: 'casino' });
    expect(all.casinos.length).toBeGreaterThan(1);
    expect(all.casinos.length).toBeLessThanOrEqual(8);
    const one = await search({ q: 'casino', limit: '1' });
    expect(one.casinos).toHaveLength(1);
    expect(one.reviews.length).toBeLessThanOrEqual(1);
    expect(one.guides.length).toBeLessThanOrEqual(1);
  });

  it('matches the text literally: regular-expression syntax finds nothing and never fails', async () => {
    expect(await search({ q: '.*' })).toEqual({ casinos: [], reviews: [], guides: [] });
    expect(await search({ q: '(a+)+$' })).toEqual({ casinos: [], reviews: [], guides: [] });
    expect(await search({ q: '[x' })).toEqual({ casinos: [], reviews: [], guides: [] });
  });

  it.each([
    [{}, 'q is required'],
    [{ q: 'a' }, 'Search text must be at least 2 characters'],
    [{ q: 'x'.repeat(81) }, 'Search text must be at most 80 characters'],
    [{ q: 'crown', limit: '50' }, undefined],
    [{ q: ['crown', 'coins'] }, undefined],
    [{ 'q[$regex]': '.*' }, undefined],
  ])('answers 400 with issues for %j', async (query, message) => {
    const res = await request(app).get('/api/search').query(query).expect(400);
    expect(res.body).toEqual({ message: expect.any(String), issues: expect.any(Array) });
    if (message) expect(JSON.stringify(res.body)).toContain(message);
  });
});
