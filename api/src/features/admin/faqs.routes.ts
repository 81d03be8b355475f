import { faqInputSchema, idParamsSchema, type FaqInput } from '@sweepscout/shared';
import { Router, type Response } from 'express';
import { sendNotFound } from '../../http/notFound';
import { validate } from '../../http/validate';
import { FaqModel, toFaqJson, type FaqRecord } from '../../models';
import { deleted, exactInsensitive, idInput, sendConflict, withConflict } from './http';

const DUPLICATE = 'A FAQ with this question already exists';

async function save(res: Response, input: FaqInput, existing?: InstanceType<typeof FaqModel>) {
  const sameQuestion = { question: exactInsensitive(input.question) };
  const taken = await FaqModel.exists(
    existing ? { ...sameQuestion, _id: { $ne: existing._id } } : sameQuestion,
  );
  if (taken) return sendConflict(res, DUPLICATE);
  // A new FAQ without an order goes last: the default is the current count (spec section 3).
  const order = input.order ?? (existing ? existing.order : await FaqModel.countDocuments());
  await withConflict(res, DUPLICATE, async () => {
    const doc = existing ?? new FaqModel();
    doc.set({ question: input.question, answer: input.answer, order });
    await doc.save();
    res.status(existing ? 200 : 201).json(toFaqJson(doc.toObject() as FaqRecord));
  });
}

export function faqsAdminRouter(): Router {
  const router = Router();
  const create = validate({ body: faqInputSchema });
  const update = validate({ params: idParamsSchema, body: faqInputSchema });
  const byId = idInput();

  router.get('/', async (_req, res) => {
    const faqs = await FaqModel.find().sort({ order: 1, _id: 1 }).lean<FaqRecord[]>();
    res.json(faqs.map(toFaqJson));
  });

  router.post('/', create, async (_req, res) => save(res, create.input(res).body));

  router.put('/:id', update, async (_req, res) => {
    const faq = await FaqModel.findById(update.input(res).params.id);
    if (!faq) return sendNotFound(res, 'FAQ');
    await save(res, update.input(res).body, faq);
  });

  router.delete('/:id', byId, async (_req, res) => {
    const result = await FaqModel.deleteOne({ _id: byId.input(res).params.id });
    if (!result.deletedCount) return sendNotFound(res, 'FAQ');
    deleted(res, 'FAQ');
  });

  return router;
}
