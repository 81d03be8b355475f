import { useCallback } from 'react';
import { useLazyAdminRecordQuery, type EditorialResource } from '../api/adminApi';
import { notifyError } from '../components/feedback';

/**
 * "Reload latest version" after a 409: read the record as it is now saved, then reopen the edit
 * dialog with it (the form remounts with those values).
 */
export function useReloadRecord<T extends { id: string }>(
  resource: EditorialResource,
  openEdit: (record: T) => void,
): (id: string) => void {
  const [read] = useLazyAdminRecordQuery();
  return useCallback(
    (id: string) => {
      void (async () => {
        try {
          openEdit((await read({ resource, id }).unwrap()) as unknown as T);
        } catch {
          notifyError('Could not reload the record. Please try again.');
        }
      })();
    },
    [read, resource, openEdit],
  );
}
