import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { CrudHooks, Labels, Payload } from './useCrud';
import { useRecordSave } from './useRecordSave';

interface RecordFormOptions<V extends FieldValues, O> {
  schema: z.ZodType<O, V>;
  /** The form's values: the edited record's, or `empty()` for a new one. */
  values: V;
  /** What the form holds after a successful save. */
  empty: () => V;
  labels: Labels;
  hooks: CrudHooks;
  /** The edited record's id; none for a new record. */
  id: string | undefined;
  /** The wire shape of the parsed values (spec sections 3 and 7); by default the values as parsed. */
  toPayload?: (values: O) => Payload;
  onClose: () => void;
}

/**
 * An add/edit form validated by its shared zod schema: on submit it saves with the spec's toasts,
 * then resets and closes; a failed save keeps what was typed.
 */
export function useRecordForm<V extends FieldValues, O>({
  schema,
  values,
  empty,
  labels,
  hooks,
  id,
  toPayload = (parsed) => parsed as Payload,
  onClose,
}: RecordFormOptions<V, O>) {
  const form = useForm<V, unknown, O>({
    resolver: zodResolver(schema),
    defaultValues: values as DefaultValues<V>,
  });
  const { save, saving } = useRecordSave(labels, hooks, id, () => {
    form.reset(empty());
    onClose();
  });
  return {
    ...form,
    errors: form.formState.errors,
    saving,
    onSubmit: form.handleSubmit((parsed) => save(toPayload(parsed))),
  };
}
