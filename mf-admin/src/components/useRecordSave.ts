import { useCrud, type CrudHooks, type Labels, type Payload } from './useCrud';

/**
 * The submit of an add/edit form: creates (no id) or updates, with the standard toasts; only a
 * successful save runs `onSaved` (reset and close), so a failure keeps what was typed and is
 * handed to `onError` (the dialog shows a stale-version conflict).
 */
export function useRecordSave(
  labels: Labels,
  hooks: CrudHooks,
  id: string | undefined,
  onSaved: () => void,
) {
  const crud = useCrud(labels, hooks);
  return {
    saving: crud.saving,
    save: async (body: Payload, onError?: (error: unknown) => void) => {
      if (await crud.save(id, body, onError)) onSaved();
    },
  };
}
