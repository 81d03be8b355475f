import type { ReactNode } from 'react';
import { Button } from '@sweepscout/kit';
import { AdminLayout, ListState } from './AdminLayout';
import { ConfirmDelete } from './Dialogs';
import { RowActions } from './styles';
import type { useDialogState } from './useDialogState';

interface RowButtonsProps {
  /** Names the record for screen readers: 'Edit Crown Coins Casino'. */
  label: string;
  disabled?: boolean;
  onEdit: () => void;
  onDelete: () => void;
  deleteDisabled?: boolean;
  deleteTitle?: string;
  children?: ReactNode;
}

/** The per-row edit and delete actions of every manage screen. */
export function RowButtons({
  label,
  disabled,
  onEdit,
  onDelete,
  deleteDisabled,
  deleteTitle,
  children,
}: RowButtonsProps) {
  return (
    <RowActions>
      {children}
      <Button
        type="button"
        $variant="secondary"
        $size="sm"
        disabled={disabled}
        aria-label={`Edit ${label}`}
        onClick={onEdit}
      >
        Edit
      </Button>
      <Button
        type="button"
        $variant="danger"
        $size="sm"
        disabled={disabled || deleteDisabled}
        title={deleteTitle}
        aria-label={`Delete ${label}`}
        onClick={onDelete}
      >
        Delete
      </Button>
    </RowActions>
  );
}

export function AddButton({
  label,
  disabled,
  onClick,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Button type="button" onClick={onClick} disabled={disabled}>
      {label}
    </Button>
  );
}

interface DeleteStepProps<T extends { id: string }> {
  dialog: ReturnType<typeof useDialogState<T>>;
  subject: (record: T) => string;
  busy: boolean;
  remove: (id: string) => Promise<boolean>;
}

/** The 'Are you sure?' step: deletes, then closes on success (a failure keeps it open). */
export function DeleteStep<T extends { id: string }>({
  dialog,
  subject,
  busy,
  remove,
}: DeleteStepProps<T>) {
  const record = dialog.deleting;
  return (
    <ConfirmDelete
      open={Boolean(record)}
      onOpenChange={(open) => !open && dialog.close()}
      subject={record ? subject(record) : undefined}
      busy={busy}
      onConfirm={async () => {
        if (record && (await remove(record.id))) dialog.close();
      }}
    />
  );
}

interface ManageScreenProps {
  title: string;
  /** Plural noun of the loading and error texts. */
  noun: string;
  addLabel: string;
  canManage: boolean;
  onAdd: () => void;
  list: { isLoading: boolean; isError: boolean; refetch: () => unknown };
  children: ReactNode;
}

/** A manage screen: title, 'Add', 'Back to Dashboard', and the list's loading and error states. */
export function ManageScreen({
  title,
  noun,
  addLabel,
  canManage,
  onAdd,
  list,
  children,
}: ManageScreenProps) {
  return (
    <AdminLayout
      title={title}
      actions={<AddButton label={addLabel} disabled={!canManage} onClick={onAdd} />}
    >
      <ListState noun={noun} query={list}>
        {children}
      </ListState>
    </AdminLayout>
  );
}
