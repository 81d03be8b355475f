import { idParamsSchema, reviewInputSchema, type ReviewInput } from '@sweepscout/shared';
import { Router, type Response } from 'express';
import { sendNotFound } from '../../http/notFound';
import { validate } from '../../http/validate';
import { ReviewModel, toReviewJson, type ReviewRecord } from '../../models';
import { requireCasino } from './casinoRef';
import { deleted, idInput, sendConflict, withConflict } from './http';
import { resolveReviewImages } from './media';

const duplicateSlug = (slug: string) => `A review with the slug "${slug}" already exists`;

export function reviewsAdminRouter(dataDir: string): Router {
  const router = Router();
  const create = validate({ body: reviewInputSchema });
  const update = validate({ params: idParamsSchema, body: reviewInputSchema });
  const byId = idInput();

  async function save(
    res: Response,
    input: ReviewInput,
    existing?: InstanceType<typeof ReviewModel>,
  ) {
    if (!(await requireCasino(res, input.casinoId))) return;
    const taken = await ReviewModel.exists(
      existing ? { slug: input.slug, _id: { $ne: existing._id } } : { slug: input.slug },
    );
    if (taken) return sendConflict(res, duplicateSlug(input.slug));
    const images = await resolveReviewImages(dataDir, input.reviewImages);
    if ('error' in images) {
      const { path, message } = images.error;
      return res
        .status(400)
        .json({ message: `Invalid ${path}: ${message}`, issues: [images.error] });
    }
    await withConflict(res, duplicateSlug(input.slug), async () => {
      const doc = existing ?? new ReviewModel();
      doc.set({
        casinoId: input.casinoId,
        title: input.title,
        slug: input.slug,
        rating: input.rating,
        excerpt: input.excerpt,
        content: input.content,
        authorName: input.authorName,
        authorAvatar: input.authorAvatar ?? null,
        publishDate: input.publishDate,
        isFeatured: input.isFeatured,
        reviewImages: images.urls,
      });
      await doc.save();
      res.status(existing ? 200 : 201).json(toReviewJson(doc.toObject() as ReviewRecord));
    });
  }

  router.get('/', async (_req, res) => {
    const reviews = await ReviewModel.find()
      .sort({ publishDate: -1, _id: -1 })
      .lean<ReviewRecord[]>();
    res.json(reviews.map(toReviewJson));
  });

  router.post('/', create, async (_req, res) => save(res, create.input(res).body));

  router.put('/:id', update, async (_req, res) => {
    const review = await ReviewModel.findById(update.input(res).params.id);
    if (!review) return sendNotFound(res, 'Review');
    await save(res, update.input(res).body, review);
  });

  router.delete('/:id', byId, async (_req, res) => {
    const result = await ReviewModel.deleteOne({ _id: byId.input(res).params.id });
    if (!result.deletedCount) return sendNotFound(res, 'Review');
    deleted(res, 'Review');
  });

  return router;
}
