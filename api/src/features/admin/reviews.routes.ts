import { idParamsSchema, reviewInputSchema, type ReviewInput } from '@sweepscout/shared';
import { Router, type Response } from 'express';
import { sendNotFound } from '../../http/notFound';
import { validate } from '../../http/validate';
import { ReviewModel, toReviewJson, type ReviewRecord } from '../../models';
import { casinoLabels } from './casinoNames';
import { requireCasino } from './casinoRef';
import { articleTrustOf, requireAuthors } from './authorRef';
import { checkVersion, publicationOf, recordSave, statusOf, withPublication } from './editorial';
import { editorialResource, editorialRoutes, type EditorialRoutesOptions } from './editorialRoutes';
import { sendConflict, withConflict } from './http';
import { resolveReviewImages } from './media';
import { listRulesOf } from './listRules';

const duplicateSlug = (slug: string) => `A review with the slug "${slug}" already exists`;

/** Admin JSON of reviews, with their casinos' names (the table's Casino column, the form's casino). */
async function reviewsJson(reviews: ReviewRecord[]) {
  const casinos = await casinoLabels(reviews.map((r) => r.casinoId));
  return reviews.map((review) =>
    withPublication(
      { ...toReviewJson(review), casinoName: casinos.get(String(review.casinoId))?.name ?? '' },
      review,
    ),
  );
}

const EDITORIAL: EditorialRoutesOptions<ReviewRecord> = {
  recordType: 'review',
  changeNotes: true,
  noun: 'review',
  thing: 'Review',
  model: ReviewModel,
  rules: listRulesOf('reviews', {
    search: ['title', 'slug', 'authorName'],
    sorts: {
      title: 'title',
      rating: 'rating',
      author: 'authorName',
      published: 'publishDate',
      featured: 'isFeatured',
      updatedAt: 'updatedAt',
    },
    defaultSort: { publishDate: -1 as const },
  }),
  toJson: reviewsJson,
};
const resource = editorialResource(EDITORIAL);

export function reviewsAdminRouter(): Router {
  const router = Router();
  const create = validate({ body: reviewInputSchema });
  const update = validate({ params: idParamsSchema, body: reviewInputSchema });

  async function save(
    res: Response,
    input: ReviewInput,
    existing?: InstanceType<typeof ReviewModel>,
  ) {
    if (existing) await checkVersion(resource, existing, input.updatedAt);
    await requireCasino(input.casinoId);
    if (!(await requireAuthors(res, input))) return;
    const taken = await ReviewModel.exists(
      existing ? { slug: input.slug, _id: { $ne: existing._id } } : { slug: input.slug },
    );
    if (taken) return sendConflict(res, duplicateSlug(input.slug));
    const images = await resolveReviewImages(input.reviewImages);
    if ('error' in images) {
      const { path, message } = images.error;
      return res
        .status(400)
        .json({ message: `Invalid ${path}: ${message}`, issues: [images.error] });
    }
    const before = statusOf(existing);
    await withConflict(duplicateSlug(input.slug), async () => {
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
        ...articleTrustOf(existing, input),
        ...publicationOf(input),
      });
      await doc.save();
      await recordSave(res, 'review', doc, before);
      res
        .status(existing ? 200 : 201)
        .json((await reviewsJson([doc.toObject() as ReviewRecord]))[0]);
    });
  }

  router.post('/', create, async (_req, res) => save(res, create.input(res).body));

  router.put('/:id', update, async (_req, res) => {
    const review = await ReviewModel.findById(update.input(res).params.id);
    if (!review) return sendNotFound(res, 'Review');
    await save(res, update.input(res).body, review);
  });

  router.use(editorialRoutes(EDITORIAL));

  return router;
}
