import { useCallback } from 'react';
import { toast } from '@sweepscout/kit';

export interface ReloadableList<T> {
  data?: T[];
  isLoading: boolean;
  isError: boolean;
  /** RTK Query's refetch: its result unwraps to the fresh list. */
  refetch: () => unknown;
}

/**
 * "Reload latest version" after a 409: refetch the list, then reopen the edit dialog with the
 * record as it is now saved (the form remounts with those values).
 */
export function useReloadRecord<T extends { id: string }>(
  list: ReloadableList<T>,
  openEdit: (record: T) => void,
): (id: string) => void {
  const { refetch } = list;
  return useCallback(
    (id: string) => {
      const request = refetch() as { unwrap?: () => Promise<T[]> };
      void (async () => {
        try {
          const fresh = (await request.unwrap?.())?.find((record) => record.id === id);
          if (fresh) openEdit(fresh);
        } catch {
          toast({
            title: 'Error!',
            description: 'Could not reload. Please try again.',
            variant: 'destructive',
          });
        }
      })();
    },
    [refetch, openEdit],
  );
}
