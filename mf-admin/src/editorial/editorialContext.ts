import { createContext, useContext } from 'react';
import type { EditorialResource } from '../api/adminApi';

/** What a manage screen tells its record dialog: which resource, and how to reload a record. */
export interface EditorialScreen {
  resource: EditorialResource;
  /** Refetch the list and reopen the edit dialog with the record as now saved. */
  reload: (id: string) => void;
}

export const EditorialContext = createContext<EditorialScreen | null>(null);

export const useEditorialScreen = () => useContext(EditorialContext);
