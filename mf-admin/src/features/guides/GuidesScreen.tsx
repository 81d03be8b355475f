import type { z } from 'zod';
import { formatShortDate, guideInputSchema, type Guide, type GuideInput } from '@sweepscout/shared';
import { editorialCollection } from '../../editorial/collection';
import { CrudScreen } from '../../editorial/CrudScreen';
import { notifyFailure, type Action } from '../../components/feedback';
import { Field } from '../../components/Field';
import { CheckField } from '../../components/CheckField';
import { ArticleBody, ArticleHeadFields, articleValues } from '../../forms/ArticleFields';
import { ChangeNoteField } from '../../forms/TrustFields';
import { RecordDialog } from '../../components/RecordDialog';
import { useRecordForm } from '../../components/useRecordForm';
import { LivePreview } from '../../preview/LivePreview';
import { previewGuide } from '../../preview/previewRecords';

type GuideFormValues = z.input<typeof guideInputSchema>;

/** Guide calls throw their own texts. */
export const GUIDE_FAILURES: Record<Action, string> = {
  add: 'Failed to create guide',
  update: 'Failed to update guide',
  delete: 'Failed to delete guide',
};

/** 'Failed to add guide: Failed to create guide' (the call throws its own text). */
const GUIDE_LABELS = {
  title: 'Guide',
  noun: 'guide',
  failure: (action: Action) => notifyFailure('guide', action, GUIDE_FAILURES[action]),
};
const GUIDES = editorialCollection('guides', 'manage_guides', GUIDE_LABELS);

/** The guide's form text; a new guide reads in 5 minutes. */
const toFormValues = (guide?: Guide): GuideFormValues => ({
  ...articleValues(guide),
  imageUrl: guide?.imageUrl ?? '',
  minutesToRead: guide ? String(guide.minutesToRead) : '5',
});

function GuideForm({ guide, onClose }: { guide?: Guide; onClose: () => void }) {
  const { register, control, watch, errors, editorial } = useRecordForm({
    schema: guideInputSchema,
    values: toFormValues(guide),
    empty: toFormValues,
    collection: GUIDES,
    record: guide,
    toPayload: (values: GuideInput) => ({ ...values, imageUrl: values.imageUrl ?? null }),
    onClose,
  });
  return (
    <RecordDialog
      description={guide ? `Update "${guide.title}".` : 'Write a new player guide.'}
      {...editorial}
      aside={
        <LivePreview
          preview={{ module: 'content/GuideArticle', guide: previewGuide(watch(), guide?.id) }}
        />
      }
      onClose={onClose}
    >
      <ArticleHeadFields register={register} errors={errors} />
      <Field label="Image URL" error={errors.imageUrl}>
        <input type="url" {...register('imageUrl')} />
      </Field>
      <Field label="Publish Date" error={errors.publishDate} required>
        <input type="date" {...register('publishDate')} />
      </Field>
      <Field label="Reading Time (minutes)" error={errors.minutesToRead} required>
        <input type="number" min={1} step={1} {...register('minutesToRead')} />
      </Field>
      <CheckField registration={register('isFeatured')} label="Featured guide" />
      <ArticleBody excerpt={register('excerpt')} control={control} errors={errors} />
      <ChangeNoteField registration={register('changeNote')} error={errors.changeNote} />
    </RecordDialog>
  );
}

/** /admin/guides: Title, Author, Published, Read Time (n min), Featured, Actions. */
export function GuidesScreen() {
  return (
    <CrudScreen<Guide, 'guides'>
      collection={GUIDES}
      changeNotes
      title="Manage Guides"
      noun="guides"
      columns={[
        { header: 'Title', cell: (guide) => guide.title, sort: 'title' },
        { header: 'Author', cell: (guide) => guide.authorName, sort: 'author' },
        {
          header: 'Published',
          cell: (guide) => formatShortDate(guide.publishDate),
          sort: 'published',
        },
        { header: 'Read Time', cell: (guide) => `${guide.minutesToRead} min` },
        { header: 'Featured', cell: (guide) => (guide.isFeatured ? 'Yes' : 'No') },
      ]}
      label={(guide) => guide.title}
      renderForm={(guide, onClose) => <GuideForm guide={guide} onClose={onClose} />}
    />
  );
}
