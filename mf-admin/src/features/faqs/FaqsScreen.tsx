import type { z } from 'zod';
import { FAQ_PREVIEW_LENGTH, faqInputSchema, truncate, type Faq } from '@sweepscout/shared';
import { editorialCollection } from '../../editorial/collection';
import { CrudScreen } from '../../editorial/CrudScreen';
import { Field } from '../../components/Field';
import { RecordDialog } from '../../components/RecordDialog';
import { useRecordForm } from '../../components/useRecordForm';

type FaqFormValues = z.input<typeof faqInputSchema>;
const FAQS = editorialCollection('faqs', 'manage_faqs', { title: 'FAQ', noun: 'FAQ' });

function FaqForm({
  faq,
  nextOrder,
  onClose,
}: {
  faq?: Faq;
  nextOrder: number;
  onClose: () => void;
}) {
  const empty: FaqFormValues = { question: '', answer: '', order: String(nextOrder) };
  const { register, errors, editorial } = useRecordForm({
    schema: faqInputSchema,
    values: faq ? { question: faq.question, answer: faq.answer, order: String(faq.order) } : empty,
    empty: () => empty,
    collection: FAQS,
    record: faq,
    onClose,
  });
  return (
    <RecordDialog
      onClose={onClose}
      description={
        faq ? 'Update this question and its answer.' : 'Add a frequently asked question.'
      }
      {...editorial}
      wide={false}
    >
      <Field label="Order" error={errors.order} required full hint="Lower numbers are shown first.">
        <input type="number" min={0} step={1} {...register('order')} />
      </Field>
      <Field label="Question" error={errors.question} required full>
        <input type="text" {...register('question')} />
      </Field>
      <Field label="Answer" error={errors.answer} required full>
        <textarea rows={6} {...register('answer')} />
      </Field>
    </RecordDialog>
  );
}

/** /admin/faqs: Order, Question, Answer Preview (80 characters and an ellipsis), sorted by order. */
export function FaqsScreen() {
  return (
    <CrudScreen<Faq, 'faqs'>
      collection={FAQS}
      title="Manage FAQs"
      noun="FAQs"
      columns={[
        { header: 'Order', cell: (faq) => faq.order, sort: 'order' },
        { header: 'Question', cell: (faq) => faq.question, sort: 'question' },
        { header: 'Answer Preview', cell: (faq) => truncate(faq.answer, FAQ_PREVIEW_LENGTH) },
      ]}
      label={(faq) => faq.question}
      renderForm={(faq, onClose, total) => (
        <FaqForm faq={faq} nextOrder={total} onClose={onClose} />
      )}
    />
  );
}
