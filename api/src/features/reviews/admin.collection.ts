import { reviewInputSchema } from '@sweepscout/shared';
import { InvalidReferenceError } from '../../domain/errors';
import { ReviewModel, toReviewJson, type ReviewRecord } from './model';
import { casinoLabels } from '../admin/casinoNames';
import { requireCasino } from '../admin/casinoRef';
import { articleFieldsOf, requireAuthors } from '../admin/authorRef';
import { defineCollection, refuseTaken } from '../admin/collection';
import { withPublication } from '../admin/editorial';
import { uploadBody } from '../admin/http';
import { resolveReviewImages } from '../admin/media';
import { listRulesOf } from '../admin/listRules';

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
