import { useState } from 'react';
import { formatShortDate } from '@sweepscout/shared';
import { apiRequest, Button, toast } from '@sweepscout/kit';
import { useAdminSubscribersQuery } from '../api/adminApi';
import { AdminLayout, ListState } from '../components/AdminLayout';
import { errorText } from '../components/feedback';
import { Muted, Table, TableWrap } from '../components/styles';

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

/** /admin/subscribers: newsletter subscribers, newest first, with a CSV export. */
export function SubscribersScreen() {
  const list = useAdminSubscribersQuery(undefined, { refetchOnMountOrArgChange: true });
  const [busy, setBusy] = useState(false);
  const onExport = async () => {
    setBusy(true);
    try {
      await downloadCsv();
    } catch (error) {
      toast({
        title: 'Error!',
        description: `Failed to export subscribers: ${errorText(error)}`,
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <AdminLayout
      title="Newsletter Subscribers"
      actions={
        <Button type="button" onClick={onExport} disabled={busy || !list.data?.length}>
          {busy ? 'Exporting...' : 'Export CSV'}
        </Button>
      }
    >
      <ListState
        noun="subscribers"
        isLoading={list.isLoading}
        isError={list.isError}
        refetch={list.refetch}
        empty={{ when: list.data?.length === 0, text: 'No subscribers yet.' }}
      >
        <p>
          <Muted>
            {list.data?.length} subscriber{list.data?.length === 1 ? '' : 's'}
          </Muted>
        </p>
        <TableWrap>
          <Table>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Subscribed</th>
              </tr>
            </thead>
            <tbody>
              {(list.data ?? []).map((s) => (
                <tr key={s.id}>
                  <td>{s.email}</td>
                  <td>{formatShortDate(s.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      </ListState>
    </AdminLayout>
  );
}
