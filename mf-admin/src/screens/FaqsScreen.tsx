import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  FAQ_PREVIEW_LENGTH,
  faqInputSchema,
  truncate,
  type Faq,
  type FaqInput,
} from '@sweepscout/shared';
import {
  useAdminFaqsQuery,
  useCreateFaqMutation,
  useDeleteFaqMutation,
  useUpdateFaqMutation,
} from '../api/adminApi';
import { useCanManage } from '../auth/permissions';
import { Field } from '../components/Field';
import { FormDialog } from '../components/FormDialog';
import { DeleteStep, ManageScreen } from '../components/ManageParts';
import { RecordTable } from '../components/RecordTable';
import { useCrud } from '../components/useCrud';
import { useDialogState } from '../components/useDialogState';

const CRUD = {
  useCreate: useCreateFaqMutation,
  useUpdate: useUpdateFaqMutation,
  useRemove: useDeleteFaqMutation,
};

type FaqFormValues = z.input<typeof faqInputSchema>;
const LABELS = { title: 'FAQ', noun: 'FAQ' };

function FaqForm({
  faq,
  nextOrder,
  onClose,
}: {
  faq?: Faq;
  nextOrder: number;
  onClose: () => void;
}) {
  const crud = useCrud(LABELS, CRUD);
  const empty: FaqFormValues = { question: '', answer: '', order: String(nextOrder) };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FaqFormValues, unknown, FaqInput>({
    resolver: zodResolver(faqInputSchema),
    defaultValues: faq
      ? { question: faq.question, answer: faq.answer, order: String(faq.order) }
      : empty,
  });
  const onSubmit = handleSubmit(async (values) => {
    if (await crud.save(faq?.id, values)) {
      reset(empty);
      onClose();
    }
  });
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={faq ? 'Edit FAQ' : 'Add FAQ'}
      description={
        faq ? 'Update this question and its answer.' : 'Add a frequently asked question.'
      }
      onSubmit={onSubmit}
      busy={crud.saving}
      submitLabel={faq ? 'Update FAQ' : 'Add FAQ'}
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
    </FormDialog>
  );
}

/** /admin/faqs: Order, Question, Answer Preview (80 characters and an ellipsis), sorted by order. */
export function FaqsScreen() {
  const list = useAdminFaqsQuery();
  const dialog = useDialogState<Faq>();
  const canManage = useCanManage('manage_faqs');
  const crud = useCrud(LABELS, CRUD);
  const faqs = useMemo(() => [...(list.data ?? [])].sort((a, b) => a.order - b.order), [list.data]);

  return (
    <ManageScreen
      title="Manage FAQs"
      addLabel="Add FAQ"
      noun="FAQs"
      canManage={canManage}
      onAdd={dialog.openAdd}
      list={list}
    >
      <RecordTable
        columns={[
          { header: 'Order', cell: (faq) => faq.order },
          { header: 'Question', cell: (faq) => faq.question },
          { header: 'Answer Preview', cell: (faq) => truncate(faq.answer, FAQ_PREVIEW_LENGTH) },
        ]}
        records={faqs}
        label={(faq) => faq.question}
        canManage={canManage}
        onEdit={dialog.openEdit}
        onDelete={dialog.openDelete}
      />

      {dialog.formOpen ? (
        <FaqForm faq={dialog.editing} nextOrder={faqs.length} onClose={dialog.close} />
      ) : null}
      <DeleteStep
        dialog={dialog}
        subject={(r) => r.question}
        busy={crud.removing}
        remove={crud.remove}
      />
    </ManageScreen>
  );
}
