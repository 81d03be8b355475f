import request from 'supertest';
import {
  computeRating,
  DEFAULT_RATING_WEIGHTS,
  type Casino,
  type RatingWeights,
} from '@sweepscout/shared';
import { AuditEntryModel } from '../src/features/audit/model';
import { CasinoModel } from '../src/features/casinos/model';
import { RatingMethodModel } from '../src/features/ratingMethod/model';
import { RevisionModel } from '../src/features/revisions/model';
import { SEED_CASINOS } from '../src/seed/data/casinos';
import { SEED_SUB_SCORES } from '../src/seed/data/subScores';
import {
  auth,
  bodies,
  createStaff,
  loginAdmin,
  sessionFor,
  setupAdminSuite,
} from './admin-helpers';

const { app } = setupAdminSuite('rating_method');

const publicCasinos = async (): Promise<Casino[]> =>
  (await request(app).get('/api/casinos').expect(200)).body as Casino[];

const NEW_WEIGHTS: RatingWeights = {
  bonuses: 50,
  games: 10,
  redemption: 10,
  trust: 10,
  support: 10,
  responsiblePlay: 10,
};

describe('the rating method', () => {
  it('the seed sub-scores reproduce every seed casino rating exactly under the default weights', async () => {
    for (const seed of SEED_CASINOS) {
      expect(computeRating(SEED_SUB_SCORES[seed.slug], DEFAULT_RATING_WEIGHTS)).toBe(seed.rating);
    }
    const shown = new Map((await publicCasinos()).map((casino) => [casino.slug, casino]));
    for (const seed of SEED_CASINOS) {
      const casino = shown.get(seed.slug);
      expect(casino?.rating).toBe(seed.rating);
      expect(casino?.rated).toBe(true);
      expect(casino?.subScores).toEqual(SEED_SUB_SCORES[seed.slug]);
    }
  });

  it('publishes the weights, the defaults before any edit', async () => {
    const res = await request(app).get('/api/rating-method').expect(200);
    expect(res.body).toEqual({ weights: DEFAULT_RATING_WEIGHTS, updatedAt: null });
    expect(res.headers['cache-control']).toMatch(/public/);
  });

  it('weights that do not add up to 100, or are not whole numbers, are refused with 400 and nothing is saved', async () => {
    const token = await loginAdmin();
    const bad = await request(app)
      .put('/api/admin/rating-method')
      .set(auth(token))
      .send({ weights: { ...NEW_WEIGHTS, bonuses: 60 } })
      .expect(400);
    expect(bad.body.message).toMatch(/add up to 100/);
    await request(app)
      .put('/api/admin/rating-method')
      .set(auth(token))
      .send({ weights: { ...NEW_WEIGHTS, bonuses: 'a lot' } })
      .expect(400);
    await request(app)
      .put('/api/admin/rating-method')
      .set(auth(token))
      .send({ weights: { ...NEW_WEIGHTS, luck: 5 } })
      .expect(400);
    expect(await RatingMethodModel.countDocuments()).toBe(0);
  });

  it('only signed-in staff with manage_casinos may change the weights', async () => {
    await request(app).put('/api/admin/rating-method').send({ weights: NEW_WEIGHTS }).expect(403);
    const editor = await createStaff('reviews-editor', 'editor', ['manage_reviews']);
    await request(app)
      .put('/api/admin/rating-method')
      .set(auth(await sessionFor(editor)))
      .send({ weights: NEW_WEIGHTS })
      .expect(403);
    expect(await RatingMethodModel.countDocuments()).toBe(0);
  });

  it('a casino with fewer than four sub-scores is unrated and ranks last', async () => {
    await CasinoModel.updateOne(
      { slug: 'blue-bayou-sweeps' },
      { $set: { subScores: { bonuses: 9, games: 9, trust: 9 } } },
    );
    const casinos = await publicCasinos();
    const unrated = casinos.find((casino) => casino.slug === 'blue-bayou-sweeps');
    expect(unrated).toMatchObject({ rated: false, rating: 0 });
    expect(casinos.at(-1)?.slug).toBe('blue-bayou-sweeps');
    await CasinoModel.updateOne(
      { slug: 'blue-bayou-sweeps' },
      { $set: { subScores: SEED_SUB_SCORES['blue-bayou-sweeps'] } },
    );
  });

  it('a change of weights re-rates every casino on the next read, audited and revisioned', async () => {
    const token = await loginAdmin();
    const saved = await request(app)
      .put('/api/admin/rating-method')
      .set(auth(token))
      .send({ weights: NEW_WEIGHTS })
      .expect(200);
    expect(saved.body.weights).toEqual(NEW_WEIGHTS);

    const expected = (slug: string) => computeRating(SEED_SUB_SCORES[slug], NEW_WEIGHTS);
    for (const casino of await publicCasinos()) {
      expect(casino.rating).toBe(expected(casino.slug));
    }
    const moved = SEED_CASINOS.filter((seed) => expected(seed.slug) !== seed.rating);
    expect(moved.length).toBeGreaterThan(3);
    const stored = await RatingMethodModel.findOne().lean();
    expect(
      await AuditEntryModel.exists({ recordType: 'rating-method', action: 'create' }),
    ).toBeTruthy();
    expect(await RevisionModel.exists({ recordId: stored!._id })).toBeTruthy();

    // A second save carrying a stale version is refused.
    await request(app)
      .put('/api/admin/rating-method')
      .set(auth(token))
      .send({ weights: DEFAULT_RATING_WEIGHTS, updatedAt: '2020-01-01T00:00:00.000Z' })
      .expect(409);
    await request(app)
      .put('/api/admin/rating-method')
      .set(auth(token))
      .send({ weights: DEFAULT_RATING_WEIGHTS, updatedAt: saved.body.updatedAt })
      .expect(200);
    const restored = new Map((await publicCasinos()).map((c) => [c.slug, c.rating]));
    for (const seed of SEED_CASINOS) expect(restored.get(seed.slug)).toBe(seed.rating);
  });

  it('staff save a casino with sub-scores: out-of-range scores are refused, four or more rate it, none keeps its stored rating', async () => {
    const token = await loginAdmin();
    const body = bodies.casino();
    const bad = await request(app)
      .post('/api/admin/casinos')
      .set(auth(token))
      .send({ ...body, subScores: { bonuses: 11 } })
      .expect(400);
    expect(bad.body.message).toMatch(/Bonuses and value must be from 0 to 10/);
    expect(await CasinoModel.exists({ slug: body.slug })).toBeNull();

    const scores = {
      bonuses: '10',
      games: '8',
      redemption: '9',
      trust: '9',
      support: '',
      responsiblePlay: '',
    };
    const created = await request(app)
      .post('/api/admin/casinos')
      .set(auth(token))
      .send({ ...body, subScores: scores })
      .expect(201);
    const shown = async () =>
      (await request(app).get(`/api/casinos/slug/${body.slug}`).expect(200)).body as Casino;
    // (10×20 + 8×15 + 9×20 + 9×25) / 80 / 2 = 4.53, shown 4.5 (the stored 4.2 is not used)
    expect(await shown()).toMatchObject({
      rating: 4.5,
      rated: true,
      subScores: { bonuses: 10, games: 8, redemption: 9, trust: 9 },
    });

    const cleared = Object.fromEntries(Object.keys(scores).map((key) => [key, '']));
    await request(app)
      .put(`/api/admin/casinos/${created.body.id}`)
      .set(auth(token))
      .send({ ...body, subScores: cleared })
      .expect(200);
    expect(await shown()).toMatchObject({ rating: 4.2, subScores: null });
  });
});
