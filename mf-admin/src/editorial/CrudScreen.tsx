import { Fragment, type ReactNode } from 'react';
import type { AdminSortKey, PublicationJson } from '@sweepscout/shared';
import type { EditorialResource } from '../api/adminApi';
import { useAdminSession } from '../components/adminSession';
import { EditorialContext } from './editorialContext';
import { DeleteStep, ManageScreen } from '../components/ManageParts';
import { stateLabel } from '../components/publication';
import type { Column } from './column';
import { ServerTable } from './ServerTable';
import { useCrud } from '../components/useCrud';
import type { EditorialCollection } from './collection';
import { useDialogState } from '../components/useDialogState';
import { useReloadRecord } from './useReloadRecord';
import { useServerList } from './useServerList';

interface CrudScreenProps<T extends { id: string }, Resource extends EditorialResource> {
  /** The content record kind: its list is paged, searched and sorted by the server. */
  collection: EditorialCollection<Resource>;
  title: string;
  /** Plural noun of the loading and error texts. */
  noun: string;
  /** A sortable column names one of the list's sort keys (the API's, from the contract). */
  columns: Column<T, AdminSortKey<Resource>>[];
  /** Names a record in the row actions and the delete confirmation. */
  label: (record: T) => string;
  /**
   * The add (no record) or edit form; it calls onClose after a save or a cancel. `total` is how
   * many records exist (a new FAQ's default order).
   */
  renderForm: (record: T | undefined, onClose: () => void, total: number) => ReactNode;
  /** The screen's own text when no record exists at all (none searched or filtered away). */
  emptyText?: string;
  /**
   * The screen's own delete confirmation (the content screen asks with the browser's confirm);
   * true deletes. By default the shared confirmation dialog asks.
   */
  confirmDelete?: (record: T) => boolean;
  /** The records carry public change notes: a bulk publish asks for one. */
  changeNotes?: boolean;
}

/** Draft / Scheduled / Published, beside the other columns. */
export function statusColumn<T>(): Column<T, never> {
  return { header: 'Status', cell: (record) => stateLabel(record as Partial<PublicationJson>) };
}

/** A form remounts (fresh values) when its record is reloaded at a newer version. */
export const formKey = (record: unknown) =>
  (record as Partial<PublicationJson> | undefined)?.updatedAt ?? 'new';

/**
 * A standard manage screen: the list with its states, 'Add', edit and delete
 * per row, the add/edit form and the delete confirmation. Screens only declare what differs.
 */
export function CrudScreen<T extends { id: string }, Resource extends EditorialResource>({
  collection,
  title,
  noun,
  columns,
  label,
  renderForm,
  emptyText,
  confirmDelete,
  changeNotes,
}: CrudScreenProps<T, Resource>) {
  const dialog = useDialogState<T>();
  const { resource, permission, labels, hooks } = collection;
  const canManage = useAdminSession().canManage(permission);
  const crud = useCrud(labels, hooks);
  const list = useServerList<T>(resource);
  const reload = useReloadRecord<T>(resource, dialog.openEdit);
  const onDelete = confirmDelete
    ? (record: T) => {
        if (confirmDelete(record)) void crud.remove(record.id);
      }
    : dialog.openDelete;
  return (
    <EditorialContext.Provider value={{ resource, reload }}>
      <ManageScreen
        title={title}
        addLabel={`Add ${labels.title}`}
        noun={noun}
        canManage={canManage}
        onAdd={dialog.openAdd}
        list={list.query}
      >
        <ServerTable
          resource={resource}
          list={list}
          columns={[...columns, statusColumn<T>()]}
          label={label}
          canManage={canManage}
          onEdit={dialog.openEdit}
          onDelete={onDelete}
          emptyText={emptyText}
          changeNotes={changeNotes}
        />

        {dialog.formOpen ? (
          <Fragment key={formKey(dialog.editing)}>
            {renderForm(dialog.editing, dialog.close, list.total)}
          </Fragment>
        ) : null}
        <DeleteStep dialog={dialog} subject={label} busy={crud.removing} remove={crud.remove} />
      </ManageScreen>
    </EditorialContext.Provider>
  );
}
