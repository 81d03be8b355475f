import { useState } from 'react';
import { AUDIT_ACTIONS, type AuditAction } from '@sweepscout/shared';
import { Button, StateMessage } from '@sweepscout/kit';
import { useAdminMeQuery, useAuditLogQuery } from '../../api/adminApi';
import { DataTable } from '../../components/DataTable';
import { AdminLayout, ListState } from '../../components/AdminLayout';
import { Options } from '../../components/Options';
import { PageNav } from '../../components/PageNav';
import { FilterBar, Muted } from '../../components/styles';

const PAGE_SIZE = 50;
const RECORD_TYPES = ['casino', 'review', 'guide', 'faq', 'game', 'page-content', 'user'];

interface FilterState {
  actor: string;
  action: AuditAction | '';
  type: string;
  from: string;
  to: string;
}
const NO_FILTER: FilterState = { actor: '', action: '', type: '', from: '', to: '' };

/** datetime-local text -> ISO (the editor's time zone), or undefined. */
const isoOf = (local: string) => (local ? new Date(local).toISOString() : undefined);

/** /admin/audit: every staff action, newest first, filtered and paged on the server (admins only). */
export function AuditScreen() {
  const me = useAdminMeQuery();
  const [filters, setFilters] = useState<FilterState>(NO_FILTER);
  const [draft, setDraft] = useState<FilterState>(NO_FILTER);
  const [page, setPage] = useState(1);
  const isAdmin = me.data?.role === 'admin';
  const log = useAuditLogQuery(
    {
      page,
      pageSize: PAGE_SIZE,
      actor: filters.actor || undefined,
      action: filters.action || undefined,
      type: filters.type || undefined,
      from: isoOf(filters.from),
      to: isoOf(filters.to),
    },
    { skip: !isAdmin, refetchOnMountOrArgChange: true },
  );
  const total = log.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const set = (key: keyof FilterState) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });

  if (me.data && !isAdmin) {
    return (
      <AdminLayout title="Audit log">
        <StateMessage $tone="error" role="alert">
          Only administrators can read the audit log.
        </StateMessage>
      </AdminLayout>
    );
  }
  return (
    <AdminLayout title="Audit log">
      <FilterBar
        as="form"
        aria-label="Filter the audit log"
        onSubmit={(event) => {
          event.preventDefault();
          setFilters(draft);
          setPage(1);
        }}
      >
        <label>
          Actor
          <input type="text" value={draft.actor} onChange={set('actor')} />
        </label>
        <label>
          Action
          <select value={draft.action} onChange={set('action')}>
            <option value="">Any</option>
            <Options values={AUDIT_ACTIONS} />
          </select>
        </label>
        <label>
          Record type
          <select value={draft.type} onChange={set('type')}>
            <option value="">Any</option>
            <Options values={RECORD_TYPES} />
          </select>
        </label>
        <label>
          From
          <input type="datetime-local" value={draft.from} onChange={set('from')} />
        </label>
        <label>
          To
          <input type="datetime-local" value={draft.to} onChange={set('to')} />
        </label>
        <Button type="submit">Apply filters</Button>
      </FilterBar>
      <ListState
        noun="audit log"
        query={{ ...log, isLoading: me.isLoading || log.isLoading }}
        empty={{ when: log.data?.items.length === 0, text: 'No actions match these filters.' }}
      >
        <p>
          <Muted>
            {total} action{total === 1 ? '' : 's'}
          </Muted>
        </p>
        <DataTable
          headers={['Time', 'Actor', 'Action', 'Record type', 'Record id', 'Client address']}
        >
          {(log.data?.items ?? []).map((entry) => (
            <tr key={entry.id}>
              <td>{new Date(entry.at).toLocaleString()}</td>
              <td>{entry.actor}</td>
              <td>{entry.action}</td>
              <td>{entry.recordType ?? ''}</td>
              <td>{entry.recordId ?? ''}</td>
              <td>{entry.clientAddress}</td>
            </tr>
          ))}
        </DataTable>
        <PageNav label="Audit log pages" page={page} pages={pages} onPage={setPage} size="md" />
      </ListState>
    </AdminLayout>
  );
}
