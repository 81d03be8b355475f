import type { FormEventHandler, ReactNode } from 'react';
import { FormDialog } from './FormDialog';

interface RecordDialogProps {
  /** The record's name in the texts: 'Guide' -> 'Add Guide' / 'Edit Guide' / 'Update Guide'. */
  thing: string;
  /** True when an existing record is edited, false for a new one. */
  editing: boolean;
  description: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  onClose: () => void;
  wide?: boolean;
  /** Replaces 'Add X' / 'Update X' where the spec words the button differently. */
  submitLabel?: string;
  children: ReactNode;
}

/** The add/edit dialog of a manage screen: always open while mounted, closing unmounts it. */
export function RecordDialog({ thing, editing, onClose, submitLabel, ...rest }: RecordDialogProps) {
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? `Edit ${thing}` : `Add ${thing}`}
      submitLabel={submitLabel ?? (editing ? `Update ${thing}` : `Add ${thing}`)}
      {...rest}
    />
  );
}
