import type { FieldError } from 'react-hook-form';
import type { z } from 'zod';
import {
  formatShortDate,
  META_DESCRIPTION_RECOMMENDED,
  pageContentInputSchema,
  truncate,
  type PageContent,
} from '@sweepscout/shared';
import { toast } from '@sweepscout/kit';
import { editorialCollection } from '../../editorial/collection';
import { CrudScreen } from '../../editorial/CrudScreen';
import type { Action } from '../../components/feedback';
import { Field } from '../../components/Field';
import { RecordDialog } from '../../components/RecordDialog';
import { Alert, FullRow } from '../../components/styles';
import { useRecordForm } from '../../components/useRecordForm';

type ContentFormValues = z.input<typeof pageContentInputSchema>;

/** The content screen's own texts. */
export const REQUIRED_FIELDS = 'Please fill in all required fields';
export const DELETE_CONFIRM = 'Are you sure you want to delete this content?';
export const EMPTY_STATE = 'No content found. Create your first page content!';
const CONTENT_TEXTS: Record<Action, { done: string; failed: string }> = {
  add: { done: 'Content created successfully', failed: 'Failed to create content' },
  update: { done: 'Content updated successfully', failed: 'Failed to update content' },
  delete: { done: 'Content deleted successfully', failed: 'Failed to delete content' },
};

const LABELS = {
  title: 'Content',
  noun: 'content',
  success: (action: Action) => toast({ title: 'Success', description: CONTENT_TEXTS[action].done }),
  // Word for word: the title 'Error' and exactly 'Failed to create content'.
  // The server's reason shows in the dialog (a conflict) or the field errors.
  failure: (action: Action) =>
    toast({ title: 'Error', description: CONTENT_TEXTS[action].failed, variant: 'destructive' }),
};
const CONTENT = editorialCollection('page-contents', 'manage_content', LABELS);

const EMPTY: ContentFormValues = { page: '', title: '', metaDescription: '', content: '' };

/** Field errors other than the shared "required" text (that one shows once, above the form). */
const own = (error: FieldError | undefined) =>
  error && error.message !== REQUIRED_FIELDS ? error : undefined;

function ContentForm({ record, onClose }: { record?: PageContent; onClose: () => void }) {
  const { register, watch, errors, editorial } = useRecordForm({
    schema: pageContentInputSchema,
    values: record
      ? {
          page: record.page,
          title: record.title,
          metaDescription: record.metaDescription,
          content: record.sections[0]?.content ?? '',
        }
      : EMPTY,
    empty: () => EMPTY,
    collection: CONTENT,
    record: record,
    onClose,
  });
  const missing = [errors.page, errors.title, errors.content].some(
    (e) => e?.message === REQUIRED_FIELDS,
  );
  const metaLength = String(watch('metaDescription') ?? '').length;
  return (
    <RecordDialog
      onClose={onClose}
      description={
        record
          ? `Update the content of the ${record.page} page.`
          : 'Create content for a page of the site.'
      }
      {...editorial}
      submitLabel={record ? 'Update Content' : 'Create Content'}
    >
      {missing ? (
        <FullRow>
          <Alert role="alert">{REQUIRED_FIELDS}</Alert>
        </FullRow>
      ) : null}
      <Field label="Page" error={own(errors.page)} required hint="For example: terms-of-service">
        <input type="text" {...register('page')} />
      </Field>
      <Field label="Title" error={own(errors.title)} required>
        <input type="text" {...register('title')} />
      </Field>
      <Field
        label="Meta Description"
        error={errors.metaDescription}
        full
        hint={`A meta description of ${META_DESCRIPTION_RECOMMENDED.min} to ${META_DESCRIPTION_RECOMMENDED.max} characters is recommended. Current length: ${metaLength}.`}
      >
        <textarea rows={3} {...register('metaDescription')} />
      </Field>
      <Field
        label="Content"
        error={own(errors.content)}
        required
        full
        hint="HTML is allowed; it is cleaned on the server."
      >
        <textarea rows={12} {...register('content')} />
      </Field>
    </RecordDialog>
  );
}

/**
 * /admin/content: Page, Title, Meta Description, Last Updated; paged, sorted and searched by the
 * server like every manage screen; delete asks with a browser confirm.
 */
export function ContentScreen() {
  return (
    <CrudScreen<PageContent, 'page-contents'>
      collection={CONTENT}
      title="Manage Website Content"
      noun="content"
      columns={[
        { header: 'Page', cell: (record) => record.page, sort: 'page' },
        { header: 'Title', cell: (record) => record.title, sort: 'title' },
        { header: 'Meta Description', cell: (record) => truncate(record.metaDescription, 100) },
        {
          header: 'Last Updated',
          cell: (record) => formatShortDate(record.lastUpdated),
          sort: 'lastUpdated',
        },
      ]}
      label={(record) => record.page}
      emptyText={EMPTY_STATE}
      confirmDelete={() => window.confirm(DELETE_CONFIRM)}
      renderForm={(record, onClose) => <ContentForm record={record} onClose={onClose} />}
    />
  );
}
