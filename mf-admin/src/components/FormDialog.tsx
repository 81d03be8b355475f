import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '@sweepscout/kit';
import { DialogCancel, DialogFooter, Modal } from './Dialogs';
import { FormGrid } from './styles';

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
  wide?: boolean;
  /** Extra footer actions before the submit button (e.g. "Save draft"). */
  secondaryActions?: ReactNode;
  /** Shown above the footer (e.g. a save conflict, the revision history). */
  beforeFooter?: ReactNode;
  /** The label of the button that closes the dialog without submitting. */
  cancelLabel?: string;
}

/** An add/edit dialog: the fields in a two-column grid, Cancel and the submit button. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  busy,
  submitLabel,
  children,
  wide = true,
  secondaryActions,
  beforeFooter,
  cancelLabel,
}: FormDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      wide={wide}
      keepOpenOnOutside
    >
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <FormGrid>{children}</FormGrid>
        {beforeFooter}
        <DialogFooter>
          <DialogCancel label={cancelLabel} />
          {secondaryActions}
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : submitLabel}
          </Button>
        </DialogFooter>
      </form>
    </Modal>
  );
}
