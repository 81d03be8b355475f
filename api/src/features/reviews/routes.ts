import { reviewsQuerySchema, slugParamsSchema, type ReviewSort } from '@sweepscout/shared';
import { Router } from 'express';
import type { SortOrder } from 'mongoose';
import { sendNotFound } from '../../http/notFound';
import { validate } from '../../http/validate';
import { ReviewModel, toReviewJson, type ReviewRecord } from '../../models';
import { publiclyVisibleFilter } from '../../models/publication';

const SORTS: Record<ReviewSort, Record<string, SortOrder>> = {
  latest: { publishDate: -1, _id: -1 },
  'rating-high': { rating: -1, publishDate: -1, _id: -1 },
  'rating-low': { rating: 1, publishDate: -1, _id: -1 },
};
const LATEST_COUNT = 6;

export function reviewsRouter(): Router {
  const router = Router();
  const listInput = validate({ query: reviewsQuerySchema });
  const slugInput = validate({ params: slugParamsSchema });

  router.get('/', listInput, async (_req, res) => {
    const { sort, limit } = listInput.input(res).query;
    const query = ReviewModel.find(publiclyVisibleFilter()).sort(SORTS[sort]);
    if (limit) query.limit(limit);
    res.json((await query.lean<ReviewRecord[]>()).map(toReviewJson));
  });

  router.get('/latest', async (_req, res) => {
    const reviews = await ReviewModel.find(publiclyVisibleFilter())
      .sort(SORTS.latest)
      .limit(LATEST_COUNT)
      .lean<ReviewRecord[]>();
    res.json(reviews.map(toReviewJson));
  });

  router.get('/slug/:slug', slugInput, async (_req, res) => {
    const review = await ReviewModel.findOne({
      ...publiclyVisibleFilter(),
      slug: slugInput.input(res).params.slug,
    }).lean<ReviewRecord>();
    if (!review) return sendNotFound(res, 'Review');
    res.json(toReviewJson(review));
  });

  return router;
}
