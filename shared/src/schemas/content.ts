// zod configured before any schema is built (zodConfig.ts), whichever entry imports this.
import '../zodConfig';
import { z } from 'zod';
import {
  CONTACT_CATEGORIES,
  LEGAL_PAGES,
  SEARCH_TEXT_LENGTH,
  SEARCH_TEXT_MESSAGES,
} from '../constants/content';
import { CONTENT_LIST_MAX_PAGE_SIZE, REVIEW_SORTS } from '../constants/catalog';
import { optionValues } from '../constants/options';
import { pageQueryFields } from './paging';
import {
  booleanish,
  dateInput,
  numeric,
  objectIdSchema,
  oneOf,
  optionalUrlOrPath,
  requiredText,
  slugSchema,
  textOfLength,
  trimmedText,
  urlOrPath,
} from './common';
import { publicationInputFields } from './publication';
import { articleTrustInputFields } from './trust';

export const EMAIL_MESSAGE = 'Please enter a valid email address';

/** Email: trimmed, lower-cased (so a repeat subscription is found), validated. */
export const emailSchema = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .max(254, EMAIL_MESSAGE)
  .toLowerCase()
  .pipe(z.email(EMAIL_MESSAGE));

export const newsletterSchema = z.object({ email: emailSchema });
export type NewsletterInput = z.output<typeof newsletterSchema>;

const categoryValues = optionValues(CONTACT_CATEGORIES, 'value');

/** Contact form rules applied by the client and the server alike. */
export const contactSchema = z.object({
  name: textOfLength('Name', 2, 100),
  email: emailSchema,
  category: z.enum(categoryValues, { error: 'Please select a category' }),
  subject: textOfLength('Subject', 5, 200),
  message: textOfLength('Message', 10, 5000),
});
export type ContactInput = z.output<typeof contactSchema>;
export type ContactFormValues = z.input<typeof contactSchema>;

const reviewSortValues = optionValues(REVIEW_SORTS, 'value');

export const reviewsQuerySchema = z.object({
  sort: oneOf(reviewSortValues, 'sort').default('latest'),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be 1 or more')
    .max(100, 'limit must be at most 100')
    .optional(),
  ...pageQueryFields(CONTENT_LIST_MAX_PAGE_SIZE),
});

/** GET /api/guides: one page of guide summaries with `page` or `pageSize`, newest first. */
export const guidesQuerySchema = z.object(pageQueryFields(CONTENT_LIST_MAX_PAGE_SIZE));
export type ReviewsQuery = z.output<typeof reviewsQuerySchema>;

/** A casino reference: a 24-hex id, or a number sent by older clients (casinoId as a number). */
export const casinoRefSchema = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  objectIdSchema,
);

/** Review create/update body. */
export const reviewInputSchema = z.object({
  casinoId: casinoRefSchema,
  title: requiredText('Title', 200),
  slug: slugSchema,
  rating: numeric('Rating').pipe(
    z.number().min(1, 'Rating must be between 1 and 5').max(5, 'Rating must be between 1 and 5'),
  ),
  excerpt: requiredText('Excerpt', 1000),
  content: requiredText('Content', 100_000),
  authorName: requiredText('Author name', 100),
  authorAvatar: optionalUrlOrPath('Author avatar'),
  publishDate: dateInput('Publish date'),
  isFeatured: booleanish.default(false),
  reviewImages: z
    .array(z.string().max(8_000_000, 'Image is too large'))
    .max(12, 'At most 12 images')
    .default([]),
  ...articleTrustInputFields,
  ...publicationInputFields,
});
export type ReviewInput = z.output<typeof reviewInputSchema>;

/** Guide create/update body. */
export const guideInputSchema = z.object({
  title: requiredText('Title', 200),
  slug: slugSchema,
  excerpt: requiredText('Excerpt', 1000),
  content: requiredText('Content', 100_000),
  authorName: requiredText('Author name', 100),
  imageUrl: optionalUrlOrPath('Image URL'),
  publishDate: dateInput('Publish date'),
  minutesToRead: z.coerce
    .number({ error: 'Reading time must be a number' })
    .int('Reading time must be a whole number')
    .min(1, 'Reading time must be at least 1 minute')
    .max(600, 'Reading time must be at most 600 minutes')
    .default(5),
  isFeatured: booleanish.default(false),
  ...articleTrustInputFields,
  ...publicationInputFields,
});
export type GuideInput = z.output<typeof guideInputSchema>;

/** FAQ create/update body; order defaults to the current count on the server when absent. */
export const faqInputSchema = z.object({
  question: requiredText('Question', 500),
  answer: requiredText('Answer', 5000),
  order: z.coerce
    .number({ error: 'Order must be a number' })
    .int('Order must be a whole number')
    .min(0, 'Order must be 0 or more')
    .max(100_000)
    .optional(),
  ...publicationInputFields,
});
export type FaqInput = z.output<typeof faqInputSchema>;

const legalPageValues = LEGAL_PAGES.map((p) => p.page);

// The admin content screen names no field: any one missing gets the same message.
const ALL_FIELDS_REQUIRED = 'Please fill in all required fields';

/** Page content create/update body (admin content screen). */
export const pageContentInputSchema = z.object({
  page: trimmedText(ALL_FIELDS_REQUIRED, 1, 80).regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'Page must be lowercase letters, numbers and hyphens',
  ),
  title: trimmedText(ALL_FIELDS_REQUIRED, 1, 200),
  metaDescription: z
    .string()
    .trim()
    .max(500, 'Meta description must be at most 500 characters')
    .default(''),
  content: trimmedText(ALL_FIELDS_REQUIRED, 1, 200_000),
  ...publicationInputFields,
});
export type PageContentInput = z.output<typeof pageContentInputSchema>;
export const KNOWN_CONTENT_PAGES: readonly string[] = legalPageValues;

export const pageParamsSchema = z.object({
  page: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Unknown page'),
});

export const searchQuerySchema = z.object({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(SEARCH_TEXT_LENGTH.min, SEARCH_TEXT_MESSAGES.tooShort)
    .max(SEARCH_TEXT_LENGTH.max, SEARCH_TEXT_MESSAGES.tooLong),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

export const mediaUrlSchema = urlOrPath('Image');
