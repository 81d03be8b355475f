import { faqInputSchema, idParamsSchema, type FaqInput } from '@sweepscout/shared';
import { Router, type Response } from 'express';
import { sendNotFound } from '../../http/notFound';
import { validate } from '../../http/validate';
import { FaqModel, toFaqJson, type FaqRecord } from '../../models';
import { checkVersion, publicationOf, recordSave, statusOf, withPublication } from './editorial';
import { editorialResource, editorialRoutes, type EditorialRoutesOptions } from './editorialRoutes';
import { exactInsensitive, sendConflict, withConflict } from './http';
import { listRulesOf } from './listRules';

const DUPLICATE = 'A FAQ with this question already exists';

type StoredFaq = FaqRecord & { status?: string; publishAt?: Date | null; updatedAt?: Date };
const adminFaqJson = (stored: StoredFaq) => withPublication(toFaqJson(stored), stored);

const EDITORIAL: EditorialRoutesOptions<StoredFaq> = {
  recordType: 'faq',
  noun: 'FAQ',
  thing: 'FAQ',
  model: FaqModel,
  rules: listRulesOf('faqs', {
    search: ['question', 'answer'],
    sorts: { order: 'order', question: 'question', updatedAt: 'updatedAt' },
    defaultSort: { order: 1 as const },
  }),
  toJson: (stored) => stored.map(adminFaqJson),
};
const resource = editorialResource(EDITORIAL);

async function save(res: Response, input: FaqInput, existing?: InstanceType<typeof FaqModel>) {
  if (existing) await checkVersion(resource, existing, input.updatedAt);
  const sameQuestion = { question: exactInsensitive(input.question) };
  const taken = await FaqModel.exists(
    existing ? { ...sameQuestion, _id: { $ne: existing._id } } : sameQuestion,
  );
  if (taken) return sendConflict(res, DUPLICATE);
  // A new FAQ without an order goes last: the default is the current count.
  const order = input.order ?? (existing ? existing.order : await FaqModel.countDocuments());
  const before = statusOf(existing);
  await withConflict(DUPLICATE, async () => {
    const doc = existing ?? new FaqModel();
    doc.set({ question: input.question, answer: input.answer, order, ...publicationOf(input) });
    await doc.save();
    await recordSave(res, 'faq', doc, before);
    res.status(existing ? 200 : 201).json(adminFaqJson(doc.toObject() as StoredFaq));
  });
}

export function faqsAdminRouter(): Router {
  const router = Router();
  const create = validate({ body: faqInputSchema });
  const update = validate({ params: idParamsSchema, body: faqInputSchema });

  router.post('/', create, async (_req, res) => save(res, create.input(res).body));

  router.put('/:id', update, async (_req, res) => {
    const faq = await FaqModel.findById(update.input(res).params.id);
    if (!faq) return sendNotFound(res, 'FAQ');
    await save(res, update.input(res).body, faq);
  });

  router.use(editorialRoutes(EDITORIAL));

  return router;
}
