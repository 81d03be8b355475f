import { guideInputSchema, idParamsSchema, type GuideInput } from '@sweepscout/shared';
import { Router, type Response } from 'express';
import { sendNotFound } from '../../http/notFound';
import { validate } from '../../http/validate';
import { GuideModel, toGuideJson, type GuideRecord } from '../../models';
import { articleTrustOf, requireAuthors } from './authorRef';
import { checkVersion, publicationOf, recordSave, statusOf, withPublication } from './editorial';
import { editorialResource, editorialRoutes, type EditorialRoutesOptions } from './editorialRoutes';
import { sendConflict, withConflict } from './http';
import { listRulesOf } from './listRules';

const duplicateSlug = (slug: string) => `A guide with the slug "${slug}" already exists`;

const adminGuideJson = (stored: GuideRecord) => withPublication(toGuideJson(stored), stored);

const EDITORIAL: EditorialRoutesOptions<GuideRecord> = {
  recordType: 'guide',
  changeNotes: true,
  noun: 'guide',
  thing: 'Guide',
  model: GuideModel,
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
  toJson: (stored) => stored.map(adminGuideJson),
};
const resource = editorialResource(EDITORIAL);

async function save(res: Response, input: GuideInput, existing?: InstanceType<typeof GuideModel>) {
  if (existing) await checkVersion(resource, existing, input.updatedAt);
  const taken = await GuideModel.exists(
    existing ? { slug: input.slug, _id: { $ne: existing._id } } : { slug: input.slug },
  );
  if (taken) return sendConflict(res, duplicateSlug(input.slug));
  if (!(await requireAuthors(res, input))) return;
  const before = statusOf(existing);
  await withConflict(duplicateSlug(input.slug), async () => {
    const doc = existing ?? new GuideModel();
    doc.set({
      title: input.title,
      slug: input.slug,
      excerpt: input.excerpt,
      content: input.content,
      authorName: input.authorName,
      imageUrl: input.imageUrl ?? null,
      publishDate: input.publishDate,
      minutesToRead: input.minutesToRead,
      isFeatured: input.isFeatured,
      ...articleTrustOf(existing, input),
      ...publicationOf(input),
    });
    await doc.save();
    await recordSave(res, 'guide', doc, before);
    res.status(existing ? 200 : 201).json(adminGuideJson(doc.toObject() as GuideRecord));
  });
}

export function guidesAdminRouter(): Router {
  const router = Router();
  const create = validate({ body: guideInputSchema });
  const update = validate({ params: idParamsSchema, body: guideInputSchema });

  router.post('/', create, async (_req, res) => save(res, create.input(res).body));

  router.put('/:id', update, async (_req, res) => {
    const guide = await GuideModel.findById(update.input(res).params.id);
    if (!guide) return sendNotFound(res, 'Guide');
    await save(res, update.input(res).body, guide);
  });

  router.use(editorialRoutes(EDITORIAL));

  return router;
}
