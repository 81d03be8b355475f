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
import { Button } from '@sweepscout/shared/client';
import {
  useAdminCasinosQuery,
  useAdminReviewsQuery,
  useCreateReviewMutation,
  useDeleteReviewMutation,
  useUpdateReviewMutation,
} from '../api/adminApi';
import { useCanManage } from '../auth/permissions';
import { AdminLayout, ListState } from '../components/AdminLayout';
import { AddButton, DeleteStep, RowButtons } from '../components/ManageParts';
import { Field } from '../components/Field';
import { FormDialog } from '../components/FormDialog';
import { CheckRow, FieldBox, Table, TableWrap } from '../components/styles';
import { useCrud } from '../components/useCrud';
import { useDialogState } from '../components/useDialogState';
import { ImageListField } from '../forms/ImageListField';

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
  const casinos = useAdminCasinosQuery();
  const [create, created] = useCreateReviewMutation();
  const [update, updated] = useUpdateReviewMutation();
  const [remove] = useDeleteReviewMutation();
  const crud = useCrud({ title: 'Review', noun: 'review' }, create, update, remove);
  const {
    register,
    control,
    handleSubmit,
    reset,
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
      busy={created.isLoading || updated.isLoading}
      submitLabel={review ? 'Update Review' : 'Add Review'}
    >
      <Field label="Casino" error={errors.casinoId} required>
        <select {...register('casinoId')}>
          <option value="">Select a casino</option>
          {(casinos.data ?? []).map((casino) => (
            <option key={casino.id} value={casino.id}>
              {casino.name}
            </option>
          ))}
        </select>
      </Field>
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
      <Field label="Content" error={errors.content} required full hint="HTML is allowed; it is cleaned on the server.">
        <textarea rows={10} {...register('content')} />
      </Field>
      <Controller
        control={control}
        name="reviewImages"
        render={({ field }) => (
          <ImageListField value={(field.value as string[] | undefined) ?? []} onChange={field.onChange} />
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
  const [create] = useCreateReviewMutation();
  const [update] = useUpdateReviewMutation();
  const [remove, removing] = useDeleteReviewMutation();
  const crud = useCrud({ title: 'Review', noun: 'review' }, create, update, remove);
  const casinoNames = useMemo(() => new Map((casinos.data ?? []).map((c) => [c.id, c.name])), [casinos.data]);

  return (
    <AdminLayout
      title="Manage Reviews"
      actions={
<AddButton label="Add Review" disabled={!canManage} onClick={dialog.openAdd} />
      }
    >
      <ListState noun="reviews" isLoading={list.isLoading} isError={list.isError} refetch={list.refetch}>
        <TableWrap>
          <Table>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Casino</th>
                <th scope="col">Rating</th>
                <th scope="col">Author</th>
                <th scope="col">Published</th>
                <th scope="col">Featured</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {(list.data ?? []).map((review) => (
                <tr key={review.id}>
                  <td>{review.title}</td>
                  <td>{casinoNames.get(review.casinoId) ?? 'Unknown Casino'}</td>
                  <td>{review.rating.toFixed(1)}/5</td>
                  <td>{review.authorName}</td>
                  <td>{formatShortDate(review.publishDate)}</td>
                  <td>{review.isFeatured ? 'Yes' : 'No'}</td>
                  <td>
                    <RowButtons
                      label={review.title}
                      disabled={!canManage}
                      onEdit={() => dialog.openEdit(review)}
                      onDelete={() => dialog.openDelete(review)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      </ListState>
      {dialog.formOpen ? <ReviewForm review={dialog.editing} onClose={dialog.close} /> : null}
      <DeleteStep dialog={dialog} subject={(r) => r.title} busy={removing.isLoading} remove={crud.remove} />
    </AdminLayout>
  );
}
