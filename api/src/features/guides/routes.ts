import { slugParamsSchema } from '@sweepscout/shared';
import { Router } from 'express';
import { sendNotFound } from '../../http/notFound';
import { validate } from '../../http/validate';
import { GuideModel, toGuideJson, type GuideRecord } from '../../models';
import { publiclyVisibleFilter } from '../../models/publication';

const NEWEST = { publishDate: -1, _id: -1 } as const;
const POPULAR_COUNT = 5;

export function guidesRouter(): Router {
  const router = Router();
  const slugInput = validate({ params: slugParamsSchema });

  router.get('/', async (_req, res) => {
    const guides = await GuideModel.find(publiclyVisibleFilter())
      .sort(NEWEST)
      .lean<GuideRecord[]>();
    res.json(guides.map(toGuideJson));
  });

  router.get('/featured', async (_req, res) => {
    const guide = await GuideModel.findOne({ isFeatured: true, ...publiclyVisibleFilter() })
      .sort(NEWEST)
      .lean<GuideRecord>();
    if (!guide) return sendNotFound(res, 'Guide');
    res.json(toGuideJson(guide));
  });

  router.get('/popular', async (_req, res) => {
    const guides = await GuideModel.find(publiclyVisibleFilter())
      .sort({ views: -1, publishDate: -1, _id: -1 })
      .limit(POPULAR_COUNT)
      .lean<GuideRecord[]>();
    res.json(guides.map(toGuideJson));
  });

  // Opening a guide counts a view: that is what "popular" ranks by.
  router.get('/slug/:slug', slugInput, async (_req, res) => {
    const guide = await GuideModel.findOneAndUpdate(
      { slug: slugInput.input(res).params.slug, ...publiclyVisibleFilter() },
      { $inc: { views: 1 } },
      { returnDocument: 'after', timestamps: false },
    ).lean<GuideRecord>();
    if (!guide) return sendNotFound(res, 'Guide');
    res.json(toGuideJson(guide));
  });

  return router;
}
