import { useEffect, useState } from 'react';
import { formatShortDate } from '@sweepscout/shared';
import { apiRequest, Button } from '@sweepscout/kit';
import { useAdminSubscribersQuery } from '../../api/adminApi';
import { DataTable } from '../../components/DataTable';
import { AdminLayout, ListState } from '../../components/AdminLayout';
import { notifyFailed } from '../../components/feedback';
import { PageNav } from '../../components/PageNav';
import { Muted } from '../../components/styles';
import { PAGE_SIZE } from '../../editorial/useServerList';

export const EXPORT_PATH = '/api/admin/subscribers/export';

/** Download the CSV export (fetched with the admin key, then saved through a blob link). */
async function downloadCsv(): Promise<void> {
  const csv = await apiRequest<string>(EXPORT_PATH);
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** /admin/subscribers: newsletter subscribers, newest first, paged by the server; CSV export. */
export function SubscribersScreen() {
  const [page, setPage] = useState(1);
  const list = useAdminSubscribersQuery(
    { page, pageSize: PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  useEffect(() => {
    if (list.data && page > pages) setPage(pages);
  }, [list.data, page, pages]);
  const [busy, setBusy] = useState(false);
  const onExport = async () => {
    setBusy(true);
    try {
      await downloadCsv();
    } catch (error) {
      notifyFailed('export subscribers', error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <AdminLayout
      title="Newsletter Subscribers"
      actions={
        <Button type="button" onClick={onExport} disabled={busy || total === 0}>
          {busy ? 'Exporting...' : 'Export CSV'}
        </Button>
      }
    >
      <ListState
        noun="subscribers"
        query={list}
        empty={{ when: total === 0 && list.data !== undefined, text: 'No subscribers yet.' }}
      >
        <p>
          <Muted>
            {total} subscriber{total === 1 ? '' : 's'}
          </Muted>
        </p>
        <DataTable headers={['Email', 'Subscribed']}>
          {(list.data?.items ?? []).map((s) => (
            <tr key={s.id}>
              <td>{s.email}</td>
              <td>{formatShortDate(s.createdAt)}</td>
            </tr>
          ))}
        </DataTable>
        <PageNav
          label="Subscriber pages"
          page={page}
          pages={pages}
          total={total}
          onPage={setPage}
        />
      </ListState>
    </AdminLayout>
  );
}
