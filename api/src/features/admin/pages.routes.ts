import { idParamsSchema, pageContentInputSchema, type PageContentInput } from '@sweepscout/shared';
import { Router, type Response } from 'express';
import { sendNotFound } from '../../http/notFound';
import { validate } from '../../http/validate';
import { PageContentModel, toPageContentJson, type PageContentRecord } from '../../models';
import { checkVersion, publicationOf, recordSave, statusOf, withPublication } from './editorial';
import { editorialResource, editorialRoutes, type EditorialRoutesOptions } from './editorialRoutes';
import { sendConflict, withConflict } from './http';
import { listRulesOf } from './listRules';

const duplicate = (page: string) => `Content for the page "${page}" already exists`;

type StoredPage = PageContentRecord & {
  status?: string;
  publishAt?: Date | null;
  updatedAt?: Date;
};
const adminPageJson = (stored: StoredPage) => withPublication(toPageContentJson(stored), stored);

const EDITORIAL: EditorialRoutesOptions<StoredPage> = {
  recordType: 'page-content',
  noun: 'page content',
  thing: 'Page content',
  model: PageContentModel,
  rules: listRulesOf('page-contents', {
    search: ['page', 'title', 'metaDescription'],
    sorts: { page: 'page', title: 'title', lastUpdated: 'lastUpdated', updatedAt: 'updatedAt' },
    defaultSort: { page: 1 as const },
  }),
  toJson: (stored) => stored.map(adminPageJson),
};
const resource = editorialResource(EDITORIAL);

/** The form edits the first section's content; any further sections are kept as they are. */
async function save(
  res: Response,
  input: PageContentInput,
  existing?: InstanceType<typeof PageContentModel>,
) {
  if (existing) await checkVersion(resource, existing, input.updatedAt);
  const taken = await PageContentModel.exists(
    existing ? { page: input.page, _id: { $ne: existing._id } } : { page: input.page },
  );
  if (taken) return sendConflict(res, duplicate(input.page));
  const before = statusOf(existing);
  await withConflict(duplicate(input.page), async () => {
    const doc = existing ?? new PageContentModel();
    const sections = (existing?.sections ?? []).map((s) => ({
      title: s.title,
      content: s.content,
    }));
    sections[0] = { ...(sections[0] ?? {}), content: input.content };
    doc.set({
      page: input.page,
      title: input.title,
      metaDescription: input.metaDescription,
      sections,
      lastUpdated: new Date(),
      ...publicationOf(input),
    });
    await doc.save();
    await recordSave(res, 'page-content', doc, before);
    res.status(existing ? 200 : 201).json(adminPageJson(doc.toObject() as StoredPage));
  });
}

export function pagesAdminRouter(): Router {
  const router = Router();
  const create = validate({ body: pageContentInputSchema });
  const update = validate({ params: idParamsSchema, body: pageContentInputSchema });

  router.post('/', create, async (_req, res) => save(res, create.input(res).body));

  router.put('/:id', update, async (_req, res) => {
    const page = await PageContentModel.findById(update.input(res).params.id);
    if (!page) return sendNotFound(res, 'Page content');
    await save(res, update.input(res).body, page);
  });

  router.use(editorialRoutes(EDITORIAL));

  return router;
}
