import type { ReactNode } from 'react';
import type { Permission } from '@sweepscout/shared';
import { useAdminSession } from './adminSession';
import { DeleteStep, ManageScreen } from './ManageParts';
import { RecordTable, type Column } from './RecordTable';
import { useCrud, type CrudHooks, type Labels } from './useCrud';
import { useDialogState } from './useDialogState';

interface CrudScreenProps<T extends { id: string }> {
  title: string;
  addLabel: string;
  /** Plural noun of the loading and error texts. */
  noun: string;
  permission: Permission;
  list: { data?: T[]; isLoading: boolean; isError: boolean; refetch: () => void };
  /** Rows in display order when the screen sorts them; else the list's data. */
  records?: T[];
  labels: Labels;
  hooks: CrudHooks;
  columns: Column<T>[];
  /** Names a record in the row actions and the delete confirmation. */
  label: (record: T) => string;
  /** The add (no record) or edit form; it calls onClose after a save or a cancel. */
  renderForm: (record: T | undefined, onClose: () => void) => ReactNode;
}

/**
 * A standard manage screen (spec section 4): the list with its states, 'Add', edit and delete
 * per row, the add/edit form and the delete confirmation. Screens only declare what differs.
 */
export function CrudScreen<T extends { id: string }>({
  title,
  addLabel,
  noun,
  permission,
  list,
  records,
  labels,
  hooks,
  columns,
  label,
  renderForm,
}: CrudScreenProps<T>) {
  const dialog = useDialogState<T>();
  const canManage = useAdminSession().canManage(permission);
  const crud = useCrud(labels, hooks);
  return (
    <ManageScreen
      title={title}
      addLabel={addLabel}
      noun={noun}
      canManage={canManage}
      onAdd={dialog.openAdd}
      list={list}
    >
      <RecordTable
        columns={columns}
        records={records ?? list.data ?? []}
        label={label}
        canManage={canManage}
        onEdit={dialog.openEdit}
        onDelete={dialog.openDelete}
      />

      {dialog.formOpen ? renderForm(dialog.editing, dialog.close) : null}
      <DeleteStep dialog={dialog} subject={label} busy={crud.removing} remove={crud.remove} />
    </ManageScreen>
  );
}
