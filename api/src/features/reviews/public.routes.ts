import {
  asksForPage,
  CONTENT_LIST_LEGACY_MAX,
  CONTENT_LIST_PAGE_SIZE,
  reviewsQuerySchema,
  slugParamsSchema,
} from '@sweepscout/shared';
import { Router } from 'express';
import { sendPublicJson } from '../../http/answerCache';
import { validate } from '../../http/validate';
import { readModel } from '../../readModel/readModel';

const LATEST_COUNT = 6;

/** Public review reads, answered from the read model (published reviews only). */
export function reviewsRouter(): Router {
  const router = Router();
  const listInput = validate({ query: reviewsQuerySchema });
  const slugInput = validate({ params: slugParamsSchema });

  // With page or pageSize: one page of summaries (contract 1.8). Without: the array of full
  // reviews remotes built before read, bounded.
  router.get('/', listInput, async (req, res) => {
    const query = listInput.input(res).query;
    const { view, version } = await readModel.current();
    if (!asksForPage(query)) {
      const limit = Math.min(query.limit ?? CONTENT_LIST_LEGACY_MAX, CONTENT_LIST_LEGACY_MAX);
      return sendPublicJson(req, res, view.reviewList(query.sort, limit), { version });
    }
    const page = view.reviewPage(
      query.sort,
      query.page ?? 1,
      query.pageSize ?? CONTENT_LIST_PAGE_SIZE,
    );
    sendPublicJson(req, res, page, { version });
  });

  router.get('/latest', async (req, res) => {
    const { view, version } = await readModel.current();
    sendPublicJson(req, res, view.reviewList('latest', LATEST_COUNT), { version });
  });

  router.get('/slug/:slug', slugInput, async (req, res) => {
    const { view, version } = await readModel.current();
    const review = view.reviews.bySlug.get(slugInput.input(res).params.slug);
    if (!review) {
      return sendPublicJson(req, res, { message: 'Review not found' }, { version, status: 404 });
    }
    sendPublicJson(req, res, review.json(), { version });
  });

  return router;
}
