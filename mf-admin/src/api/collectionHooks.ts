import {
  useRemoveRecordMutation,
  useSaveRecordMutation,
  type EditorialResource,
  type Payload,
} from './adminApi';

/**
 * The create, update and delete hooks of one collection, as the manage screens and record forms
 * take them: every collection saves and deletes through the same two endpoints, by its path.
 */
export function collectionHooks(resource: EditorialResource) {
  return {
    useCreate() {
      const [save, state] = useSaveRecordMutation();
      return [(body: Payload) => save({ resource, body }), state] as const;
    },
    useUpdate() {
      const [save, state] = useSaveRecordMutation();
      return [
        ({ id, body }: { id: string; body: Payload }) => save({ resource, id, body }),
        state,
      ] as const;
    },
    useRemove() {
      const [remove, state] = useRemoveRecordMutation();
      return [(id: string) => remove({ resource, id }), state] as const;
    },
  };
}
