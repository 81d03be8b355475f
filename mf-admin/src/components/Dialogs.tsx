import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, dismissToast, theme } from '@sweepscout/kit';

const c = theme.colors;

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  background: rgba(15, 17, 23, 0.55);
  z-index: 50;
`;

const Content = styled(Dialog.Content)<{ $wide?: boolean }>`
  position: fixed;
  z-index: 51;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(${({ $wide }) => ($wide ? '860px' : '480px')}, calc(100vw - 32px));
  max-height: calc(100vh - 48px);
  overflow-y: auto;
  background: ${c.surfaceRaised};
  color: ${c.text};
  border: 1px solid ${c.border};
  border-radius: ${theme.radius.lg};
  box-shadow: 0 20px 50px rgba(0, 0, 0, 0.3);
  padding: ${theme.space(6)};
  font-family: ${theme.font.body};
  &:focus {
    outline: none;
  }
`;

const Title = styled(Dialog.Title)`
  margin: 0 0 ${theme.space(2)};
  font-size: 1.375rem;
`;

const Description = styled(Dialog.Description)`
  margin: 0 0 ${theme.space(5)};
  color: ${c.textMuted};
`;

export const DialogFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(6)};
`;

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  children: ReactNode;
  wide?: boolean;
  role?: 'dialog' | 'alertdialog';
  /** Clicks outside (a toast, the backdrop) leave it open: forms never close by accident. */
  keepOpenOnOutside?: boolean;
  /** Where focus goes on close (default: back to the control that opened it). */
  onCloseAutoFocus?: (event: Event) => void;
}

const expandedCombobox = (target: EventTarget | null) =>
  target instanceof Element && target.matches('[role="combobox"][aria-expanded="true"]');

/** A Radix dialog: focus trapped, Escape closes, title and description announced. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  wide,
  role = 'dialog',
  keepOpenOnOutside,
  onCloseAutoFocus,
}: ModalProps) {
  // A toast about what the staff member did before (a save) sits in the screen's corner, where a
  // dialog's footer buttons are: it would cover them for its 5 s, and the screen behind a modal
  // is inert and hidden from assistive technology anyway. Opening a dialog closes it; a toast
  // raised while the dialog is open (a failed save) shows as usual.
  useEffect(() => {
    if (open) dismissToast();
  }, [open]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Overlay />
        <Content
          $wide={wide}
          role={role}
          onCloseAutoFocus={onCloseAutoFocus}
          onInteractOutside={keepOpenOnOutside ? (event) => event.preventDefault() : undefined}
          onEscapeKeyDown={(event) => {
            // Escape in an open combobox closes its list (the combobox does that), not the dialog.
            if (expandedCombobox(event.target)) event.preventDefault();
          }}
        >
          <Title>{title}</Title>
          <Description>{description}</Description>
          {children}
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The Cancel button of a dialog's footer: closes it, changes nothing. */
export function DialogCancel({ label = 'Cancel' }: { label?: string }) {
  return (
    <Dialog.Close asChild>
      <Button type="button" $variant="secondary">
        {label}
      </Button>
    </Dialog.Close>
  );
}

interface ConfirmDeleteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  busy?: boolean;
  /** What is deleted, shown after the standard text. */
  subject?: string;
}

/** Every manage screen's delete confirmation: 'Are you sure?' / 'This action cannot be undone'. */
export function ConfirmDelete({
  open,
  onOpenChange,
  onConfirm,
  busy,
  subject,
}: ConfirmDeleteProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Are you sure?"
      description={
        subject
          ? `This action cannot be undone. "${subject}" will be deleted.`
          : 'This action cannot be undone.'
      }
      role="alertdialog"
    >
      <DialogFooter>
        <DialogCancel />
        <Button type="button" $variant="danger" onClick={onConfirm} disabled={busy}>
          {busy ? 'Deleting...' : 'Delete'}
        </Button>
      </DialogFooter>
    </Modal>
  );
}
