import { faqInputSchema } from '@sweepscout/shared';
import { FaqModel, toFaqJson, type FaqRecord } from './model';
import { defineCollection, refuseTaken } from '../admin/collection';
import { withPublication } from '../admin/editorial';
import { exactInsensitive } from '../admin/http';
import { listRulesOf } from '../admin/listRules';

const DUPLICATE = 'A FAQ with this question already exists';

type StoredFaq = FaqRecord & { status?: string; publishAt?: Date | null; updatedAt?: Date };
const adminFaqJson = (stored: StoredFaq) => withPublication(toFaqJson(stored), stored);

/** /api/admin/faqs: the FAQ, in the order the public page shows it. */
export const FAQS = defineCollection({
  path: '/faqs',
  permission: 'manage_faqs',
  recordType: 'faq',
  noun: 'FAQ',
  thing: 'FAQ',
  model: FaqModel,
  inputSchema: faqInputSchema,
  rules: listRulesOf('faqs', {
    search: ['question', 'answer'],
    sorts: { order: 'order', question: 'question', updatedAt: 'updatedAt' },
    defaultSort: { order: 1 as const },
  }),
  toJson: (stored: StoredFaq[]) => stored.map(adminFaqJson),
  verify: (input, existing) =>
    refuseTaken(FaqModel, { question: exactInsensitive(input.question) }, existing, DUPLICATE),
  duplicate: () => DUPLICATE,
  // A new FAQ without an order goes last: the default is the current count.
  fields: async (input, existing) => ({
    question: input.question,
    answer: input.answer,
    order: input.order ?? (existing ? existing.order : await FaqModel.countDocuments()),
  }),
});
