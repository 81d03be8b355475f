import { idParamsSchema, pageContentInputSchema, type PageContentInput } from '@sweepscout/shared';
import { Router, type Response } from 'express';
import { sendNotFound } from '../../http/notFound';
import { validate } from '../../http/validate';
import { PageContentModel, toPageContentJson, type PageContentRecord } from '../../models';
import { deleted, idInput, sendConflict, withConflict } from './http';

const duplicate = (page: string) => `Content for the page "${page}" already exists`;

/** The form edits the first section's content; any further sections are kept as they are. */
async function save(
  res: Response,
  input: PageContentInput,
  existing?: InstanceType<typeof PageContentModel>,
) {
  const taken = await PageContentModel.exists(
    existing ? { page: input.page, _id: { $ne: existing._id } } : { page: input.page },
  );
  if (taken) return sendConflict(res, duplicate(input.page));
  await withConflict(res, duplicate(input.page), async () => {
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
    });
    await doc.save();
    res.status(existing ? 200 : 201).json(toPageContentJson(doc.toObject() as PageContentRecord));
  });
}

export function pagesAdminRouter(): Router {
  const router = Router();
  const create = validate({ body: pageContentInputSchema });
  const update = validate({ params: idParamsSchema, body: pageContentInputSchema });
  const byId = idInput();

  router.get('/', async (_req, res) => {
    const pages = await PageContentModel.find().sort({ page: 1 }).lean<PageContentRecord[]>();
    res.json(pages.map(toPageContentJson));
  });

  router.post('/', create, async (_req, res) => save(res, create.input(res).body));

  router.put('/:id', update, async (_req, res) => {
    const page = await PageContentModel.findById(update.input(res).params.id);
    if (!page) return sendNotFound(res, 'Page content');
    await save(res, update.input(res).body, page);
  });

  router.delete('/:id', byId, async (_req, res) => {
    const result = await PageContentModel.deleteOne({ _id: byId.input(res).params.id });
    if (!result.deletedCount) return sendNotFound(res, 'Page content');
    deleted(res, 'Page content');
  });

  return router;
}
