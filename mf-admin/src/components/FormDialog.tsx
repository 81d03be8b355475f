import * as Dialog from '@radix-ui/react-dialog';
import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '@sweepscout/kit';
import { DialogFooter, Modal } from './Dialogs';
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
}: FormDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      wide={wide}
    >
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <FormGrid>{children}</FormGrid>
        <DialogFooter>
          <Dialog.Close asChild>
            <Button type="button" $variant="secondary">
              Cancel
            </Button>
          </Dialog.Close>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : submitLabel}
          </Button>
        </DialogFooter>
      </form>
    </Modal>
  );
}
