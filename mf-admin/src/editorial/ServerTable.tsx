import { useState } from 'react';
import styled from 'styled-components';
import { PUBLICATION_STATES, type BulkAction, type PublicationState } from '@sweepscout/shared';
import { Button, theme, toast } from '@sweepscout/kit';
import { useBulkActionMutation, type EditorialResource } from '../api/adminApi';
import { errorText, notifyError } from '../components/feedback';
import { RowButtons } from '../components/ManageParts';
import { STATE_LABELS } from '../components/publication';
import { BulkPublishDialog } from './BulkPublishDialog';
import type { Column } from './column';
import { PageNav } from '../components/PageNav';
import { FilterBar, Muted, Table, TableWrap } from '../components/styles';
import type { useServerList } from './useServerList';

const SortButton = styled.button`
  all: unset;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${theme.colors.primary};
    outline-offset: 2px;
  }
`;

const BULK_LABELS: Record<BulkAction, string> = {
  publish: 'Publish selected',
  unpublish: 'Unpublish selected',
  delete: 'Delete selected',
};

interface ServerTableProps<T extends { id: string }> {
  resource: EditorialResource;
  list: ReturnType<typeof useServerList<T>>;
  columns: Column<T>[];
  label: (record: T) => string;
  canManage: boolean;
  onEdit: (record: T) => void;
  onDelete: (record: T) => void;
  /** Shown when no record exists at all; "No records match." when a search or filter is set. */
  emptyText?: string;
  /** The records carry public change notes: a bulk publish asks for one first. */
  changeNotes?: boolean;
}

/**
 * A content table that scales: search, Draft / Scheduled / Published filter, sortable columns and
 * pages, all answered by the server; rows can be selected for bulk publish, unpublish and delete.
 */
export function ServerTable<T extends { id: string }>({
  resource,
  list,
  columns,
  label,
  canManage,
  onEdit,
  onDelete,
  emptyText,
  changeNotes,
}: ServerTableProps<T>) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirmingPublish, setConfirmingPublish] = useState(false);
  const [bulk, bulkState] = useBulkActionMutation();
  const pageIds = list.records.map((record) => record.id);
  const allSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };

  /** Runs the action on the selection; true when the server took it (even if some failed). */
  const runBulk = async (action: BulkAction, changeNote?: string): Promise<boolean> => {
    const ids = [...selected];
    if (
      action === 'delete' &&
      !window.confirm(`Delete ${ids.length} records? This action cannot be undone.`)
    )
      return false;
    try {
      const result = await bulk({
        resource,
        action,
        ids,
        ...(changeNote ? { changeNote } : {}),
      }).unwrap();
      setSelected(new Set(result.failed.map((f) => f.id)));
      toast({
        title: result.failed.length ? 'Error!' : 'Success!',
        description: result.failed.length
          ? `${result.done.length} done, ${result.failed.length} failed: ${result.failed[0].message}`
          : `${result.done.length} records updated.`,
        variant: result.failed.length ? 'destructive' : undefined,
      });
      return true;
    } catch (error) {
      notifyError(`Bulk action failed: ${errorText(error)}`);
      return false;
    }
  };

  const ariaSort = (key?: string) =>
    key && list.sort?.key === key
      ? list.sort.dir === 'asc'
        ? 'ascending'
        : 'descending'
      : undefined;

  return (
    <>
      <FilterBar>
        <label>
          Search
          <input
            type="search"
            value={list.search}
            onChange={(event) => list.setSearch(event.target.value)}
          />
        </label>
        <label>
          Status
          <select
            value={list.state}
            onChange={(event) => list.setState(event.target.value as PublicationState | '')}
          >
            <option value="">All</option>
            {PUBLICATION_STATES.map((state) => (
              <option key={state} value={state}>
                {STATE_LABELS[state]}
              </option>
            ))}
          </select>
        </label>
        {canManage && selected.size > 0 ? (
          <>
            <Muted>{selected.size} selected</Muted>
            {(['publish', 'unpublish', 'delete'] as const).map((action) => (
              <Button
                key={action}
                type="button"
                $size="sm"
                $variant={action === 'delete' ? 'danger' : 'secondary'}
                disabled={bulkState.isLoading}
                onClick={() =>
                  action === 'publish' && changeNotes
                    ? setConfirmingPublish(true)
                    : void runBulk(action)
                }
              >
                {BULK_LABELS[action]}
              </Button>
            ))}
          </>
        ) : null}
      </FilterBar>
      {confirmingPublish ? (
        <BulkPublishDialog
          count={selected.size}
          busy={bulkState.isLoading}
          onClose={() => setConfirmingPublish(false)}
          onPublish={(changeNote) => runBulk('publish', changeNote)}
        />
      ) : null}
      <TableWrap aria-busy={list.query.isFetching}>
        <Table>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" aria-sort={ariaSort(column.sort)}>
                  {column.sort ? (
                    <SortButton
                      type="button"
                      onClick={() => list.toggleSort(column.sort as string)}
                    >
                      {column.header}
                      {/* aria-sort tells assistive technology; the arrow is for the eye. */}
                      <span aria-hidden="true">
                        {ariaSort(column.sort) === 'ascending' ? ' ▲' : ''}
                        {ariaSort(column.sort) === 'descending' ? ' ▼' : ''}
                      </span>
                    </SortButton>
                  ) : (
                    column.header
                  )}
                </th>
              ))}
              <th scope="col">
                {canManage ? (
                  <input
                    type="checkbox"
                    aria-label="Select all on this page"
                    checked={allSelected}
                    onChange={() =>
                      setSelected(allSelected ? new Set() : new Set([...selected, ...pageIds]))
                    }
                  />
                ) : null}{' '}
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {list.records.map((record) => (
              <tr key={record.id}>
                {columns.map((column) => (
                  <td key={column.header}>{column.cell(record)}</td>
                ))}
                <td>
                  <RowButtons
                    label={label(record)}
                    disabled={!canManage}
                    onEdit={() => onEdit(record)}
                    onDelete={() => onDelete(record)}
                  >
                    {canManage ? (
                      <input
                        type="checkbox"
                        aria-label={`Select ${label(record)}`}
                        checked={selected.has(record.id)}
                        onChange={() => toggle(record.id)}
                      />
                    ) : null}
                  </RowButtons>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
      {list.records.length === 0 && !list.query.isFetching ? (
        <p>{emptyText && !list.search.trim() && !list.state ? emptyText : 'No records match.'}</p>
      ) : null}
      <PageNav
        label="Pages"
        page={list.page}
        pages={list.pages}
        total={list.total}
        onPage={list.setPage}
      />
    </>
  );
}
