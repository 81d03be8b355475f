import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  formatShortDate,
  reviewInputSchema,
  toDateInputValue,
  type Review,
  type ReviewInput,
} from '@sweepscout/shared';

import {
  useAdminCasinosQuery,
  useAdminReviewsQuery,
  useCreateReviewMutation,
  useDeleteReviewMutation,
  useUpdateReviewMutation,
} from '../api/adminApi';
import { useCanManage } from '../auth/permissions';
import { DeleteStep, ManageScreen } from '../components/ManageParts';
import { Field } from '../components/Field';
import { FormDialog } from '../components/FormDialog';
import { CheckRow, FieldBox } from '../components/styles';
import { RecordTable } from '../components/RecordTable';
import { useCrud } from '../components/useCrud';
import { CasinoSelect } from '../forms/CasinoSelect';
import { useDialogState } from '../components/useDialogState';
import { ImageListField } from '../forms/ImageListField';

const LABELS = { title: 'Review', noun: 'review' };
const CRUD = {
  useCreate: useCreateReviewMutation,
  useUpdate: useUpdateReviewMutation,
  useRemove: useDeleteReviewMutation,
};

type ReviewFormValues = z.input<typeof reviewInputSchema>;

const today = () => toDateInputValue(new Date());

const empty = (): ReviewFormValues => ({
  casinoId: '',
  title: '',
  slug: '',
  rating: '4.0',
  excerpt: '',
  content: '',
  authorName: '',
  authorAvatar: '',
  publishDate: today(),
  isFeatured: false,
  reviewImages: [],
});

const toFormValues = (review: Review): ReviewFormValues => ({
  casinoId: review.casinoId,
  title: review.title,
  slug: review.slug,
  rating: review.rating.toFixed(1),
  excerpt: review.excerpt,
  content: review.content,
  authorName: review.authorName,
  authorAvatar: review.authorAvatar ?? '',
  publishDate: toDateInputValue(review.publishDate),
  isFeatured: review.isFeatured,
  reviewImages: review.reviewImages,
});

/** Spec section 7: rating as text, publishDate as a date, authorAvatar null when empty. */
const toPayload = (values: ReviewInput) => ({
  ...values,
  rating: values.rating.toFixed(1),
  publishDate: values.publishDate,
  authorAvatar: values.authorAvatar ?? null,
});

function ReviewForm({ review, onClose }: { review?: Review; onClose: () => void }) {
  const crud = useCrud(LABELS, CRUD);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    formState: { errors },
  } = useForm<ReviewFormValues, unknown, ReviewInput>({
    resolver: zodResolver(reviewInputSchema),
    defaultValues: review ? toFormValues(review) : empty(),
  });
  const onSubmit = handleSubmit(async (values) => {
    if (await crud.save(review?.id, toPayload(values))) {
      reset(empty());
      onClose();
    }
  });
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={review ? 'Edit Review' : 'Add Review'}
      description={review ? `Update "${review.title}".` : 'Write a new casino review.'}
      onSubmit={onSubmit}
      busy={crud.saving}
      submitLabel={review ? 'Update Review' : 'Add Review'}
    >
      <CasinoSelect
        registration={register('casinoId')}
        error={errors.casinoId}
        current={review?.casinoId}
        setCurrent={(id) => setValue('casinoId', id)}
      />
      <Field label="Title" error={errors.title} required>
        <input type="text" {...register('title')} />
      </Field>
      <Field label="Slug" error={errors.slug} required>
        <input type="text" {...register('slug')} />
      </Field>
      <Field label="Rating" error={errors.rating} required hint="From 1 to 5">
        <input type="number" min={1} max={5} step={0.1} {...register('rating')} />
      </Field>
      <Field label="Author Name" error={errors.authorName} required>
        <input type="text" {...register('authorName')} />
      </Field>
      <Field label="Author Avatar URL" error={errors.authorAvatar}>
        <input type="url" {...register('authorAvatar')} />
      </Field>
      <Field label="Publish Date" error={errors.publishDate} required>
        <input type="date" {...register('publishDate')} />
      </Field>
      <FieldBox>
        <CheckRow>
          <input type="checkbox" {...register('isFeatured')} /> Featured review
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
      <Controller
        control={control}
        name="reviewImages"
        render={({ field }) => (
          <ImageListField
            value={(field.value as string[] | undefined) ?? []}
            onChange={field.onChange}
          />
        )}
      />
    </FormDialog>
  );
}

/** /admin/reviews: Title, Casino, Rating, Author, Published, Featured, Actions. */
export function ReviewsScreen() {
  const list = useAdminReviewsQuery();
  const casinos = useAdminCasinosQuery();
  const dialog = useDialogState<Review>();
  const canManage = useCanManage('manage_reviews');
  const crud = useCrud(LABELS, CRUD);
  const casinoNames = useMemo(
    () => new Map((casinos.data ?? []).map((c) => [c.id, c.name])),
    [casinos.data],
  );

  return (
    <ManageScreen
      title="Manage Reviews"
      addLabel="Add Review"
      noun="reviews"
      canManage={canManage}
      onAdd={dialog.openAdd}
      list={list}
    >
      <RecordTable
        columns={[
          { header: 'Title', cell: (review) => review.title },
          {
            header: 'Casino',
            cell: (review) => casinoNames.get(review.casinoId) ?? 'Unknown Casino',
          },
          { header: 'Rating', cell: (review) => `${review.rating.toFixed(1)}/5` },
          { header: 'Author', cell: (review) => review.authorName },
          { header: 'Published', cell: (review) => formatShortDate(review.publishDate) },
          { header: 'Featured', cell: (review) => (review.isFeatured ? 'Yes' : 'No') },
        ]}
        records={list.data ?? []}
        label={(review) => review.title}
        canManage={canManage}
        onEdit={dialog.openEdit}
        onDelete={dialog.openDelete}
      />

      {dialog.formOpen ? <ReviewForm review={dialog.editing} onClose={dialog.close} /> : null}
      <DeleteStep
        dialog={dialog}
        subject={(r) => r.title}
        busy={crud.removing}
        remove={crud.remove}
      />
    </ManageScreen>
  );
}
