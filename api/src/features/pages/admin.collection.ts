import { pageContentInputSchema } from '@sweepscout/shared';
import { PageContentModel, toPageContentJson, type PageContentRecord } from './model';
import { defineCollection, refuseTaken } from '../admin/collection';
import { withPublication } from '../admin/editorial';
import { listRulesOf } from '../admin/listRules';

const duplicate = (page: string) => `Content for the page "${page}" already exists`;

type StoredPage = PageContentRecord & {
  status?: string;
  publishAt?: Date | null;
  updatedAt?: Date;
};
const adminPageJson = (stored: StoredPage) => withPublication(toPageContentJson(stored), stored);

/** /api/admin/page-contents: the texts of the static pages (about, terms, privacy...). */
export const PAGE_CONTENTS = defineCollection({
  path: '/page-contents',
  permission: 'manage_content',
  recordType: 'page-content',
  noun: 'page content',
  thing: 'Page content',
  model: PageContentModel,
  inputSchema: pageContentInputSchema,
  rules: listRulesOf('page-contents', {
    search: ['page', 'title', 'metaDescription'],
    sorts: { page: 'page', title: 'title', lastUpdated: 'lastUpdated', updatedAt: 'updatedAt' },
    defaultSort: { page: 1 as const },
  }),
  toJson: (stored: StoredPage[]) => stored.map(adminPageJson),
  verify: (input, existing) =>
    refuseTaken(PageContentModel, { page: input.page }, existing, duplicate(input.page)),
  duplicate: (input) => duplicate(input.page),
  // The form edits the first section's content; any further sections are kept as they are.
  fields: (input, existing) => {
    const sections = (existing?.sections ?? []).map((s) => ({
      title: s.title,
      content: s.content,
    }));
    sections[0] = { ...(sections[0] ?? {}), content: input.content };
    return {
      page: input.page,
      title: input.title,
      metaDescription: input.metaDescription,
      sections,
      lastUpdated: new Date(),
    };
  },
});
