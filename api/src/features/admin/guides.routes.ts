import { guideInputSchema, idParamsSchema, type GuideInput } from '@sweepscout/shared';
import { Router, type Response } from 'express';
import { sendNotFound } from '../../http/notFound';
import { validate } from '../../http/validate';
import { GuideModel, toGuideJson, type GuideRecord } from '../../models';
import { deleted, idInput, sendConflict, withConflict } from './http';

const duplicateSlug = (slug: string) => `A guide with the slug "${slug}" already exists`;

async function save(res: Response, input: GuideInput, existing?: InstanceType<typeof GuideModel>) {
  const taken = await GuideModel.exists(
    existing ? { slug: input.slug, _id: { $ne: existing._id } } : { slug: input.slug },
  );
  if (taken) return sendConflict(res, duplicateSlug(input.slug));
  await withConflict(res, duplicateSlug(input.slug), async () => {
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
    });
    await doc.save();
    res.status(existing ? 200 : 201).json(toGuideJson(doc.toObject() as GuideRecord));
  });
}

export function guidesAdminRouter(): Router {
  const router = Router();
  const create = validate({ body: guideInputSchema });
  const update = validate({ params: idParamsSchema, body: guideInputSchema });
  const byId = idInput();

  router.get('/', async (_req, res) => {
    const guides = await GuideModel.find().sort({ publishDate: -1, _id: -1 }).lean<GuideRecord[]>();
    res.json(guides.map(toGuideJson));
  });

  router.post('/', create, async (_req, res) => save(res, create.input(res).body));

  router.put('/:id', update, async (_req, res) => {
    const guide = await GuideModel.findById(update.input(res).params.id);
    if (!guide) return sendNotFound(res, 'Guide');
    await save(res, update.input(res).body, guide);
  });

  router.delete('/:id', byId, async (_req, res) => {
    const result = await GuideModel.deleteOne({ _id: byId.input(res).params.id });
    if (!result.deletedCount) return sendNotFound(res, 'Guide');
    deleted(res, 'Guide');
  });

  return router;
}
