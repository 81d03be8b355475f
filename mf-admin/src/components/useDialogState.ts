import { useState } from 'react';

/** A manage dialog: closed, add-open, edit-open or delete-confirm-open. */
export type DialogState<T> =
  | { mode: 'closed' }
  | { mode: 'add' }
  | { mode: 'edit'; record: T }
  | { mode: 'delete'; record: T };

export function useDialogState<T>() {
  const [state, setState] = useState<DialogState<T>>({ mode: 'closed' });
  return {
    state,
    openAdd: () => setState({ mode: 'add' }),
    openEdit: (record: T) => setState({ mode: 'edit', record }),
    openDelete: (record: T) => setState({ mode: 'delete', record }),
    close: () => setState({ mode: 'closed' }),
    editing: state.mode === 'edit' ? state.record : undefined,
    deleting: state.mode === 'delete' ? state.record : undefined,
    formOpen: state.mode === 'add' || state.mode === 'edit',
  };
}
