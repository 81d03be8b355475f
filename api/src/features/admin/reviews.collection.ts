import { reviewInputSchema } from '@sweepscout/shared';
import { InvalidReferenceError } from '../../domain/errors';
import { ReviewModel, toReviewJson, type ReviewRecord } from '../../models';
import { casinoLabels } from './casinoNames';
import { requireCasino } from './casinoRef';
import { articleFieldsOf, requireAuthors } from './authorRef';
import { defineCollection, refuseTaken } from './collection';
import { withPublication } from './editorial';
import { uploadBody } from './http';
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

/** /api/admin/reviews: the casino reviews, with their images, authors and change notes. */
export const REVIEWS = defineCollection({
  path: '/reviews',
  permission: 'manage_reviews',
  bodyParsers: uploadBody,
  recordType: 'review',
  changeNotes: true,
  noun: 'review',
  thing: 'Review',
  model: ReviewModel,
  inputSchema: reviewInputSchema,
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
  verify: async (input, existing) => {
    await requireCasino(input.casinoId);
    await requireAuthors(input);
    await refuseTaken(ReviewModel, { slug: input.slug }, existing, duplicateSlug(input.slug));
  },
  duplicate: (input) => duplicateSlug(input.slug),
  // Images sent as data URLs are stored as uploads; the review keeps their URLs.
  fields: async (input, existing) => {
    const images = await resolveReviewImages(input.reviewImages);
    if ('error' in images) throw new InvalidReferenceError(images.error.path, images.error.message);
    return {
      ...articleFieldsOf(existing, input),
      casinoId: input.casinoId,
      rating: input.rating,
      authorAvatar: input.authorAvatar ?? null,
      reviewImages: images.urls,
    };
  },
});
