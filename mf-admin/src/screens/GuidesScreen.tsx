import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  formatShortDate,
  guideInputSchema,
  toDateInputValue,
  type Guide,
  type GuideInput,
} from '@sweepscout/shared';
import { toast } from '@sweepscout/shared/client';
import {
  useAdminGuidesQuery,
  useCreateGuideMutation,
  useDeleteGuideMutation,
  useUpdateGuideMutation,
} from '../api/adminApi';
import { useCanManage } from '../auth/permissions';
import { DeleteStep, ManageScreen } from '../components/ManageParts';
import { errorText, type Action } from '../components/feedback';
import { Field } from '../components/Field';
import { FormDialog } from '../components/FormDialog';
import { CheckRow, FieldBox } from '../components/styles';
import { RecordTable } from '../components/RecordTable';
import { useCrud } from '../components/useCrud';
import { useDialogState } from '../components/useDialogState';

const CRUD = {
  useCreate: useCreateGuideMutation,
  useUpdate: useUpdateGuideMutation,
  useRemove: useDeleteGuideMutation,
};

type GuideFormValues = z.input<typeof guideInputSchema>;

/** Spec section 8: guide calls throw their own texts. */
export const GUIDE_FAILURES: Record<Action, string> = {
  add: 'Failed to create guide',
  update: 'Failed to update guide',
  delete: 'Failed to delete guide',
};

const GUIDE_LABELS = {
  title: 'Guide',
  noun: 'guide',
  failure: (action: Action, error: unknown) =>
    toast({
      title: 'Error!',
      description: `${GUIDE_FAILURES[action]}: ${errorText(error)}`,
      variant: 'destructive',
    }),
};

const empty = (): GuideFormValues => ({
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  authorName: '',
  imageUrl: '',
  publishDate: toDateInputValue(new Date()),
  minutesToRead: '5',
  isFeatured: false,
});

const toFormValues = (guide: Guide): GuideFormValues => ({
  title: guide.title,
  slug: guide.slug,
  excerpt: guide.excerpt,
  content: guide.content,
  authorName: guide.authorName,
  imageUrl: guide.imageUrl ?? '',
  publishDate: toDateInputValue(guide.publishDate),
  minutesToRead: String(guide.minutesToRead),
  isFeatured: guide.isFeatured,
});

function GuideForm({ guide, onClose }: { guide?: Guide; onClose: () => void }) {
  const crud = useCrud(GUIDE_LABELS, CRUD);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<GuideFormValues, unknown, GuideInput>({
    resolver: zodResolver(guideInputSchema),
    defaultValues: guide ? toFormValues(guide) : empty(),
  });
  const onSubmit = handleSubmit(async (values) => {
    if (await crud.save(guide?.id, { ...values, imageUrl: values.imageUrl ?? null })) {
      reset(empty());
      onClose();
    }
  });
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={guide ? 'Edit Guide' : 'Add Guide'}
      description={guide ? `Update "${guide.title}".` : 'Write a new player guide.'}
      onSubmit={onSubmit}
      busy={crud.saving}
      submitLabel={guide ? 'Update Guide' : 'Add Guide'}
    >
      <Field label="Title" error={errors.title} required>
        <input type="text" {...register('title')} />
      </Field>
      <Field label="Slug" error={errors.slug} required>
        <input type="text" {...register('slug')} />
      </Field>
      <Field label="Author Name" error={errors.authorName} required>
        <input type="text" {...register('authorName')} />
      </Field>
      <Field label="Image URL" error={errors.imageUrl}>
        <input type="url" {...register('imageUrl')} />
      </Field>
      <Field label="Publish Date" error={errors.publishDate} required>
        <input type="date" {...register('publishDate')} />
      </Field>
      <Field label="Reading Time (minutes)" error={errors.minutesToRead} required>
        <input type="number" min={1} step={1} {...register('minutesToRead')} />
      </Field>
      <FieldBox>
        <CheckRow>
          <input type="checkbox" {...register('isFeatured')} /> Featured guide
        </CheckRow>
      </FieldBox>
      <Field label="Excerpt" error={errors.excerpt} required full>
        <textarea {...register('excerpt')} />
      </Field>
      <Field
        label="Content"
        error={errors.content}
        required
        full
        hint="HTML is allowed; it is cleaned on the server."
      >
        <textarea rows={10} {...register('content')} />
      </Field>
    </FormDialog>
  );
}

/** /admin/guides: Title, Author, Published, Read Time (n min), Featured, Actions. */
export function GuidesScreen() {
  const list = useAdminGuidesQuery();
  const dialog = useDialogState<Guide>();
  const canManage = useCanManage('manage_guides');
  const crud = useCrud(GUIDE_LABELS, CRUD);

  return (
    <ManageScreen
      title="Manage Guides"
      addLabel="Add Guide"
      noun="guides"
      canManage={canManage}
      onAdd={dialog.openAdd}
      list={list}
    >
      <RecordTable
        columns={[
          { header: 'Title', cell: (guide) => guide.title },
          { header: 'Author', cell: (guide) => guide.authorName },
          { header: 'Published', cell: (guide) => formatShortDate(guide.publishDate) },
          { header: 'Read Time', cell: (guide) => `${guide.minutesToRead} min` },
          { header: 'Featured', cell: (guide) => (guide.isFeatured ? 'Yes' : 'No') },
        ]}
        records={list.data ?? []}
        label={(guide) => guide.title}
        canManage={canManage}
        onEdit={dialog.openEdit}
        onDelete={dialog.openDelete}
      />

      {dialog.formOpen ? <GuideForm guide={dialog.editing} onClose={dialog.close} /> : null}
      <DeleteStep
        dialog={dialog}
        subject={(r) => r.title}
        busy={crud.removing}
        remove={crud.remove}
      />
    </ManageScreen>
  );
}
