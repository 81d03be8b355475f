import { useState } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { PublicationJson } from '@sweepscout/shared';
import type { ApiError } from '@sweepscout/kit';
import type { z } from 'zod';
import { toDateTimeInputValue } from './publication';
import type { CrudCollection, Payload } from './useCrud';
import { useRecordSave } from './useRecordSave';
import { useSchemaForm } from './useSchemaForm';

interface RecordFormOptions<V extends FieldValues, O> {
  schema: z.ZodType<O, V>;
  /** The form's values: the edited record's, or `empty()` for a new one. */
  values: V;
  /** What the form holds after a successful save. */
  empty: () => V;
  collection: CrudCollection;
  /** The edited record as read (its id, status, publishAt and updatedAt); none for a new one. */
  record: { id: string } | undefined;
  /** The wire shape of the parsed values; by default the values as parsed. */
  toPayload?: (values: O) => Payload;
  onClose: () => void;
}

/** A 409 of a stale update: who changed the record and when (the dialog offers to reload). */
export interface SaveConflict {
  message: string;
}

function conflictOf(error: unknown): SaveConflict | null {
  const failure = error as ApiError | undefined;
  const data = failure?.data as { message?: unknown; changedBy?: unknown } | undefined;
  if (failure?.status !== 409 || typeof data?.changedBy !== 'string') return null;
  return { message: String(data.message) };
}

/**
 * An add/edit form validated by its shared zod schema. The primary action publishes, "Save draft"
 * saves without publishing; an update carries the version it read (a stale one answers 409 and
 * the dialog offers to reload). A successful save resets and closes; a failure keeps what was typed.
 */
export function useRecordForm<V extends FieldValues, O>({
  schema,
  values,
  empty,
  collection,
  record: edited,
  toPayload = (parsed) => parsed as Payload,
  onClose,
}: RecordFormOptions<V, O>) {
  const record = edited as Partial<PublicationJson> | undefined;
  const id = edited?.id;
  const form = useSchemaForm(schema, {
    ...values,
    publishAt: toDateTimeInputValue(record?.publishAt),
    ...(record?.updatedAt ? { updatedAt: record.updatedAt } : {}),
  } as DefaultValues<V>);
  const [conflict, setConflict] = useState<SaveConflict | null>(null);
  const { save, saving } = useRecordSave(collection.labels, collection.hooks, id, () => {
    form.reset(empty());
    onClose();
  });
  const submitAs = (status: 'published' | 'draft') =>
    form.handleSubmit((parsed) => {
      setConflict(null);
      return save({ ...toPayload(parsed), status }, (error) => setConflict(conflictOf(error)));
    });
  const publishAt = form.register('publishAt' as Path<V>);
  return {
    ...form,
    saving,
    onSubmit: submitAs('published'),
    /** Everything the record dialog needs besides its fields. */
    editorial: {
      thing: collection.labels.title,
      editing: Boolean(edited),
      onSubmit: submitAs('published'),
      onSaveDraft: submitAs('draft'),
      busy: saving,
      publishAt,
      publishAtError: form.errors.publishAt?.message as string | undefined,
      conflict,
      dirty: form.formState.isDirty,
      recordId: id,
    },
  };
}
