import { guideInputSchema } from '@sweepscout/shared';
import { GuideModel, toGuideJson, type GuideRecord } from './model';
import { articleFieldsOf, requireAuthors } from '../admin/authorRef';
import { defineCollection, refuseTaken } from '../admin/collection';
import { withPublication } from '../admin/editorial';
import { listRulesOf } from '../admin/listRules';

const duplicateSlug = (slug: string) => `A guide with the slug "${slug}" already exists`;

const adminGuideJson = (stored: GuideRecord) => withPublication(toGuideJson(stored), stored);

/** /api/admin/guides: the guides, with their authors and public change notes. */
export const GUIDES = defineCollection({
  path: '/guides',
  permission: 'manage_guides',
  recordType: 'guide',
  changeNotes: true,
  noun: 'guide',
  thing: 'Guide',
  model: GuideModel,
  inputSchema: guideInputSchema,
  rules: listRulesOf('guides', {
    search: ['title', 'slug', 'authorName'],
    sorts: {
      title: 'title',
      author: 'authorName',
      published: 'publishDate',
      readTime: 'minutesToRead',
      featured: 'isFeatured',
      updatedAt: 'updatedAt',
    },
    defaultSort: { publishDate: -1 as const },
  }),
  toJson: (stored: GuideRecord[]) => stored.map(adminGuideJson),
  verify: async (input, existing) => {
    await refuseTaken(GuideModel, { slug: input.slug }, existing, duplicateSlug(input.slug));
    await requireAuthors(input);
  },
  duplicate: (input) => duplicateSlug(input.slug),
  fields: (input, existing) => ({
    ...articleFieldsOf(existing, input),
    imageUrl: input.imageUrl ?? null,
    minutesToRead: input.minutesToRead,
  }),
});
