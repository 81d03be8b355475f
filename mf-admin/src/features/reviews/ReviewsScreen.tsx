import type { z } from 'zod';
import {
  formatShortDate,
  reviewInputSchema,
  type Review,
  type ReviewInput,
} from '@sweepscout/shared';

import { editorialCollection } from '../../editorial/collection';
import { CrudScreen } from '../../editorial/CrudScreen';
import { Field } from '../../components/Field';
import { CheckField } from '../../components/CheckField';
import { ArticleBody, ArticleHeadFields, articleValues } from '../../forms/ArticleFields';
import { ChangeNoteField } from '../../forms/TrustFields';
import { RecordDialog } from '../../components/RecordDialog';
import { useRecordForm } from '../../components/useRecordForm';
import { CasinoSelect } from '../../forms/CasinoSelect';
import { ListController } from '../../forms/ListController';
import { ImageListField } from './ImageListField';
import { LivePreview } from '../../preview/LivePreview';
import { previewReview } from '../../preview/previewRecords';

const REVIEWS = editorialCollection('reviews', 'manage_reviews', {
  title: 'Review',
  noun: 'review',
});

type ReviewFormValues = z.input<typeof reviewInputSchema>;

/** The review's form text; a new review is rated 4.0. */
const toFormValues = (review?: Review): ReviewFormValues => ({
  ...articleValues(review),
  casinoId: review?.casinoId ?? '',
  rating: review ? review.rating.toFixed(1) : '4.0',
  authorAvatar: review?.authorAvatar ?? '',
  reviewImages: review?.reviewImages ?? [],
});

/** Rating as text, publishDate as a date, authorAvatar null when empty. */
const toPayload = (values: ReviewInput) => ({
  ...values,
  rating: values.rating.toFixed(1),
  publishDate: values.publishDate,
  authorAvatar: values.authorAvatar ?? null,
});

function ReviewForm({ review, onClose }: { review?: Review; onClose: () => void }) {
  const { register, control, watch, errors, editorial } = useRecordForm({
    schema: reviewInputSchema,
    values: toFormValues(review),
    empty: toFormValues,
    collection: REVIEWS,
    record: review,
    toPayload,
    onClose,
  });
  return (
    <RecordDialog
      onClose={onClose}
      description={review ? `Update "${review.title}".` : 'Write a new casino review.'}
      {...editorial}
      aside={
        <LivePreview
          preview={{ module: 'content/ReviewArticle', review: previewReview(watch(), review?.id) }}
        />
      }
    >
      <CasinoSelect
        control={control}
        name="casinoId"
        error={errors.casinoId}
        currentName={review?.casinoName}
      />
      <ArticleHeadFields register={register} errors={errors}>
        <Field label="Rating" error={errors.rating} required hint="From 1 to 5">
          <input type="number" min={1} max={5} step={0.1} {...register('rating')} />
        </Field>
      </ArticleHeadFields>
      <Field label="Author Avatar URL" error={errors.authorAvatar}>
        <input type="url" {...register('authorAvatar')} />
      </Field>
      <Field label="Publish Date" error={errors.publishDate} required>
        <input type="date" {...register('publishDate')} />
      </Field>
      <CheckField registration={register('isFeatured')} label="Featured review" />
      <ArticleBody excerpt={register('excerpt')} control={control} errors={errors} />
      <ListController
        control={control}
        name="reviewImages"
        render={(value, onChange) => <ImageListField value={value} onChange={onChange} />}
      />
      <ChangeNoteField registration={register('changeNote')} error={errors.changeNote} />
    </RecordDialog>
  );
}

/** /admin/reviews: Title, Casino, Rating, Author, Published, Featured, Actions. */
export function ReviewsScreen() {
  return (
    <CrudScreen<Review, 'reviews'>
      collection={REVIEWS}
      changeNotes
      title="Manage Reviews"
      noun="reviews"
      columns={[
        { header: 'Title', cell: (review) => review.title, sort: 'title' },
        {
          header: 'Casino',
          // The server looks the name up; '' when the casino is gone.
          cell: (review) => review.casinoName || 'Unknown Casino',
        },
        { header: 'Rating', cell: (review) => `${review.rating.toFixed(1)}/5` },
        { header: 'Author', cell: (review) => review.authorName, sort: 'author' },
        {
          header: 'Published',
          cell: (review) => formatShortDate(review.publishDate),
          sort: 'published',
        },
        { header: 'Featured', cell: (review) => (review.isFeatured ? 'Yes' : 'No') },
      ]}
      label={(review) => review.title}
      renderForm={(review, onClose) => <ReviewForm review={review} onClose={onClose} />}
    />
  );
}
